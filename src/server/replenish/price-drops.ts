/**
 * 降价通知: a store names the unit price it would buy at; for 60 days {@link checkPriceDrops} compares
 * it with the price THAT store would pay now — the pricing engine's quote for its viewer (ladder,
 * special prices, 折扣, 控销) — and, when it falls to or below, posts one in-site message (and an SMS
 * to a member who opted in). Claimed by one conditional UPDATE (`notified_at is null`): two checks
 * at once (two instances) send each notice once.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { goods, priceDropNotices } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { fenToYuan, formatYuan, parseYuanToFen } from '../../lib/money';
import type { Viewer } from '../auth/viewer';
import { goodsQuotes } from '../cart/quote';
import { notifyMany } from '../accounts/messages';
import { queueNoticeSms } from './notice-sms';
import type { PriceDropView } from '../../wire/replenish';

export const PRICE_DROP_DAYS = 60;

/** What the store pays for one unit of the goods now (fen), or null when it may not see the price. */
async function priceNow(viewer: Viewer, storeId: number, goodsId: number): Promise<number | null> {
  const q = (await goodsQuotes([{ goodsId, number: 1 }], viewer, storeId)).get(goodsId);
  return q ? parseYuanToFen(q.unit_price) : null;
}

/** Asks (or asks again with a new price, watched 60 days from now) to be told when the price falls to `expected` fen. */
export async function subscribePriceDrop(viewer: Viewer & { storeId: number }, memberId: number, goodsId: number, expected: number, now = new Date()): Promise<PriceDropView> {
  const current = await priceNow(viewer, viewer.storeId, goodsId);
  if (current === null) throw new ValidationError({ goods_id: ['商品不存在、已下架或暂不可见价格'] });
  if (current <= expected) throw new ValidationError({ expected_price: [`当前价格 ${formatYuan(fenToYuan(current))} 已不高于期望价格，可直接购买`] });
  const expires = new Date(now.getTime() + PRICE_DROP_DAYS * 86_400_000);
  await (
    await db()
  ).execute(sql`
    insert into price_drop_notices (store_id, member_id, goods_id, expected_price, expires_at)
    values (${viewer.storeId}, ${memberId}, ${goodsId}, ${expected}, ${expires.toISOString()})
    on conflict (store_id, goods_id) where notified_at is null
    do update set expected_price = excluded.expected_price, expires_at = excluded.expires_at, member_id = excluded.member_id, created_at = now()`);
  return (await openPriceDrops(viewer.storeId, goodsId, now))[0]!;
}

/** The store's watched 降价通知 (one goods, or all), oldest first; expired ones are left out. */
export async function openPriceDrops(storeId: number, goodsId: number | null = null, now = new Date()): Promise<PriceDropView[]> {
  const rows = await (
    await db()
  )
    .select({ goodsId: priceDropNotices.goodsId, name: goods.name, expected: priceDropNotices.expectedPrice, expiresAt: priceDropNotices.expiresAt })
    .from(priceDropNotices)
    .innerJoin(goods, eq(goods.id, priceDropNotices.goodsId))
    .where(
      and(
        eq(priceDropNotices.storeId, storeId),
        isNull(priceDropNotices.notifiedAt),
        gt(priceDropNotices.expiresAt, now),
        goodsId === null ? undefined : eq(priceDropNotices.goodsId, goodsId),
      ),
    )
    .orderBy(asc(priceDropNotices.id));
  return rows.map((r) => ({ goods_id: r.goodsId, name: r.name, expected_price: fenToYuan(r.expected), expires_at: r.expiresAt.toISOString() }));
}

/** Withdraws the store's 降价通知 of a goods (another store's is never touched: 404). */
export async function cancelPriceDrop(storeId: number, goodsId: number): Promise<void> {
  const gone = await (
    await db()
  )
    .delete(priceDropNotices)
    .where(and(eq(priceDropNotices.storeId, storeId), eq(priceDropNotices.goodsId, goodsId), isNull(priceDropNotices.notifiedAt)))
    .returning({ id: priceDropNotices.id });
  if (gone.length === 0) throw new NotFoundError('没有该商品的降价通知');
}

type Open = { id: number; store_id: number; goods_id: number; expected_price: number; is_passed: boolean; company_type: string; province: string };
type Claimed = { id: number; store_id: number; member_id: number; expected_price: number; notified_price: number; name: string; spec: string; goods_id: number };

/**
 * Sends the 降价通知 whose store's price has reached the expected one (all goods, or only `goodsIds`
 * after a price change). Returns how many were sent.
 */
export async function checkPriceDrops(goodsIds: readonly number[] | null = null, now = new Date()): Promise<number> {
  const conn = await db();
  const only =
    goodsIds === null
      ? sql``
      : goodsIds.length === 0
        ? sql`and false`
        : sql`and n.goods_id in (${sql.join(
            goodsIds.map((i) => sql`${i}`),
            sql`, `,
          )})`;
  const open = await queryRows<Open>(
    conn,
    sql`select n.id, n.store_id, n.goods_id, n.expected_price, s.is_passed, s.company_type, s.province
        from price_drop_notices n join stores s on s.id = n.store_id
        where n.notified_at is null and n.expires_at > ${now.toISOString()} ${only}
        order by n.store_id, n.id limit 5000`,
  );
  const byStore = new Map<number, Open[]>();
  for (const o of open) byStore.set(Number(o.store_id), [...(byStore.get(Number(o.store_id)) ?? []), o]);
  const hits: { id: number; price: number }[] = [];
  for (const [storeId, list] of byStore) {
    const viewer: Viewer = { storeId, isPassed: list[0]!.is_passed, companyType: list[0]!.company_type, province: list[0]!.province };
    const quotes = await goodsQuotes(
      list.map((o) => ({ goodsId: Number(o.goods_id), number: 1 })),
      viewer,
      storeId,
      now,
    );
    for (const o of list) {
      const q = quotes.get(Number(o.goods_id));
      const price = q ? parseYuanToFen(q.unit_price) : null;
      if (price !== null && price <= Number(o.expected_price)) hits.push({ id: Number(o.id), price });
    }
  }
  if (hits.length === 0) return 0;
  return conn.transaction(async (tx) => {
    const values = sql.join(
      hits.map((h) => sql`(${h.id}::int, ${h.price}::int)`),
      sql`, `,
    );
    const claimed = await queryRows<Claimed>(
      tx as never,
      sql`update price_drop_notices n set notified_at = now(), notified_price = v.price
          from (values ${values}) as v(id, price), goods g
          where n.id = v.id and g.id = n.goods_id and n.notified_at is null
          returning n.id, n.store_id, n.member_id, n.expected_price, n.notified_price, g.name, g.spec, g.id as goods_id`,
    );
    claimed.sort((a, b) => Number(a.id) - Number(b.id));
    const text = (c: Claimed) => ({
      goods: `${c.name} ${c.spec}`,
      price: formatYuan(fenToYuan(Number(c.notified_price))),
      expected: formatYuan(fenToYuan(Number(c.expected_price))),
    });
    await notifyMany(
      tx,
      claimed.map((c) => {
        const t = text(c);
        return {
          storeId: Number(c.store_id),
          title: `降价通知：${c.name}`,
          body: `您关注的「${t.goods}」现价 ${t.price}，已到您的期望价 ${t.expected}，请尽快下单：/list_info/${c.goods_id}`,
        };
      }),
    );
    await queueNoticeSms(
      tx,
      claimed.map((c) => ({ memberId: Number(c.member_id), template: 'price_drop', params: text(c) })),
    );
    return claimed.length;
  });
}

/** After a goods' price was saved (console): its 降价通知 are checked at once; a failure is logged, never fails the save (the sweep retries). */
export async function priceChanged(goodsIds: readonly number[]): Promise<void> {
  try {
    await checkPriceDrops(goodsIds);
  } catch (error) {
    console.error(JSON.stringify({ level: 'warn', msg: 'price-drop check failed', error: String(error) }));
  }
}
