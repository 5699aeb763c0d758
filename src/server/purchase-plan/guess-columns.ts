/**
 * Columns guessed from what the cells hold, for lists without a header (or typed with spaces):
 * a quantity with a unit (10盒) or a bare whole number, a spec (0.25g*24粒, 10ml, 24粒), a
 * manufacturer (a 药业/制药/…有限公司 ending), an approval number (国药准字H…, 械注准…), a 69 barcode;
 * the rest is text — the first text is the name, a later one the manufacturer (pharmacies put the
 * name first and often shorten the maker to 天源 or 康信).
 */
import type { ColumnMapping, PlanField } from './headers';
import { squash } from './normalize';

export type CellKind = 'quantity' | 'spec' | 'maker' | 'approval' | 'barcode' | 'number' | 'unit' | 'text' | 'empty';

/** Units a quantity is counted in (a selling unit, not a dose). */
const QUANTITY = /^\d{1,6}(盒|瓶|袋|支|板|包|桶|罐|件|台|个|套|只|箱|提|听|盒装|瓶装|袋装|贴|条|张|卷|付|副|把|公斤|千克|kg)?$/;
const SPEC_UNIT = /\d(?:\.\d+)?(mg|g|ml|l|ug|μg|mcg|iu|u|万u|%|s|粒|片|丸|贴|支|袋|克|毫克|毫升|升|cm|mm|m|寸|型|号|包)/;
const APPROVAL = /^(国药准字)?[hzsjbtf]\d{8}$|械[注备]|[注备]准\d|卫食健字|国食健字|食健备/;
const MAKER_END = /(有限公司|公司|药业|制药|医药|药厂|总厂|饮片厂|制药厂|集团|股份|生物|科技|医疗器械|卫生材料|卫材|医疗用品|实业|企业)$/;

/** What one cell holds. */
export function cellKind(raw: string): CellKind {
  const s = squash(raw);
  if (!s) return 'empty';
  if (/^69\d{11}$/.test(s) || /^\d{13,14}$/.test(s)) return 'barcode';
  if (APPROVAL.test(s)) return 'approval';
  if (QUANTITY.test(s)) return 'quantity';
  if (/^(盒|瓶|袋|支|板|包|桶|罐|件|台|个|套|只|箱|提|听|贴|条|张|卷|付|副|把|粒|片|丸|kg|千克|公斤)$/.test(s)) return 'unit'; // a 单位 column
  if (/^\d+(\.\d+)?$/.test(s)) return 'number'; // a price or an amount: ignored
  // A spec starts with its number (每粒装 may come first) or multiplies two: 0.25g*24粒, 10ml, 每袋装10g.
  if ((/^(每[\u4e00-\u9fff]{0,3})?\d/.test(s) && SPEC_UNIT.test(s)) || /\d[^*×✕]*[*×✕]/.test(s)) return 'spec';
  if (MAKER_END.test(s) && [...s].length >= 3) return 'maker';
  return 'text';
}

/** A row looks like data (not a header): it holds a quantity, a spec, an approval number or a barcode. */
export function looksLikeData(cells: readonly string[]): boolean {
  return cells.some((c) => {
    const k = cellKind(c);
    return k === 'quantity' || k === 'spec' || k === 'approval' || k === 'barcode';
  });
}

const EMPTY: ColumnMapping = { name: null, spec: null, maker: null, approval: null, barcode: null, quantity: null };

/**
 * A mapping from the cells of header-less rows: each column takes the kind most of its filled cells
 * have; the quantity is the last quantity column (an ERP puts 数量 after 中包装 or 库存); the first
 * text column is the name, the next text or maker column the manufacturer.
 */
export function guessMapping(rows: readonly (readonly string[])[], keep: Partial<ColumnMapping> = {}): ColumnMapping {
  const mapping: ColumnMapping = { ...EMPTY, ...keep };
  const width = Math.max(0, ...rows.map((r) => r.length));
  const taken = new Set(Object.values(mapping).filter((v): v is number => v !== null));
  const kinds: CellKind[] = [];
  for (let col = 0; col < width; col++) {
    const counts = new Map<CellKind, number>();
    for (const r of rows) {
      const k = cellKind(r[col] ?? '');
      if (k !== 'empty') counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const best = [...counts].sort((a, b) => b[1] - a[1])[0];
    kinds.push(best ? best[0] : 'empty');
  }
  const put = (field: PlanField, col: number | undefined) => {
    if (col === undefined || col < 0 || mapping[field] !== null || taken.has(col)) return;
    mapping[field] = col;
    taken.add(col);
  };
  const cols = (kind: CellKind) => kinds.flatMap((k, i) => (k === kind ? [i] : []));
  put('quantity', cols('quantity').at(-1));
  put('spec', cols('spec')[0]);
  put('approval', cols('approval')[0]);
  put('barcode', cols('barcode')[0]);
  put('maker', cols('maker')[0]);
  const texts = cols('text').filter((c) => !taken.has(c));
  put('name', texts[0]);
  put('maker', texts[1]);
  return mapping;
}

/** The fields of one line typed with spaces, in PLAN field order, from its tokens' kinds and order. */
export function fieldsOfTokens(tokens: readonly string[]): Record<PlanField, string> {
  const out: Record<PlanField, string[]> = { name: [], spec: [], maker: [], approval: [], barcode: [], quantity: [] };
  let quantity = '';
  let seenNonText = false;
  for (const token of tokens) {
    const kind = cellKind(token);
    if (kind === 'text') {
      // The name is the opening words; words after a spec or a quantity name the maker.
      (seenNonText && out.name.length ? out.maker : out.name).push(token);
      continue;
    }
    seenNonText = true;
    if (kind === 'quantity') quantity = token;
    else if (kind === 'spec') out.spec.push(token);
    else if (kind === 'maker') out.maker.push(token);
    else if (kind === 'approval') out.approval.push(token);
    else if (kind === 'barcode') out.barcode.push(token);
  }
  // A lone trailing whole number is the quantity even when a spec-like count came before.
  return {
    name: out.name.join(' '),
    spec: out.spec.join(''),
    maker: out.maker.join(''),
    approval: out.approval.join(''),
    barcode: out.barcode.join(''),
    quantity,
  };
}
