/**
 * Special-price units taken by an order, inside the order transaction: per item (in item-id order,
 * the lock order) one conditional UPDATE of the activity's own stock (`sold + n <= stock`) and one
 * conditional upsert of the store's count (`number + n <= member_limit`), so the limit is counted
 * in the same statement that checks it. Any refusal throws and the whole order rolls back.
 * Cancelling the order gives both back, at most once (`released`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { BusinessError } from '../http/errors';
import type { SpecialPrice } from '../pricing';
import { KIND_TEXT } from './special';
import { ACTIVITY_REFUSED } from './errors';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type UnitTake = { special: SpecialPrice; number: number; name: string; unit: string };

export async function takeActivityUnits(tx: Conn, storeId: number, orderId: number, takes: readonly UnitTake[], now = new Date()): Promise<void> {
  const sorted = [...takes].sort((a, b) => a.special.itemId - b.special.itemId);
  for (const t of sorted) {
    const { itemId } = t.special;
    const label = `「${t.name}」${KIND_TEXT[t.special.kind]}`;
    const took = await queryRows<{ id: number }>(
      tx as Db,
      sql`
      update price_activity_goods i set sold = i.sold + ${t.number}
      from price_activities a
      where i.id = ${itemId} and a.id = i.activity_id and a.is_enabled and a.starts_at <= ${now.toISOString()} and a.ends_at > ${now.toISOString()}
        and i.sold + ${t.number} <= i.stock
      returning i.id`,
    );
    if (took.length === 0) {
      const [left] = await queryRows<{ n: number; live: boolean }>(
        tx as Db,
        sql`
        select i.stock - i.sold as n, (a.starts_at <= ${now.toISOString()} and a.ends_at > ${now.toISOString()}) as live
        from price_activity_goods i join price_activities a on a.id = i.activity_id where i.id = ${itemId}`,
      );
      if (!left || !(left.live === true || (left.live as unknown) === 't')) throw new BusinessError(ACTIVITY_REFUSED, `${label}活动已结束，请返回购物车刷新价格后重新提交`);
      const n = Number(left.n);
      throw new BusinessError(ACTIVITY_REFUSED, n > 0 ? `${label}库存不足，活动价仅剩 ${n}${t.unit}` : `${label}已抢光`);
    }
    if (t.special.memberLimit > 0) {
      const counted = await queryRows<{ number: number }>(
        tx as Db,
        sql`
        insert into price_activity_counts (item_id, store_id, number)
        select ${itemId}::int, ${storeId}::int, ${t.number}::int where ${t.number}::int <= ${t.special.memberLimit}::int
        on conflict (item_id, store_id) do update set number = price_activity_counts.number + excluded.number
          where price_activity_counts.number + excluded.number <= ${t.special.memberLimit}
        returning number`,
      );
      if (counted.length === 0) throw new BusinessError(ACTIVITY_REFUSED, `${label}每人限购 ${t.special.memberLimit}${t.unit}，您的购买数量已超出限购`);
    }
    await tx.execute(sql`insert into order_activity_units (order_id, item_id, store_id, number) values (${orderId}, ${itemId}, ${storeId}, ${t.number})
      on conflict (order_id, item_id) do update set number = order_activity_units.number + excluded.number`);
  }
}

/** Gives back the special-price units of a cancelled order (stock and the store's count), once. */
export async function releaseActivityUnits(tx: Conn, orderId: number): Promise<void> {
  const rows = await queryRows<{ item_id: number; store_id: number; number: number }>(
    tx as Db,
    sql`
    update order_activity_units set released = true where order_id = ${orderId} and not released returning item_id, store_id, number`,
  );
  for (const r of rows.sort((a, b) => Number(a.item_id) - Number(b.item_id))) {
    await tx.execute(sql`update price_activity_goods set sold = greatest(0, sold - ${r.number}) where id = ${r.item_id}`);
    await tx.execute(sql`update price_activity_counts set number = greatest(0, number - ${r.number}) where item_id = ${r.item_id} and store_id = ${r.store_id}`);
  }
}

/** The special-price lines of an order draft as unit takes. */
export function specialTakes(draft: { lines: readonly { line: { special: SpecialPrice | null; number: number }; goods: { name: string; unit: string } }[] }): UnitTake[] {
  return draft.lines.flatMap(({ line, goods }) => (line.special ? [{ special: line.special, number: line.number, name: goods.name, unit: goods.unit }] : []));
}
