/**
 * The cart of the active store: add, list, edit, delete, select, checkout, copy, quick add, hints.
 * Every answer is recomputed by the pricing engine from the database; prices sent by clients are
 * only compared to tell the buyer a price changed. Adds merge in one statement per line
 * (INSERT … ON CONFLICT (store, goods, type) DO UPDATE number = number + excluded.number, guarded
 * by the line's maximum), so concurrent adds of the same goods end in one line with the sum.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartCount } from './count';
import { db, type Db, type Tx } from '../db/client';
import { cartItems } from '../db/schema';
import type { Account } from '../auth/session';
import { viewerOfAccount } from '../auth/session';
import type { Viewer } from '../auth/viewer';
import { BusinessError, NotFoundError } from '../http/errors';
import { requireCanOrder, requireSignedContract } from '../contract/guard';
import { storesOf } from '../accounts/members';
import { businessScopeOf } from '../qualifications/service';
import { scopeNeeded } from '../qualifications/scope';
import { fenToYuan } from '../../lib/money';
import type { GoodsSource } from '../catalogue/goods-view';
import { invalidReason, ladderPrice, quantityMessage, quantityProblem, quantityRange, nextHintText, tierLabel, activityFor, type PricingGoods } from '../pricing';
import { comboParts, goodsWithVisibility, loadCart, toPricingGoods } from './load';
import { cartView, yuanShort, INVALID_TEXT, type CartView } from './view';
import {
  CART_FULL, CART_GOODS_UNAVAILABLE, CART_NOTHING_SELECTED, CART_QUANTITY_LIMIT, CART_SCOPE, MAX_CART_LINES, QUALIFICATION_NOT_PASSED,
} from './errors';
import { FILTER_ALL, type AddLine } from './schemas';

/** Who acts on a cart: the logged-in account's active store. */
export type CartActor = { storeId: number; memberId: number; viewer: Viewer; province: string; isPassed: boolean };

export function actorOf(account: Account): CartActor {
  return {
    storeId: account.store.id,
    memberId: account.member.id,
    viewer: viewerOfAccount(account),
    province: account.store.province,
    isPassed: account.store.isPassed,
  };
}

const NOT_PASSED_MSG = '您的资质尚未审核通过，暂不能采购。审核通过后即可加入购物车';

function requirePassed(actor: CartActor): void {
  if (!actor.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, NOT_PASSED_MSG);
}

const named = (g: Pick<GoodsSource, 'name'>) => `「${g.name}」`;

export { cartCount };

/** The priced cart; unbuyable lines found selected are written back unselected (spec: forced when the cart loads). */
export async function getCart(actor: CartActor, filter: number = FILTER_ALL, extraGoodsIds: number[] = []): Promise<{ view: CartView; loaded: Awaited<ReturnType<typeof loadCart>> }> {
  const loaded = await loadCart(actor.storeId, actor.viewer, actor.province, new Date(), extraGoodsIds);
  const forced = loaded.pricing.lines.filter((l) => l.invalid && loaded.rows.find((r) => r.id === l.id)?.isSelected).map((l) => l.id);
  if (forced.length) {
    await (await db()).update(cartItems).set({ isSelected: false })
      .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, forced)));
  }
  return { view: cartView(loaded, actor.viewer, filter), loaded };
}

export async function cartList(actor: CartActor, filter: number = FILTER_ALL): Promise<CartView> {
  requirePassed(actor);
  return (await getCart(actor, filter)).view;
}

/** Goods as pricing sees them for `viewer`, with combination parts. */
async function pricingGoodsFor(ids: number[], viewer: Viewer): Promise<Map<number, { goods: GoodsSource; pg: PricingGoods }>> {
  const found = await goodsWithVisibility(ids, viewer);
  const combos = [...found.values()].filter((f) => f.goods.type === 3).map((f) => f.goods.id);
  const parts = await comboParts(combos, viewer);
  return new Map([...found].map(([id, f]) => [id, { goods: f.goods, pg: toPricingGoods(f.goods, f.visible, parts.get(id)) }]));
}

/** Refuses goods that cannot go into a cart (unknown, hidden, not buyable, sold out, broken combination). */
function assertBuyable(goodsId: number, type: number, found: { goods: GoodsSource; pg: PricingGoods } | undefined): void {
  if (!found || !found.pg.visible) throw new BusinessError(CART_GOODS_UNAVAILABLE, `商品不存在或已下架（编号 ${goodsId}）`);
  const reason = invalidReason({ type }, found.pg);
  if (reason === 'not_visible') throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}商品类型不正确`);
  if (reason) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}${INVALID_TEXT[reason]}，不能加入购物车`);
}


/**
 * Adds `number` to the (store, goods, type) line, creating it if needed, in one statement that only
 * updates while the sum stays ≤ `max`. Returns the line, or null when the sum would pass `max`.
 */
async function upsertLine(conn: Db | Tx, storeId: number, goodsId: number, type: number, number: number, ckId: number, max: number) {
  const [row] = await conn.insert(cartItems)
    .values({ storeId, goodsId, type, number, ckId, isSelected: true })
    .onConflictDoUpdate({
      target: [cartItems.storeId, cartItems.goodsId, cartItems.type],
      set: { number: sql`${cartItems.number} + excluded.number`, ckId: sql`excluded.ck_id`, isSelected: true, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.number} + excluded.number <= ${max}`,
    })
    .returning({ id: cartItems.id, number: cartItems.number });
  return row ?? null;
}

export type AddResult = {
  msg: string;
  notice: 'success' | 'warning';
  data: {
    total: number;
    items: { id: number; goods_id: number; type: number; number: number }[];
    price_changed: { goods_id: number; name: string; price: string; sent: string }[];
  };
};

/**
 * Adds lines (spec: `{goods_id, price, number, ck_id, type?}`): all or nothing. Unknown or
 * unbuyable goods and quantities beyond a limit are refused with a business error naming the goods
 * and the limit; the cart is then unchanged.
 */
export async function addLines(actor: CartActor, input: AddLine[]): Promise<AddResult> {
  requirePassed(actor);
  await requireSignedContract(actor.viewer);
  const found = await pricingGoodsFor(input.map((l) => l.goods_id), actor.viewer);

  // Same goods twice in one request: one line with the summed quantity (the last ck_id and price win).
  const merged = new Map<string, AddLine & { type: number }>();
  for (const l of input) {
    const f = found.get(l.goods_id);
    const type = l.type ?? (f?.goods.type === 3 ? 3 : 1);
    const key = `${l.goods_id}:${type}`;
    const had = merged.get(key);
    merged.set(key, { ...l, type, number: (had?.number ?? 0) + l.number });
  }
  const lines = [...merged.values()].sort((a, b) => a.goods_id - b.goods_id || a.type - b.type); // fixed lock order: no deadlocks

  const plan = lines.map((l) => {
    const f = found.get(l.goods_id);
    assertBuyable(l.goods_id, l.type, f);
    const { goods, pg } = f!;
    const problem = quantityProblem(pg, l.number);
    if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(goods)}${quantityMessage(problem, goods.unit)}`);
    return { line: l, goods, pg, max: quantityRange(pg).max };
  });

  const conn = await db();
  const existing = await conn.select({ goodsId: cartItems.goodsId, type: cartItems.type }).from(cartItems).where(eq(cartItems.storeId, actor.storeId));
  const have = new Set(existing.map((e) => `${e.goodsId}:${e.type}`));
  const fresh = plan.filter((p) => !have.has(`${p.line.goods_id}:${p.line.type}`)).length;
  if (existing.length + fresh > MAX_CART_LINES) throw new BusinessError(CART_FULL, `购物车最多可放 ${MAX_CART_LINES} 种商品，请先结算或清理购物车`);

  const run = async (c: Db | Tx) => {
    const out: AddResult['data']['items'] = [];
    for (const p of plan) {
      const row = await upsertLine(c, actor.storeId, p.line.goods_id, p.line.type, p.line.number, p.line.ck_id, p.max);
      if (!row) {
        const had = await currentNumberIn(c, actor.storeId, p.line.goods_id, p.line.type);
        const problem = quantityProblem(p.pg, had + p.line.number) ?? { kind: 'max_number' as const, limit: p.max };
        throw new BusinessError(CART_QUANTITY_LIMIT, `${named(p.goods)}${quantityMessage(problem, p.goods.unit)}，购物车中已有 ${had}${p.goods.unit}`);
      }
      out.push({ id: row.id, goods_id: p.line.goods_id, type: p.line.type, number: row.number });
    }
    return out;
  };
  const items = plan.length === 1 ? await run(conn) : await conn.transaction((tx) => run(tx));

  // The price the buyer saw vs what is charged now (base price or the ladder price of the new quantity).
  const changed: AddResult['data']['price_changed'] = [];
  for (const p of plan) {
    if (p.line.price === undefined) continue;
    const sent = Math.round(p.line.price * 100);
    const item = items.find((i) => i.goods_id === p.line.goods_id && i.type === p.line.type)!;
    const candidates = new Set([p.pg.basePrice, ...[p.line.number, item.number].map((n) => ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, n).unitPrice)]);
    for (const t of p.pg.ladderPrice) candidates.add(t.price);
    if (!candidates.has(sent)) {
      const now = ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, item.number).unitPrice;
      changed.push({ goods_id: p.line.goods_id, name: p.goods.name, price: fenToYuan(now), sent: fenToYuan(sent) });
    }
  }
  const total = await cartCount(actor.storeId);
  const msg = changed.length
    ? `已加入购物车，但${changed.map((c) => `「${c.name}」价格已变动，当前价格¥${c.price}`).join('；')}`
    : '加入购物车成功';
  return { msg, notice: changed.length ? 'warning' : 'success', data: { total, items, price_changed: changed } };
}

async function currentNumberIn(c: Db | Tx, storeId: number, goodsId: number, type: number): Promise<number> {
  const [row] = await c.select({ number: cartItems.number }).from(cartItems)
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.goodsId, goodsId), eq(cartItems.type, type)));
  return row?.number ?? 0;
}

/** POST api/cart/quick_add/{id}: one goods, quantity given or its smallest allowed (1 or a 中包装). */
export async function quickAdd(actor: CartActor, goodsId: number, input: { number?: number; price?: number; ck_id: number }): Promise<AddResult> {
  requirePassed(actor);
  let number = input.number;
  if (number === undefined) {
    const f = (await pricingGoodsFor([goodsId], actor.viewer)).get(goodsId);
    number = f ? quantityRange(f.pg).min : 1;
  }
  return addLines(actor, [{ goods_id: goodsId, number, price: input.price, ck_id: input.ck_id, type: undefined }]);
}

/** Makes sure every id is a line of this store's cart; another store's (or member's) line is a 404. */
async function assertOwned(actor: CartActor, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await (await db()).select({ id: cartItems.id }).from(cartItems)
    .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, unique)));
  if (rows.length !== unique.length) throw new NotFoundError('购物车中没有这件商品');
}

/** POST api/cart/{id}/edit {number}: sets a line's quantity within the goods' limits. */
export async function editLine(actor: CartActor, id: number, number: number): Promise<CartView> {
  requirePassed(actor);
  const conn = await db();
  const [line] = await conn.select({ goodsId: cartItems.goodsId, type: cartItems.type }).from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId)));
  if (!line) throw new NotFoundError('购物车中没有这件商品');
  const f = (await pricingGoodsFor([line.goodsId], actor.viewer)).get(line.goodsId);
  if (!f || invalidReason(line, f.pg)) {
    throw new BusinessError(CART_GOODS_UNAVAILABLE, `${f ? named(f.goods) : '该商品'}已失效，不能修改数量`);
  }
  const problem = quantityProblem(f.pg, number);
  if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(f.goods)}${quantityMessage(problem, f.goods.unit)}`);
  const updated = await conn.update(cartItems).set({ number, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId))).returning({ id: cartItems.id });
  if (updated.length === 0) throw new NotFoundError('购物车中没有这件商品');
  return (await getCart(actor)).view;
}

/** POST api/cart/batch_delete {ids}: all of them or none (a foreign id is a 404). */
export async function deleteLines(actor: CartActor, ids: number[]): Promise<CartView | { total: number }> {
  await assertOwned(actor, ids);
  await (await db()).delete(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  if (!actor.isPassed) return { total: await cartCount(actor.storeId) };
  return (await getCart(actor)).view;
}

/** POST /api/cart/batch_select {ids, is_selected}: unbuyable lines stay unselected. */
export async function selectLines(actor: CartActor, ids: number[], selected: boolean): Promise<CartView> {
  requirePassed(actor);
  await assertOwned(actor, ids);
  await (await db()).update(cartItems).set({ isSelected: selected })
    .where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  return (await getCart(actor)).view;
}

export type CheckoutResult = { ids: number[]; next: string; summary: CartView['summary'] };

/**
 * POST /api/cart/checkout {ids}: the selection becomes exactly `ids`, then every selected line must
 * be buyable within its limits and the buyer's business scope; the order steps take over from
 * /cart_step2 (the ids are also kept in the session by the endpoint).
 */
export async function checkout(actor: CartActor, ids: number[]): Promise<CheckoutResult> {
  await requireCanOrder(actor.viewer);
  await assertOwned(actor, ids);
  const unique = [...new Set(ids)];
  await (await db()).update(cartItems)
    .set({ isSelected: sql`${cartItems.id} in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})` })
    .where(eq(cartItems.storeId, actor.storeId));
  const { view, loaded } = await getCart(actor);
  const chosen = loaded.pricing.lines.filter((l) => unique.includes(l.id));
  for (const l of chosen) {
    const g = loaded.goods.get(l.goodsId)!;
    if (l.invalid) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(g)}${INVALID_TEXT[l.invalid]}，请删除后再结算`);
    if (l.problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(g)}${quantityMessage(l.problem, g.unit)}，请修改数量后再结算`);
  }
  const counted = chosen.filter((l) => l.counted);
  if (counted.length === 0) throw new BusinessError(CART_NOTHING_SELECTED, '请选择要结算的商品');
  const scopes = new Set(await businessScopeOf(actor.storeId));
  for (const l of counted) {
    const g = loaded.goods.get(l.goodsId)!;
    const goodsList = g.type === 3 ? (loaded.parts.get(g.id) ?? []).map((p) => p.goods) : [g];
    for (const item of goodsList) {
      const need = scopeNeeded(item);
      if (need && !scopes.has(need)) {
        throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}，请取消勾选后再结算或在“资质证件”中更新经营范围`);
      }
    }
  }
  return { ids: counted.map((l) => l.id), next: '/cart_step2', summary: view.summary };
}

export type CopyResult = {
  copied: number;
  stores: number;
  skipped: { store_id: number; company: string; goods_id: number; name: string; reason: string }[];
};

/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the member's other stores (merging quantities). */
export async function copyLines(actor: CartActor, ids: number[], storeIds: number[]): Promise<CopyResult> {
  requirePassed(actor);
  await assertOwned(actor, ids);
  const mine = await storesOf(actor.memberId);
  const targets = [...new Set(storeIds)].map((id) => mine.find((s) => s.id === id));
  if (targets.some((t) => !t || t.id === actor.storeId)) throw new NotFoundError('门店不存在');
  const conn = await db();
  const lines = await conn.select().from(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
  const result: CopyResult = { copied: 0, stores: 0, skipped: [] };
  for (const store of targets as NonNullable<(typeof targets)[number]>[]) {
    const viewer: Viewer = { storeId: store.id, isPassed: store.isPassed, companyType: store.companyType, province: store.province };
    const found = await pricingGoodsFor(lines.map((l) => l.goodsId), viewer);
    let any = false;
    for (const line of [...lines].sort((a, b) => a.goodsId - b.goodsId || a.type - b.type)) {
      const f = found.get(line.goodsId);
      const skip = (reason: string) => result.skipped.push({ store_id: store.id, company: store.company, goods_id: line.goodsId, name: f?.goods.name ?? '', reason });
      if (!store.isPassed) { skip('该门店资质尚未审核通过'); continue; }
      if (!f || !f.pg.visible) { skip('该门店不可采购此商品'); continue; }
      const reason = invalidReason(line, f.pg);
      if (reason) { skip(INVALID_TEXT[reason]); continue; }
      const max = quantityRange(f.pg).max;
      const row = await upsertLine(conn, store.id, line.goodsId, line.type, line.number, line.ckId, max);
      if (!row) { skip(`超出可购数量（最多 ${max}${f.goods.unit}）`); continue; }
      result.copied += 1;
      any = true;
    }
    if (any) result.stores += 1;
  }
  return result;
}

/** "再买¥X 可减¥Y" hints (POST /api/cart/next_hint): the cart's activities, or those of one goods / one activity, and free shipping. */
export async function nextHints(actor: CartActor, query: { goods_id?: number; activity_id?: number }) {
  requirePassed(actor);
  const { loaded } = await getCart(actor, FILTER_ALL, query.goods_id ? [query.goods_id] : []);
  const { pricing } = loaded;
  let results = [...pricing.manjians, ...pricing.discounts];
  if (query.activity_id) results = results.filter((a) => a.id === query.activity_id);
  if (query.goods_id) {
    const g = (await goodsWithVisibility([query.goods_id], actor.viewer)).get(query.goods_id);
    const eph = g?.goods.isEphedrine ?? false;
    const ofKind = (kind: string) => loaded.activities.filter((a) => a.kind === kind);
    const mine = [activityFor(ofKind('manjian'), query.goods_id, eph), activityFor(ofKind('discount'), query.goods_id, eph)].filter(Boolean).map((a) => a!.id);
    results = results.filter((a) => mine.includes(a.id));
  } else if (!query.activity_id) {
    results = results.filter((a) => a.lineIds.length > 0);
  }
  const hints = results.map((a) => ({
    activity_id: a.id,
    kind: a.kind,
    name: a.name,
    eligible_amount: fenToYuan(a.eligibleAmount),
    reached: a.applied ? tierLabel(a.kind, a.applied, yuanShort) : null,
    need: a.next ? fenToYuan(a.next.need) : null,
    value: a.next ? (a.kind === 'discount' ? a.next.tier.value : fenToYuan(a.next.tier.value)) : null,
    text: a.next ? nextHintText(a.kind, a.next, yuanShort) : a.applied ? `已满足${tierLabel(a.kind, a.applied, yuanShort)}` : '',
  }));
  const s = pricing.shipping;
  const shipping = {
    is_free: s.free ? 1 : 0,
    need: fenToYuan(s.free ? 0 : s.need),
    text: s.free ? '已包邮' : s.noTransOrderAmount > 0 ? `再买${yuanShort(s.need)} 可包邮` : '',
  };
  return { hints, shipping, text: hints.find((h) => h.need !== null)?.text ?? shipping.text };
}
