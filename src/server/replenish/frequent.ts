/**
 * 常购清单 · 常买: the goods the store bought in the last 180 days (paid, shipped or completed orders),
 * each with the last price, quantity and date, times bought, the average interval, whether it is in
 * stock now, today's goods view (price, limits) and the 建议采购量 (suggest.ts). Owner-only: the
 * caller passes the active store.
 */
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { fenToYuan } from '../../lib/money';
import type { Viewer } from '../auth/viewer';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView } from '../catalogue/goods-view';
import { specialPricesFor } from '../promotions/special';
import type { SpecialPrice } from '../pricing/types';
import { suggestQuantity, type Purchase, type Suggestion } from './suggest';
import type { FrequentItem, FrequentList } from '../../wire/replenish';

export const FREQUENT_DAYS = 180;
/** At most this many goods are listed (the most bought first). */
const MAX_ROWS = 500;

type Row = { goods_id: number; order_id: number; at: string | Date; number: number; unit_price: number; name: string; spec: string; unit: string; maker: string; mid_pack: number };

export async function frequentList(viewer: Viewer & { storeId: number }, now = new Date()): Promise<FrequentList> {
  const since = new Date(now.getTime() - FREQUENT_DAYS * 86_400_000);
  const rows = await queryRows<Row>(
    await db(),
    sql`select l.goods_id, o.id as order_id, o.created_at as at, l.number, l.unit_price, g.name, g.spec, g.unit, m.name as maker, g.mid_pack
      from order_lines l join orders o on o.id = l.order_id
      join goods g on g.id = l.goods_id join manufacturers m on m.id = g.manufacturer_id
      where o.store_id = ${viewer.storeId} and o.status in ('paid', 'shipped', 'completed') and o.kind <> 'points'
        and o.created_at >= ${since.toISOString()}
      order by o.created_at, l.id`,
  );
  // Per goods, one purchase per order (a goods twice in one order counts once, its units summed).
  const byGoods = new Map<number, { first: Row; last: Row; orders: Map<number, Purchase> }>();
  for (const r of rows) {
    const id = Number(r.goods_id);
    const entry = byGoods.get(id) ?? { first: r, last: r, orders: new Map<number, Purchase>() };
    entry.last = r;
    const had = entry.orders.get(Number(r.order_id));
    entry.orders.set(Number(r.order_id), { at: new Date(r.at), number: (had?.number ?? 0) + Number(r.number) });
    byGoods.set(id, entry);
  }
  const ranked = [...byGoods.entries()]
    .sort((a, b) => b[1].orders.size - a[1].orders.size || new Date(b[1].last.at).getTime() - new Date(a[1].last.at).getTime() || a[0] - b[0])
    .slice(0, MAX_ROWS);
  const ids = ranked.map(([id]) => id);
  const [goodsRows, specials] = await Promise.all([goodsByIds(ids, viewer), specialPricesFor(ids, viewer.storeId, now)]);
  const views = new Map(goodsRows.map((g) => [g.id, goodsView(g, viewer)]));
  const list: FrequentItem[] = ranked.map(([id, e]) => {
    const purchases = [...e.orders.values()];
    const last = purchases.at(-1)!;
    const g = views.get(id) ?? null;
    const s = withinActivityLimit(suggestQuantity(purchases, g?.mid_pack ?? Number(e.last.mid_pack), e.last.unit, now), specials.get(id), g?.quantity?.step ?? 1, e.last.unit);
    return {
      goods_id: id,
      name: e.last.name,
      ypgg: e.last.spec,
      bzdw: e.last.unit,
      sccj: e.last.maker,
      times: purchases.length,
      last_number: last.number,
      last_price: fenToYuan(Number(e.last.unit_price)),
      last_at: last.at.toISOString(),
      interval_days: s.intervalDays,
      suggested: s.suggested,
      suggestion: s.line,
      in_stock: (g?.number ?? 0) > 0,
      goods: g,
    };
  });
  return { days: FREQUENT_DAYS, list };
}

/**
 * An activity price bought by the whole suggestion would be refused past its per-member limit or its
 * own stock (the cart says 「活动价每人限购…」): the suggestion stops at what may still be bought at it.
 */
function withinActivityLimit(s: Suggestion, special: SpecialPrice | undefined, step: number, unit: string): Suggestion {
  if (!special) return s;
  const left = Math.floor(Math.min(special.stockLeft, special.memberLeft ?? Infinity) / step) * step;
  if (s.suggested <= left) return s;
  return { ...s, suggested: left, line: `${s.line}；活动价还可购买 ${left}${unit}` };
}
