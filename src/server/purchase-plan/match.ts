/**
 * Matching one imported line to the catalogue, in memory (pure: no database). Order of evidence:
 *  1. approval number exact (国药准字 / 注册证号; several specs of one maker share one) — the spec picks among them;
 *  2. 69 barcode exact;
 *  3. name — Chinese (exact, part of, or with typos: edit-distance similarity) or pinyin initials /
 *     full pinyin — combined with the normalised spec and the manufacturer (short names count).
 * Each line gets its best candidate with a confidence (0–100) and up to three alternatives.
 */
import { pinyinFull, pinyinInitials } from '../search/pinyin';
import type { MatchStatus, MatchVia } from '../../wire/purchase-plan';
import { makerCore, makerScore, normalizeApproval, normalizeBarcode, normalizeName, similarity, specScore } from './normalize';

/** A catalogue goods as matching needs it. */
export type IndexGoods = {
  id: number;
  name: string;
  tradeName: string;
  spec: string;
  unit: string;
  approvalNo: string;
  barcode: string;
  maker: string;
  makerInitials: string;
  sales: number;
  stock: number;
};

export type { MatchStatus, MatchVia };
export type MatchInput = { name: string; spec: string; maker: string; approval: string; barcode: string };
export type Candidate = { goods: IndexGoods; score: number; via: MatchVia };
export type LineMatch = { status: MatchStatus; best: Candidate | null; alternatives: Candidate[] };

/** Confidence from which a match is taken as is; between UNSURE and this the member should check it. */
export const MATCHED_FROM = 0.8;
export const UNSURE_FROM = 0.55;
/** Alternatives below this score are not worth showing. */
const ALTERNATIVE_FROM = 0.4;
/** Name entries below this similarity are not candidates. */
const NAME_FROM = 0.55;
const WEIGHTS = { name: 0.5, spec: 0.25, maker: 0.25 };
/** Score given to a field the line leaves empty (neither evidence for nor against). */
const MISSING = 0.6;

type Prepared = IndexGoods & { makerCoreKey: string };
type NameEntry = { key: string; length: number; initials: string; full: string; goods: Prepared[] };

export class MatchIndex {
  private readonly byApproval = new Map<string, Prepared[]>();
  private readonly byBarcode = new Map<string, Prepared>();
  private readonly entries: NameEntry[] = [];
  private readonly byChar = new Map<string, number[]>();
  private readonly byKey = new Map<string, number>();

  constructor(goods: readonly IndexGoods[]) {
    const byKey = new Map<string, NameEntry>();
    const makerCores = new Map<string, string>();
    for (const g of goods) {
      let core = makerCores.get(g.maker);
      if (core === undefined) makerCores.set(g.maker, (core = makerCore(g.maker)));
      const p: Prepared = { ...g, makerCoreKey: core };
      const approval = normalizeApproval(g.approvalNo);
      if (approval) this.byApproval.set(approval, [...(this.byApproval.get(approval) ?? []), p]);
      if (g.barcode) this.byBarcode.set(g.barcode, p);
      const names = [normalizeName(g.name).name];
      if (g.tradeName) names.push(normalizeName(g.tradeName).name);
      for (const key of names) {
        if (!key) continue;
        let entry = byKey.get(key);
        if (!entry) {
          entry = { key, length: [...key].length, initials: '', full: '', goods: [] };
          byKey.set(key, entry);
          this.entries.push(entry);
        }
        entry.goods.push(p);
      }
    }
    for (const entry of this.entries) {
      entry.initials = pinyinInitials(entry.key);
      entry.full = pinyinFull(entry.key);
    }
    this.entries.forEach((entry, i) => {
      this.byKey.set(entry.key, i);
      for (const c of new Set(entry.key)) {
        const list = this.byChar.get(c);
        if (list) list.push(i);
        else this.byChar.set(c, [i]);
      }
    });
  }

  get size(): number {
    return this.byBarcode.size;
  }

  /** Name entries similar to `raw`, with their name score. */
  private nameEntries(raw: string): { entry: NameEntry; score: number }[] {
    const { name, extra } = normalizeName(raw);
    if (!name && !extra) return [];
    const scored = new Map<number, number>();
    const keep = (i: number, score: number) => {
      if (score >= NAME_FROM && score > (scored.get(i) ?? 0)) scored.set(i, score);
    };
    for (const text of [name, extra].filter(Boolean)) {
      if (/^[a-z0-9]+$/.test(text) && /[a-z]/.test(text)) {
        // Pinyin: initials (amxljn) or full (amoxilinjiaonang), exact or a start of at least three letters.
        this.entries.forEach((e, i) => {
          if (e.initials === text || e.full === text) keep(i, 0.95);
          else if (text.length >= 3 && e.initials.startsWith(text)) keep(i, 0.6 + 0.3 * (text.length / e.initials.length));
          else if (text.length >= 3 && similarity(text, e.initials) >= 0.8) keep(i, 0.75);
        });
        continue;
      }
      const chars = [...text];
      const exact = this.byKey.get(text);
      if (exact !== undefined) {
        // The name as we list it: other names only matter when they contain it (阿莫西林 → 阿莫西林胶囊…).
        keep(exact, 1);
        continue;
      }
      const shared = new Map<number, number>();
      for (const c of new Set(chars)) for (const i of this.byChar.get(c) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      const need = Math.max(1, Math.ceil(chars.length * 0.5));
      for (const [i, count] of shared) {
        if (count < need) continue;
        const entry = this.entries[i]!;
        const keyLength = entry.length;
        let score = 0;
        if (text.includes(entry.key) && keyLength >= 2) score = 0.85 + 0.1 * (keyLength / chars.length);
        else if (entry.key.includes(text) && chars.length >= 2) score = 0.6 + 0.3 * (chars.length / keyLength);
        // Edit distance only when it could reach the threshold (it is at most 1 − length difference / longer).
        const longer = Math.max(keyLength, chars.length);
        if (1 - Math.abs(keyLength - chars.length) / longer >= NAME_FROM) score = Math.max(score, similarity(text, entry.key));
        keep(i, score);
      }
    }
    return [...scored]
      .map(([i, score]) => ({ entry: this.entries[i]!, score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 8);
  }

  private fieldScore(input: MatchInput, g: Prepared): { spec: number; maker: number } {
    return {
      spec: input.spec.trim() ? specScore(input.spec, g.spec) : MISSING,
      maker: input.maker.trim() ? makerScore(input.maker, { name: g.maker, core: g.makerCoreKey, initials: g.makerInitials }) : MISSING,
    };
  }

  /** The best goods for a line and up to three alternatives among the goods `visible` accepts. */
  match(input: MatchInput, visible: (id: number) => boolean = () => true): LineMatch {
    const found = new Map<number, Candidate>();
    const offer = (c: Candidate) => {
      if (!visible(c.goods.id)) return;
      const had = found.get(c.goods.id);
      if (!had || had.score < c.score) found.set(c.goods.id, c);
    };

    const approval = normalizeApproval(input.approval);
    for (const g of approval ? (this.byApproval.get(approval) ?? []) : []) {
      const { spec } = this.fieldScore(input, g);
      const same = this.byApproval.get(approval)!.length === 1;
      offer({ goods: g, score: same || !input.spec.trim() ? 1 : 0.9 + 0.1 * spec, via: 'approval' });
    }
    const barcode = normalizeBarcode(input.barcode);
    const byCode = barcode ? this.byBarcode.get(barcode) : undefined;
    if (byCode) offer({ goods: byCode, score: 1, via: 'barcode' });

    for (const { entry, score: nameScore } of this.nameEntries(input.name)) {
      for (const g of entry.goods) {
        const f = this.fieldScore(input, g);
        offer({ goods: g, score: WEIGHTS.name * nameScore + WEIGHTS.spec * f.spec + WEIGHTS.maker * f.maker, via: 'name' });
      }
    }

    const ranked = [...found.values()].sort(
      (a, b) => b.score - a.score || Number(b.goods.stock > 0) - Number(a.goods.stock > 0) || b.goods.sales - a.goods.sales || a.goods.id - b.goods.id,
    );
    const top = ranked[0];
    if (!top || top.score < ALTERNATIVE_FROM) return { status: 'unmatched', best: null, alternatives: [] };
    // Two goods fitting equally well (same name and spec, maker not given): the member should choose.
    const tied = ranked.length > 1 && ranked[1]!.score >= top.score - 0.005 && top.via === 'name';
    const cap = (c: Candidate): Candidate => (tied && c.score >= MATCHED_FROM ? { ...c, score: MATCHED_FROM - 0.01 } : c);
    const best = cap(top);
    const alternatives = ranked
      .slice(1)
      .filter((c) => c.score >= ALTERNATIVE_FROM)
      .slice(0, 3)
      .map(cap);
    if (best.score < UNSURE_FROM) return { status: 'unmatched', best: null, alternatives: [best, ...alternatives].slice(0, 3) };
    return { status: best.score >= MATCHED_FROM ? 'matched' : 'unsure', best, alternatives };
  }
}

/** Confidence as a whole percentage for display. */
export function confidencePercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score * 100)));
}
