/**
 * The console's batch page of one goods (`/admin/goods/{id}/batches`, issue 24): the goods' batches in
 * FEFO order with units on hand and left to sell, status, 药检报告 and who received each batch (with
 * their trace codes), and whether the goods carries trace codes at all.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { proposeAllocation } from '../batches/allocate';
import { allocText } from '../batches/shipped';
import { db } from '../db/client';
import { goods, manufacturers } from '../db/schema';
import { batchesOf, type BatchRecord } from '../batches/read';
import { batchReceivers, type BatchReceiver } from '../batches/receivers';
import { isUntraced } from '../batches/untraced';
import { isNearExpiry } from '../../lib/near-expiry';

export type ConsoleBatch = BatchRecord & { reportHref: string | null; nearExpiry: boolean; receivers: BatchReceiver[] };

export type BatchPage = {
  goods: { id: number; name: string; spec: string; unit: string; maker: string; stock: number; type: number };
  batches: ConsoleBatch[];
  untraced: boolean;
  /** Paid orders still to ship that take this goods: the FEFO split each would ship with (edited in the ship form). */
  pending: PendingShipment[];
};

/** A paid order taking the goods: its units and FEFO split of this goods, and every line of it for the ship form. */
export type PendingShipment = {
  orderId: number;
  orderNo: string;
  company: string;
  number: number;
  proposal: string;
  lines: { id: number; name: string; number: number; proposal: string }[];
};

/** The console's report link of a batch (any status), null without a report. */
export const consoleReportHref = (b: Pick<BatchRecord, 'id' | 'reportKey'>) => (b.reportKey ? `/admin/api/batches/${b.id}/report` : null);

/** Everything the batch page shows, null when the goods does not exist. */
export async function batchPage(goodsId: number): Promise<BatchPage | null> {
  const conn = await db();
  const [row] = await conn
    .select({ id: goods.id, name: goods.name, spec: goods.spec, unit: goods.unit, stock: goods.stock, type: goods.type, maker: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.id, goodsId));
  if (!row) return null;
  const list = await batchesOf(goodsId);
  const batches = await Promise.all(
    list.map(async (b) => ({ ...b, reportHref: consoleReportHref(b), nearExpiry: isNearExpiry(b.expiryDate), receivers: await batchReceivers(b.id) })),
  );
  return { goods: row, batches, untraced: await isUntraced(goodsId), pending: await pendingShipments(goodsId) };
}

/** The paid orders (oldest first, at most 50) whose lines — or a combination's parts — take units of the goods. */
async function pendingShipments(goodsId: number): Promise<PendingShipment[]> {
  const conn = await db();
  const orders = await queryRows<{ id: number; order_no: string; company: string }>(
    conn,
    sql`select o.id, o.order_no, s.company from orders o join stores s on s.id = o.store_id
        where o.status = 'paid' and exists (select 1 from order_lines l where l.order_id = o.id
          and (l.goods_id = ${goodsId} or exists (select 1 from goods_combination_items ci where ci.combo_id = l.goods_id and ci.goods_id = ${goodsId})))
        order by o.id limit 50`,
  );
  const out: PendingShipment[] = [];
  for (const o of orders) {
    const id = Number(o.id);
    const [proposals, lines] = await Promise.all([
      proposeAllocation(conn, id),
      queryRows<{ id: number; name: string; number: number }>(conn, sql`select id, name, number from order_lines where order_id = ${id} order by id`),
    ]);
    const mine = [...proposals.values()].flat().filter((a) => a.goodsId === goodsId);
    const picks = mine.flatMap((a) => a.picks);
    out.push({
      orderId: id,
      orderNo: o.order_no,
      company: o.company,
      number: mine.reduce((n, a) => n + a.number, 0),
      proposal: mine.every((a) => a.picks.length) ? allocText(picks) : '可发批次库存不足',
      lines: lines.map((l) => ({
        id: Number(l.id),
        name: l.name,
        number: Number(l.number),
        proposal: allocText((proposals.get(Number(l.id)) ?? []).flatMap((a) => a.picks)),
      })),
    });
  }
  return out;
}
