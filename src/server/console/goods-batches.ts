/**
 * The console's batch page of one goods (`/admin/goods/{id}/batches`, issue 24): the goods' batches in
 * FEFO order with units on hand and left to sell, status, 药检报告 and who received each batch (with
 * their trace codes), and whether the goods carries trace codes at all.
 */
import { eq } from 'drizzle-orm';
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
  return { goods: row, batches, untraced: await isUntraced(goodsId) };
}
