/**
 * Purchase-plan import (采购计划导入): imported lines → matched goods with alternatives → quantities
 * that fit → priced like the cart → added to the cart in one request when the member confirms.
 * Nothing touches the cart before `addPlanToCart`.
 */
import { BusinessError, ValidationError } from '../http/errors';
import { addLines, type AddResult, type CartActor } from '../cart';
import { fenToYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';
import type { GoodsSource } from '../catalogue/goods-view';
import { catalogueIndex, visibleGoodsIds } from './catalogue-index';
import { confidencePercent, type Candidate, type LineMatch } from './match';
import { parseQuantity } from './quantities';
import { expiryWarning, loadPlanGoods, pricePlan } from './price';
import type { GoodsOption, MatchStatus, PlanLineView, PlanView } from '../../wire/purchase-plan';

export type { GoodsOption, PlanLineView, PlanView };
import type { PlanLineInput } from './schemas';

/** Totals rows ERP exports end with. */
const TOTAL_ROW = /^(合计|总计|小计|共计|总数)[:：]?$/;
const MAX_ERRORS_LISTED = 20;

export type ImportedLine = { row: number; name: string; spec: string; maker: string; approval: string; barcode: string; quantity: number };

/** Validates quantities and identifying columns; every problem names its row (422 on `quantity` / `name`). */
export function checkLines(input: readonly PlanLineInput[]): { lines: ImportedLine[]; skipped: string[] } {
  const errors: Record<string, string[]> = {};
  const push = (field: string, msg: string) => {
    const list = (errors[field] ??= []);
    if (list.length < MAX_ERRORS_LISTED) list.push(msg);
  };
  const skipped: string[] = [];
  const lines: ImportedLine[] = [];
  if (input.every((l) => l.quantity.trim() === '')) {
    throw new ValidationError({ quantity: ['没有找到数量列：请在“列对应”中选择数量所在的列（如 数量 / 采购数量 / 计划数量）'] });
  }
  for (const l of input) {
    const name = l.name.trim();
    if (TOTAL_ROW.test(name.replace(/\s/g, '')) && !l.spec.trim()) {
      skipped.push(`第 ${l.row} 行是合计行，已跳过`);
      continue;
    }
    if (!name && !l.approval.trim() && !l.barcode.trim()) {
      if (!l.quantity.trim() && !l.spec.trim() && !l.maker.trim()) continue;
      push('name', `第 ${l.row} 行没有商品名称、批准文号或条形码，无法匹配`);
      continue;
    }
    const q = parseQuantity(l.quantity);
    if (!q.ok) {
      push('quantity', `第 ${l.row} 行${q.problem}`);
      continue;
    }
    lines.push({ row: l.row, name, spec: l.spec.trim(), maker: l.maker.trim(), approval: l.approval.trim(), barcode: l.barcode.trim(), quantity: q.value });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  if (lines.length === 0) throw new ValidationError({ name: ['没有可导入的采购数据'] });
  return { lines, skipped };
}

/** /pzqg/add prefilled with what the member imported. */
export function wantedUrl(l: Pick<ImportedLine, 'name' | 'spec' | 'maker' | 'approval' | 'barcode' | 'quantity'>): string {
  const q = new URLSearchParams();
  for (const [k, v] of [
    ['name', l.name],
    ['spec', l.spec],
    ['maker', l.maker],
    ['approval', l.approval],
    ['barcode', l.barcode],
    ['quantity', String(l.quantity)],
  ] as const) {
    if (v) q.set(k, v);
  }
  return `/pzqg/add?${q.toString()}`;
}

function option(g: GoodsSource, score: number, via: GoodsOption['via'], minShelfMonths: number, today: string): GoodsOption {
  return {
    goods_id: g.id,
    name: g.name,
    trade_name: g.tradeName,
    spec: g.spec,
    maker: g.manufacturer,
    approval_no: g.approvalNo,
    barcode: '',
    unit: g.unit,
    price: fenToYuan(g.basePrice),
    stock: g.stock,
    expiry_date: g.expiryDate,
    expiry_warning: expiryWarning(g.expiryDate, minShelfMonths, today),
    mid_pack: g.midPack,
    only_mid_pack: g.onlyMidPack,
    xg_number: g.xgNumber,
    confidence: confidencePercent(score),
    via,
    url: `/list_info/${g.id}`,
  };
}

export type PlanActor = CartActor;

/** A saved line's goods pinned ahead of the matcher's own candidates. */
export type Pinned = { goodsId: number } | null;

/**
 * Matches lines and prices the best matches. `pinned[i]` (saved plans) puts that goods first with
 * full confidence when the buyer may still see it; otherwise the line is matched again from its text.
 */
export async function matchLines(
  actor: PlanActor,
  lines: readonly ImportedLine[],
  minShelfMonths: number,
  skipped: string[] = [],
  pinned: Pinned[] = [],
  now = new Date(),
): Promise<PlanView> {
  const [index, visible] = await Promise.all([catalogueIndex(), visibleGoodsIds(actor.viewer)]);
  const isVisible = (id: number) => visible.has(id);
  const matches: LineMatch[] = lines.map((l, i) => {
    const m = index.match(l, isVisible);
    const pin = pinned[i];
    if (!pin || !isVisible(pin.goodsId)) return m;
    const rest = [m.best, ...m.alternatives].filter((c): c is Candidate => !!c && c.goods.id !== pin.goodsId).slice(0, 3);
    return { status: 'matched', best: { goods: { id: pin.goodsId } as Candidate['goods'], score: 1, via: 'saved' }, alternatives: rest };
  });
  const ids = [
    ...new Set(
      matches
        .flatMap((m) => [m.best, ...m.alternatives])
        .filter((c): c is Candidate => !!c)
        .map((c) => c.goods.id),
    ),
  ];
  const goods = await loadPlanGoods(ids, actor.viewer);
  const today = shanghaiToday(now);

  const views: PlanLineView[] = lines.map((l, key) => {
    const m = matches[key]!;
    const candidates = [m.best, ...m.alternatives].filter((c): c is Candidate => !!c && !!goods.get(c.goods.id));
    const options = candidates.map((c) => option(goods.get(c.goods.id)!.goods, c.score, c.via, minShelfMonths, today));
    const best = m.best && goods.get(m.best.goods.id) ? m.best : null;
    const status: MatchStatus = best ? m.status : 'unmatched';
    return {
      key,
      row: l.row,
      input: { name: l.name, spec: l.spec, maker: l.maker, approval: l.approval, barcode: l.barcode, quantity: l.quantity },
      status,
      confidence: best ? confidencePercent(best.score) : 0,
      goods_id: best ? best.goods.id : null,
      options,
      wanted_url: status === 'unmatched' ? wantedUrl(l) : null,
    };
  });
  const priced = views.filter((v) => v.goods_id !== null);
  const pricing = await pricePlan(
    actor,
    priced.map((v) => ({ key: v.key, goodsId: v.goods_id!, quantity: v.input.quantity, chosen: true })),
    minShelfMonths,
    goods,
    now,
  );
  const count = (s: MatchStatus) => views.filter((v) => v.status === s).length;
  return {
    lines: views,
    summary: { total: views.length, matched: count('matched'), unsure: count('unsure'), unmatched: count('unmatched') },
    pricing,
    min_shelf_months: minShelfMonths,
    skipped,
  };
}

/** POST /api/plan/match: imported lines (after column mapping) → the plan view. */
export async function matchPlan(actor: PlanActor, input: readonly PlanLineInput[], minShelfMonths: number): Promise<PlanView> {
  const { lines, skipped } = checkLines(input);
  return matchLines(actor, lines, minShelfMonths, skipped);
}

/**
 * POST /api/plan/cart: adds every chosen line in one request through the cart's add path (merging
 * with lines already in the cart, all or nothing, limits checked in the same statement).
 */
export async function addPlanToCart(actor: PlanActor, lines: readonly { goods_id: number; number: number }[]): Promise<AddResult> {
  if (lines.length === 0) throw new BusinessError(20003, '请选择要加入购物车的商品');
  return addLines(
    actor,
    lines.map((l) => ({ goods_id: l.goods_id, number: l.number, ck_id: 0, type: 1, price: undefined })),
  );
}
