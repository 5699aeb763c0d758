/**
 * A batch's status: 正常 → 停售 (stops selling) or 召回 (recall). Either takes its units out of sale at
 * once (goods.stock re-derived under the goods lock); a recall tells every store that received the batch,
 * by an in-site message naming the order, the goods and the batch, in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { BATCH_STATUSES, goodsBatches, messages, type BatchStatus } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { BATCH_CONFLICT } from './errors';
import { lockGoods, refreshGoods, type Conn } from './refresh';

export const statusInput = z.object({
  status: z.enum(BATCH_STATUSES, { error: '状态应为 正常、停售 或 召回' }),
  reason: z.string().trim().max(200, '原因最多 200 个字').default(''),
});

export type Receiver = { storeId: number; company: string; orderId: number; orderNo: string; number: number };

/** Who received the batch: per store and order, the units shipped from it. */
export async function recallReceivers(batchId: number, conn: Conn): Promise<Receiver[]> {
  const rows = await queryRows<{ store_id: number; company: string; order_id: number; order_no: string; number: number }>(
    conn as Db,
    sql`select o.store_id, s.company, o.id as order_id, o.order_no, sum(a.number)::int as number
        from order_line_batches a join orders o on o.id = a.order_id join stores s on s.id = o.store_id
        where a.batch_id = ${batchId} group by 1, 2, 3, 4 order by 1, 3`,
  );
  return rows.map((r) => ({ storeId: Number(r.store_id), company: r.company, orderId: Number(r.order_id), orderNo: r.order_no, number: Number(r.number) }));
}

/** Sets a batch's status with the reason; a recall (once) messages every receiver. Returns the receivers told. */
export async function setBatchStatus(tx: Tx, batchId: number, status: BatchStatus, reason: string): Promise<{ notified: number }> {
  const [b] = await tx.select().from(goodsBatches).where(eq(goodsBatches.id, batchId));
  if (!b) throw new NotFoundError('批次不存在');
  if (status !== '正常' && !reason.trim()) throw new BusinessError(BATCH_CONFLICT, `请填写${status}原因`);
  await lockGoods(tx, [b.goodsId]);
  const [row] = await tx
    .update(goodsBatches)
    .set({ status, statusReason: reason.trim() })
    .where(sql`${goodsBatches.id} = ${batchId} and ${goodsBatches.status} <> '召回'`)
    .returning({ id: goodsBatches.id });
  if (!row) throw new BusinessError(BATCH_CONFLICT, `批号 ${b.batchNo} 已召回，状态不能再改`);
  await refreshGoods(tx, [b.goodsId]);
  if (status !== '召回') return { notified: 0 };
  const [g] = await queryRows<{ name: string; spec: string }>(tx as unknown as Db, sql`select name, spec from goods where id = ${b.goodsId}`);
  const receivers = await recallReceivers(batchId, tx);
  if (receivers.length) {
    await tx.insert(messages).values(
      receivers.map((r) => ({
        storeId: r.storeId,
        title: `药品召回通知：${g!.name} 批号 ${b.batchNo}`,
        body: `您的订单 ${r.orderNo} 中的「${g!.name} ${g!.spec}」批号 ${b.batchNo}（有效期至 ${b.expiryDate}）共 ${r.number} 件被召回。原因：${reason.trim()}。请立即停止销售和使用该批次，联系客服办理退回。`,
      })),
    );
  }
  return { notified: receivers.length };
}
