/**
 * Reads a store's cart with everything pricing and display need, in four queries whatever the
 * size of the cart: the lines joined with their goods (as the catalogue's JSON, plus whether this
 * buyer may see them), the parts of combination goods, the running activities of those goods and
 * the shipping rule of the store's province.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { preparedSql } from '../db/prepared';
import { goodsJsonSql, parseGoodsJson } from '../catalogue/goods-source';
import { visibilityShape, visibleGoodsPlaceholderSql, visibleGoodsSql } from '../catalogue/visibility';
import type { GoodsSource } from '../catalogue/goods-view';
import type { Viewer } from '../auth/viewer';
import { activitiesFor, shippingFor } from '../promotions';
import { specialPricesFor } from '../promotions/special';
import { priceCart, type Activity, type CartPricing, type PricingGoods, type PricingLine, type ShippingSettings } from '../pricing';

/** Tags whose goods sell at a special price and take no coupon (秒杀, 特价). */
export const NO_COUPON_TAGS: ReadonlySet<string> = new Set(['秒', '特']);

export type CartRow = { id: number; goodsId: number; type: number; number: number; ckId: number; isSelected: boolean; createdAt: string };
export type ComboPart = { goods: GoodsSource; number: number; visible: boolean };

export type LoadedCart = {
  rows: CartRow[];
  goods: Map<number, GoodsSource>;
  pricingGoods: Map<number, PricingGoods>;
  parts: Map<number, ComboPart[]>;
  activities: Activity[];
  shipping: ShippingSettings;
  pricing: CartPricing;
};

type RawRow = { id: number; goods_id: number; type: number; number: number; ck_id: number; is_selected: boolean; created_at: string | Date; j: string; visible: boolean };

/** A goods row as the pricing engine sees it. */
export function toPricingGoods(g: GoodsSource, visible: boolean, parts: ComboPart[] = []): PricingGoods {
  let stock = g.stock;
  let partsUnavailable = false;
  if (g.type === 3) {
    if (parts.length === 0) partsUnavailable = true;
    for (const p of parts) {
      const ok = p.visible && p.goods.isBuy && p.goods.xgNumber >= 0 && p.goods.stock >= p.number;
      if (!ok) partsUnavailable = true;
      stock = Math.min(stock, Math.floor(Math.max(0, p.goods.stock) / p.number));
    }
  }
  return {
    id: g.id,
    type: g.type,
    basePrice: g.basePrice,
    ladderPrice: g.ladderPrice ?? [],
    ladderPriceType: g.ladderPriceType,
    isBuy: g.isBuy,
    stock,
    xgNumber: g.xgNumber,
    isDpby: g.isDpby,
    qgNumber: g.qgNumber,
    midPack: g.midPack,
    onlyMidPack: g.onlyMidPack,
    visible,
    partsUnavailable,
    isEphedrine: g.isEphedrine,
    ephedrineLimit: g.ephedrineLimit ?? 0,
    noCoupon: g.tags.some((t) => NO_COUPON_TAGS.has(t.name)),
    categoryId: g.categoryId,
  };
}

/** Goods rows by id with the viewer's visibility (no hiding: the cart shows invisible goods as 失效). */
export async function goodsWithVisibility(ids: readonly number[], viewer: Viewer): Promise<Map<number, { goods: GoodsSource; visible: boolean }>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ j: string; visible: boolean }>(
    await db(),
    sql`select ${goodsJsonSql('g')} as j, ${visibleGoodsSql(viewer)} as visible
    from goods g where g.id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => {
      const goods = parseGoodsJson(r.j);
      return [goods.id, { goods, visible: r.visible === true || (r.visible as unknown) === 't' }];
    }),
  );
}

/** Parts of combination goods, keyed by the combination's id. */
export async function comboParts(comboIds: readonly number[], viewer: Viewer): Promise<Map<number, ComboPart[]>> {
  const out = new Map<number, ComboPart[]>();
  if (comboIds.length === 0) return out;
  const rows = await queryRows<{ combo_id: number; number: number; j: string; visible: boolean }>(
    await db(),
    sql`
    select ci.combo_id, ci.number, ${goodsJsonSql('g')} as j, ${visibleGoodsSql(viewer)} as visible
    from goods_combination_items ci join goods g on g.id = ci.goods_id
    where ci.combo_id in (${sql.join(
      comboIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by ci.combo_id, ci.goods_id`,
  );
  for (const r of rows) {
    const list = out.get(Number(r.combo_id)) ?? [];
    list.push({ goods: parseGoodsJson(r.j), number: Number(r.number), visible: r.visible === true });
    out.set(Number(r.combo_id), list);
  }
  return out;
}

/**
 * The cart query, prepared once per visibility shape of the viewer (every cart page and checkout
 * runs it; on PostgreSQL planning this wide query each time cost more than running it).
 */
const cartQueries = new Map<string, (conn: Awaited<ReturnType<typeof db>>, values: Record<string, unknown>) => Promise<RawRow[]>>();
function cartQuery(viewer: Viewer) {
  const shape = visibilityShape(viewer);
  let query = cartQueries.get(shape);
  if (!query) {
    query = preparedSql<RawRow>(
      `cart_lines_${shape}`,
      sql`
      select c.id, c.goods_id, c.type, c.number, c.ck_id, c.is_selected, c.created_at, ${goodsJsonSql('g')} as j, ${visibleGoodsPlaceholderSql(viewer)} as visible
      from cart_items c join goods g on g.id = c.goods_id
      where c.store_id = ${sql.placeholder('storeId')}
      order by c.id desc`,
    );
    cartQueries.set(shape, query);
  }
  return query;
}

/** Loads and prices the cart of `storeId` as `viewer` sees it. */
/** `extraGoodsIds`: goods not in the cart whose activities should be priced too (hints on a product page). */
export async function loadCart(storeId: number, viewer: Viewer, province: string | null, now = new Date(), extraGoodsIds: number[] = []): Promise<LoadedCart> {
  const conn = await db();
  const raw = await cartQuery(viewer)(conn, { storeId, companyType: viewer.companyType, province: viewer.province });
  const rows: CartRow[] = [];
  const goods = new Map<number, GoodsSource>();
  const visible = new Map<number, boolean>();
  for (const r of raw) {
    const g = parseGoodsJson(r.j);
    goods.set(g.id, g);
    visible.set(g.id, r.visible === true);
    rows.push({
      id: Number(r.id),
      goodsId: Number(r.goods_id),
      type: Number(r.type),
      number: Number(r.number),
      ckId: Number(r.ck_id),
      isSelected: r.is_selected === true,
      createdAt: new Date(r.created_at).toISOString(),
    });
  }
  const comboIds = [...goods.values()].filter((g) => g.type === 3).map((g) => g.id);
  const [parts, activities, shipping, specials] = await Promise.all([
    comboParts(comboIds, viewer),
    activitiesFor([...goods.keys(), ...extraGoodsIds], now),
    shippingFor(province),
    specialPricesFor([...goods.keys()], storeId, now),
  ]);
  const pricingGoods = new Map([...goods.values()].map((g) => [g.id, { ...toPricingGoods(g, visible.get(g.id) ?? false, parts.get(g.id)), special: specials.get(g.id) ?? null }]));
  return pricedCart({ rows, goods, pricingGoods, parts, activities, shipping });
}

/** Prices `rows` against the goods, activities and shipping already read (pure: a quantity edit re-prices in memory). */
export function pricedCart(cart: Omit<LoadedCart, 'pricing'>): LoadedCart {
  const lines: PricingLine[] = cart.rows.map((r) => ({ id: r.id, goodsId: r.goodsId, type: r.type, number: r.number, isSelected: r.isSelected }));
  return { ...cart, pricing: priceCart({ lines, goods: cart.pricingGoods, activities: cart.activities, shipping: cart.shipping }) };
}
