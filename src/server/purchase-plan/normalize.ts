/**
 * Normalisation of what a pharmacy ERP exports, so that different spellings of the same goods
 * compare equal: specs (`0.25g*24粒`, `0.25g×24粒/盒`, `24粒*0.25g`, `250mg*24粒`), manufacturer
 * names (天源 / 天源制药 / 沈阳天源制药有限公司), approval numbers and barcodes. Full-width
 * characters are folded with the search module's `foldText` (NFKC + lower case).
 */
import { foldText } from '../search/normalize';
import { DEVICE_CITIES, HERBAL_CITIES, PHARMA_CITIES, PROVINCES } from '../reference/places';

const SPACES = /[\s\u3000]+/g;

/** Folded, without white space: the common first step. */
export function squash(text: string): string {
  return foldText(text ?? '').replace(SPACES, '');
}

// ---------------------------------------------------------------------------------------------
// Specs

/** Mass and volume units → factor to the canonical unit (mg, ml). */
const MASS: Record<string, number> = { kg: 1_000_000, g: 1000, mg: 1, ug: 0.001, μg: 0.001, mcg: 0.001, 克: 1000, 毫克: 1, 千克: 1_000_000 };
const VOLUME: Record<string, number> = { l: 1000, ml: 1, 升: 1000, 毫升: 1 };
/** Count words that mean "pieces" whatever the dosage form (24s = 24粒 = 24片 for comparison). */
const COUNT_UNITS = new Set(['s', '粒', '片', '袋', '支', '丸', '贴', '包', '瓶', '枚', '只', '张', '条', '个', '盒', '板', '小盒', '袋装', '']);
/** A trailing `/盒`, `/瓶`…: the selling unit, not part of the spec. */
const TRAILING_UNIT = /\/(盒|瓶|袋|支|板|包|桶|罐|件|台|个|套|只|箱|提)$/;

function trimNumber(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/** One factor of a spec in canonical form: `0.25g` → `250mg`, `1.0g` → `1000mg`, `24s` → `24粒`. */
export function normalizeSpecToken(token: string): string {
  const m = /^(\d+(?:\.\d+)?)([a-zμ\u4e00-\u9fff]*)$/.exec(token);
  if (!m) return token;
  const value = Number(m[1]);
  const unit = m[2] ?? '';
  if (unit in MASS) return `${trimNumber(value * MASS[unit]!)}mg`;
  if (unit in VOLUME) return `${trimNumber(value * VOLUME[unit]!)}ml`;
  if (unit === 's') return `${trimNumber(value)}粒`;
  return `${trimNumber(value)}${unit}`;
}

/** The factors of a spec, canonical and sorted (order does not matter: `24粒*0.25g` = `0.25g*24粒`). */
export function specTokens(raw: string): string[] {
  let s = squash(raw)
    .replace(/[×xX✕✖＊·:]/g, '*')
    .replace(/[（(]([^)）]*)[)）]/g, '*$1');
  s = s.replace(TRAILING_UNIT, '');
  return s
    .split('*')
    .map((t) => t.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .map(normalizeSpecToken)
    .sort();
}

/** The spec as one comparable key. */
export function normalizeSpec(raw: string): string {
  return specTokens(raw).join('*');
}

/** Numbers of a spec with count units dropped, for a looser comparison (24粒 vs 24片). */
function specNumbers(tokens: string[]): string[] {
  return tokens
    .map((t) => {
      const m = /^(\d+(?:\.\d+)?)(.*)$/.exec(t);
      if (!m) return t;
      return COUNT_UNITS.has(m[2] ?? '') ? m[1]! : t;
    })
    .sort();
}

/**
 * How well two specs agree, 0–1: 1 equal after normalisation, 0.9 equal when count words are
 * ignored (24粒 vs 24片), else the share of factors in common.
 */
export function specScore(a: string, b: string): number {
  const ta = specTokens(a);
  const tb = specTokens(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  if (ta.join('*') === tb.join('*')) return 1;
  const na = specNumbers(ta);
  const nb = specNumbers(tb);
  if (na.join('*') === nb.join('*')) return 0.9;
  const rest = [...nb];
  let common = 0;
  for (const t of na) {
    const i = rest.indexOf(t);
    if (i >= 0) {
      common += 1;
      rest.splice(i, 1);
    }
  }
  return (0.6 * common) / Math.max(na.length, nb.length);
}

// ---------------------------------------------------------------------------------------------
// Manufacturers

const COMPANY_SUFFIX = /(股份有限公司|有限责任公司|有限公司|集团公司|总公司|分公司|公司|总厂|制药厂|药厂|厂)$/;
/** Trade words between the brand and the suffix (沈阳天源**制药**有限公司). Longest first. */
const TRADE_WORDS = [
  '生物制药',
  '中药制药',
  '药业集团',
  '中药饮片',
  '中药科技',
  '医疗器械',
  '医疗科技',
  '卫生材料',
  '医疗用品',
  '生物科技',
  '医药科技',
  '制药',
  '药业',
  '医药',
  '生物',
  '中药',
  '饮片',
  '药材',
  '医疗',
  '卫材',
  '医用品',
  '医用',
  '科技',
  '集团',
  '股份',
];

/**
 * The identifying part of a manufacturer name: folded, brackets and company suffixes removed, then
 * the trade words (制药, 药业…) at the end. 沈阳天源制药有限公司 → 沈阳天源; 天源制药 → 天源.
 */
export function makerCore(raw: string): string {
  let s = squash(raw).replace(/[（(][^)）]*[)）]/g, '');
  for (let changed = true; changed;) {
    changed = false;
    const suffix = s.replace(COMPANY_SUFFIX, '');
    if (suffix !== s && suffix.length >= 2) {
      s = suffix;
      changed = true;
    }
    for (const w of TRADE_WORDS) {
      if (s.endsWith(w) && s.length - w.length >= 2) {
        s = s.slice(0, -w.length);
        changed = true;
        break;
      }
    }
  }
  return s;
}

/** Place names a maker's name may open with (province, short province, city), longest first. */
const PLACES = [
  ...new Set([
    ...PROVINCES.flatMap((p) => [p.name, p.name.replace(/(壮族|回族|维吾尔)?自治区$|省$|市$/, '')]),
    ...[...PHARMA_CITIES, ...HERBAL_CITIES, ...DEVICE_CITIES].map((c) => c.name),
  ]),
]
  .filter((p) => [...p].length >= 2)
  .sort((a, b) => b.length - a.length);

/** A maker core without its opening place and the words 集团 / 股份: 河北康信 → 康信, 石药集团欧意 → 石药欧意. */
function distinctive(core: string): string {
  let s = core.replace(/集团|股份|\(集团\)/g, '');
  for (let stripped = true; stripped;) {
    stripped = false;
    const place = PLACES.find((p) => s.startsWith(p) && [...s].length - [...p].length >= 2);
    if (place) {
      s = s.slice(place.length);
      stripped = true;
    }
  }
  return s;
}

function longestCommonSubstring(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let best = 0;
  const prev = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    let diag = 0;
    for (let j = 1; j <= y.length; j++) {
      const keep = prev[j]!;
      prev[j] = x[i - 1] === y[j - 1] ? diag + 1 : 0;
      if (prev[j]! > best) best = prev[j]!;
      diag = keep;
    }
  }
  return best;
}

/**
 * How well an imported manufacturer (any form) names a catalogue manufacturer, 0–1: 1 when its core
 * is the catalogue core or a part of it (天源 ⊂ 沈阳天源), else the longest run of characters in
 * common (at least two) relative to the imported core; pinyin initials of the full name also count.
 */
export function makerScore(input: string, maker: { name: string; core: string; initials?: string }): number {
  const core = makerCore(input);
  if (!core) return 0;
  if (core === maker.core || maker.core.includes(core) || squash(maker.name) === squash(input)) return 1;
  if (/^[a-z]+$/.test(core) && maker.initials && maker.initials.includes(core) && core.length >= 2) return 0.9;
  if (core.includes(maker.core)) return 0.9; // 辽宁沈阳天源 → 沈阳天源
  // The distinctive part alone: 河北康信 / 石药集团欧意 name 石家庄康信 / 石药欧意 (place and 集团 dropped).
  const own = distinctive(core);
  const theirs = distinctive(maker.core);
  if ([...own].length >= 2 && (own === theirs || theirs.includes(own) || own.includes(theirs))) return 0.9;
  const common = longestCommonSubstring(core, maker.core);
  if (common < 2) return 0;
  return Math.min(0.8, common / [...core].length);
}

// ---------------------------------------------------------------------------------------------
// Names, approval numbers, barcodes

/** A goods name: folded, no spaces, brackets removed (they usually hold the trade name, returned apart). */
export function normalizeName(raw: string): { name: string; extra: string } {
  const s = squash(raw);
  const extras: string[] = [];
  const name = s
    .replace(/[（(【[]([^)）】\]]*)[)）】\]]/g, (_, inner: string) => {
      extras.push(inner);
      return '';
    })
    .replace(/[“”"'‘’®™]/g, '');
  return { name, extra: extras.join('') };
}

/** 国药准字H20183212, H 2018 3212, 国药准字 h20183212 → h20183212; device numbers keep their characters. */
export function normalizeApproval(raw: string): string {
  return squash(raw)
    .replace(/^国药准字/, '')
    .replace(/[-－—_]/g, '');
}

/** Digits only; an EAN-13/UPC/GTIN-14 with leading zeros padded away to 13 digits. Empty when not a barcode. */
export function normalizeBarcode(raw: string): string {
  const digits = squash(raw).replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 14) return '';
  return digits.length === 14 && digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Levenshtein similarity of two strings, by code points: 1 − distance / longer length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = [...a];
  const y = [...b];
  if (x.length === 0 || y.length === 0) return 0;
  const row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const keep = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diag + (x[i - 1] === y[j - 1] ? 0 : 1));
      diag = keep;
    }
  }
  return 1 - row[y.length]! / Math.max(x.length, y.length);
}
