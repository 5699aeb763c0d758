import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { fenToYuan } from '../../lib/money';
import type { Viewer } from '../auth/viewer';
import { nearestQuantity, type QuantityBounds } from '../../lib/quantity';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView } from '../catalogue/goods-view';
import type { FastBuyItem, FastBuyPage } from '../../wire/quick-buy';
import { goodsQuotes } from '../cart/quote';
import { storedLinePrice } from '../pricing';
import type { FastBuyOrder } from './schemas';

export const FAST_BUY_PER_PAGE = 20;
/** Orders that count as bought: the money was taken. */
const BOUGHT = sql`o.status in ('paid', 'shipped', 'completed') and o.kind <> 'points'`;

type Row = {
  goods_id: number;
  times: number;
  total_number: number;
  last_number: number;
  unit_price: number;
  line_unit_price: number | null;
  raw_amount: number;
  discount_amount: number;
  last_at: string | Date;
  name: string;
  spec: string;
  unit: string;
  manufacturer: string;
  total: number;
};

/** Escapes LIKE wildcards in a user keyword. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of the store's purchase history, most bought or most recent first. */
export async function fastBuyList(viewer: Viewer & { storeId: number }, options: { page: number; order: FastBuyOrder; keyword: string }): Promise<FastBuyPage> {
  const { page, order, keyword } = options;
  const pattern = likePattern(keyword);
  const filter = keyword
    ? sql`and (g.name ilike ${pattern} or g.trade_name ilike ${pattern} or m.name ilike ${pattern} or g.pinyin_initials ilike ${pattern.toLowerCase()} or g.approval_no ilike ${pattern})`
    : sql``;
  const orderBy = order === 'recent' ? sql`last.at desc, b.times desc, b.goods_id` : sql`b.times desc, last.at desc, b.goods_id`;
  const rows = await queryRows<Row>(
    await db(),
    sql`
    with bought as (
      select l.goods_id, count(distinct o.id)::int as times, sum(l.number)::int as total_number
      from order_lines l join orders o on o.id = l.order_id
      where o.store_id = ${viewer.storeId} and ${BOUGHT}
      group by l.goods_id
    ), last as (
      select distinct on (l.goods_id) l.goods_id, l.number, l.unit_price, l.line_unit_price, l.raw_amount, l.discount_amount, o.created_at as at
      from order_lines l join orders o on o.id = l.order_id
      where o.store_id = ${viewer.storeId} and ${BOUGHT}
      order by l.goods_id, o.created_at desc, l.id desc
    )
    select b.goods_id, b.times, b.total_number, last.number as last_number, last.unit_price, last.line_unit_price, last.raw_amount, last.discount_amount, last.at as last_at,
      g.name, g.spec, g.unit, m.name as manufacturer, count(*) over ()::int as total
    from bought b join last on last.goods_id = b.goods_id
      join goods g on g.id = b.goods_id join manufacturers m on m.id = g.manufacturer_id
    where true ${filter}
    order by ${orderBy}
    limit ${FAST_BUY_PER_PAGE} offset ${(page - 1) * FAST_BUY_PER_PAGE}`,
  );
  const views = new Map(
    (
      await goodsByIds(
        rows.map((r) => Number(r.goods_id)),
        viewer,
      )
    ).map((g) => [g.id, goodsView(g, viewer)]),
  );
  // 今日价格: the engine's quote at the quantity the row starts with (the last quantity, kept to the goods' steps).
  const wanted = rows.map((r) => ({ goodsId: Number(r.goods_id), number: startAt(views.get(Number(r.goods_id))?.quantity, Number(r.last_number)) }));
  const quotes = await goodsQuotes(wanted, viewer, viewer.storeId);
  const list: FastBuyItem[] = rows.map((r) => ({
    goods_id: Number(r.goods_id),
    name: r.name,
    ypgg: r.spec,
    bzdw: r.unit,
    sccj: r.manufacturer,
    times: Number(r.times),
    total_number: Number(r.total_number),
    last_number: Number(r.last_number),
    last_price: fenToYuan(lastUnitPrice(r)),
    last_at: new Date(r.last_at).toISOString(),
    goods: views.get(Number(r.goods_id)) ?? null,
    today: quotes.get(Number(r.goods_id)) ?? null,
  }));
  return { total: rows.length ? Number(rows[0]!.total) : 0, page, per_page: FAST_BUY_PER_PAGE, order, keyword, list };
}

/** The quantity a row starts with: `wanted` kept to the goods' steps and bounds (1 when prices are hidden). */
function startAt(range: QuantityBounds | null | undefined, wanted: number): number {
  return range ? nearestQuantity(range, wanted) : Math.max(1, wanted);
}

/** The unit price the last order line charged after ladder / special / 折扣: the order detail's 单价. */
function lastUnitPrice(r: Row): number {
  const n = (v: number | null) => (v === null ? null : Number(v));
  const line = {
    listPrice: null,
    unitPrice: Number(r.unit_price),
    lineUnitPrice: n(r.line_unit_price),
    rawAmount: Number(r.raw_amount),
    discountAmount: Number(r.discount_amount),
  };
  return storedLinePrice({ ...line, number: Number(r.last_number), manjianAmount: 0, couponAmount: 0, payAmount: line.rawAmount - line.discountAmount }).unitPrice;
}
