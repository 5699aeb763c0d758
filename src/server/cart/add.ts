/** POST api/cart/add: lines in, all or nothing, merged by a guarded upsert. */
import { eq } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { cartItems } from '../db/schema';
import { BusinessError } from '../http/errors';
import { requireSignedContract } from '../contract/guard';
import { fenToYuan, formatYuan } from '../../lib/money';
import { fenOf } from '../http/money';
import { ladderPrice, quantityMessage, quantityProblem, quantityRange } from '../pricing';
import { refuseAtAdd } from './add-limits';
import { cartCount } from './count';
import { CART_FULL, CART_QUANTITY_LIMIT, MAX_CART_LINES } from './errors';
import type { AddLine } from './schemas';
import { requirePassed, type CartActor } from './actor';
import { assertBuyable, currentNumberIn, named, pricingGoodsFor, upsertLine } from './lines';

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
  const found = await pricingGoodsFor(
    input.map((l) => l.goods_id),
    actor.viewer,
  );

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
  const existing = await conn.select({ goodsId: cartItems.goodsId, type: cartItems.type, number: cartItems.number }).from(cartItems).where(eq(cartItems.storeId, actor.storeId));
  const have = new Set(existing.map((e) => `${e.goodsId}:${e.type}`));
  // The rules checkout applies, applied now: a special price's own stock and per-member limit, the business scope.
  await refuseAtAdd(
    actor,
    plan.map((p) => ({ goods: p.goods, type: p.line.type, number: (existing.find((e) => e.goodsId === p.line.goods_id && e.type === p.line.type)?.number ?? 0) + p.line.number })),
  );
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
    const sent = fenOf(String(p.line.price))!;
    const item = items.find((i) => i.goods_id === p.line.goods_id && i.type === p.line.type)!;
    const candidates = new Set([p.pg.basePrice, ...[p.line.number, item.number].map((n) => ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, n).unitPrice)]);
    for (const t of p.pg.ladderPrice) candidates.add(t.price);
    if (!candidates.has(sent)) {
      const now = ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, item.number).unitPrice;
      changed.push({ goods_id: p.line.goods_id, name: p.goods.name, price: fenToYuan(now), sent: fenToYuan(sent) });
    }
  }
  const total = await cartCount(actor.storeId);
  const msg = changed.length ? `已加入购物车，但${changed.map((c) => `「${c.name}」价格已变动，当前价格${formatYuan(c.price)}`).join('；')}` : '加入购物车成功';
  return { msg, notice: changed.length ? 'warning' : 'success', data: { total, items, price_changed: changed } };
}
