/**
 * 收货验收 (GSP receiving check, issue 25 item 6): on a delivered (shipped or completed) order the buyer records
 * per line and batch the units received and refused (with a reason), ticking off trace codes. One transaction
 * under the order row lock: the record and the after-sales request its refusals open are written together or
 * not at all; the record is once per order (unique), so a repeated submission returns the first one.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Db } from '../db/client';
import { orderReceivings, orderTraceCodes, type ReceivingLine } from '../db/schema';
import { ValidationError } from '../http/errors';
import { lockOrder } from '../orders/transitions';
import { requestReturnInTx } from '../orders/returns';
import { deliveryNote } from './note-data';

export const REFUSAL_REASONS = ['破损', '批号不符', '效期不符', '数量不符', '质量问题', '其他'] as const;

const line = z.object({
  line_id: z.coerce.number().int().positive(),
  batch_id: z.coerce.number().int().positive().nullable().default(null),
  received: z.coerce.number().int().min(0, '数量不能为负'),
  refused: z.coerce.number().int().min(0, '数量不能为负').default(0),
  reason: z.enum(['', ...REFUSAL_REASONS], { error: '请选择拒收原因' }).default(''),
  codes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{20}$/, '追溯码应为 20 位数字'),
    )
    .max(500)
    .default([]),
});
export const receivingInput = z.object({ lines: z.array(line).min(1, '请填写验收结果').max(200) });

type Actor = { storeId: number; memberId: number };

function view(r: typeof orderReceivings.$inferSelect) {
  return { order_id: r.orderId, return_id: r.returnId, checked_at: r.createdAt.toISOString(), lines: r.lines };
}

/** The store's record of an order, or null (another store's order: 404 from the caller's lock). */
export async function receivingOf(orderId: number) {
  const [r] = await (await db()).select().from(orderReceivings).where(eq(orderReceivings.orderId, orderId));
  return r ? view(r) : null;
}

export async function recordReceiving(actor: Actor, orderId: number, input: z.infer<typeof receivingInput>, now = new Date()) {
  return (await db()).transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, actor.storeId); // another store's order: 404
    const [done] = await tx.select().from(orderReceivings).where(eq(orderReceivings.orderId, order.id));
    if (done) return view(done);
    if (order.status !== 'shipped' && order.status !== 'completed') throw new ValidationError({ order: ['订单尚未送达，暂不能验收'] });
    const note = await deliveryNote(order.id, actor.storeId, tx as unknown as Db);
    const shippedCodes = await tx.select({ lineId: orderTraceCodes.lineId, code: orderTraceCodes.code }).from(orderTraceCodes).where(eq(orderTraceCodes.orderId, order.id));
    const rows = note.rows.filter((r) => !r.gift);
    const out: ReceivingLine[] = rows.map((r) => ({
      lineId: r.lineId,
      batchId: r.batchId,
      batchNo: r.batchNo,
      shipped: r.number,
      received: r.number,
      accepted: r.number,
      refused: 0,
      reason: '',
      codes: [],
    }));
    input.lines.forEach((l, i) => {
      const at = out.findIndex((o) => o.lineId === l.line_id && o.batchId === l.batch_id);
      const field = (f: string) => `lines.${i}.${f}`;
      if (at < 0) throw new ValidationError({ [field('line_id')]: ['订单中没有这一商品批次'] });
      const o = out[at]!;
      if (l.received > o.shipped)
        throw new ValidationError({ [field('received')]: [`「${rows[at]!.name}」批号 ${o.batchNo} 只发货 ${o.shipped}${rows[at]!.unit}，实收不能超过发货数量`] });
      if (l.refused > l.received) throw new ValidationError({ [field('refused')]: ['拒收数量不能超过实收数量'] });
      if (l.refused > 0 && !l.reason) throw new ValidationError({ [field('reason')]: ['请选择拒收原因'] });
      const own = new Set(shippedCodes.filter((c) => c.lineId === l.line_id).map((c) => c.code));
      const stray = l.codes.find((c) => !own.has(c));
      if (stray) throw new ValidationError({ [field('codes')]: [`追溯码 ${stray} 不属于这一商品的发货`] });
      out[at] = { ...o, received: l.received, accepted: l.received - l.refused, refused: l.refused, reason: l.reason, codes: [...new Set(l.codes)] };
    });
    const refusals = new Map<number, number>();
    for (const o of out) if (o.refused > 0) refusals.set(o.lineId, (refusals.get(o.lineId) ?? 0) + o.refused);
    let returnId: number | null = null;
    if (refusals.size) {
      const reasons = [...new Set(out.filter((o) => o.refused).map((o) => `批号 ${o.batchNo} 拒收 ${o.refused}：${o.reason}`))].join('；');
      const req = { kind: 'after_sales' as const, reason: '收货验收拒收', description: reasons, photos: [], lines: [...refusals].map(([lineId, number]) => ({ lineId, number })) };
      returnId = (await requestReturnInTx(tx, order, req, now)).id;
    }
    const [row] = await tx
      .insert(orderReceivings)
      .values({ orderId: order.id, storeId: actor.storeId, memberId: actor.memberId, lines: out, returnId, createdAt: now })
      .returning();
    return view(row!);
  });
}
