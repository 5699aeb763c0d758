/**
 * Stock-in (入库): units of one batch arrive. A new 批号 makes a batch; a known one (same dates) grows.
 * The movement ledger (`stock_movements`) names the batch; goods.stock follows through `refreshGoods`.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { goods, goodsBatches, stockMovements } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { BATCH_CONFLICT } from './errors';
import { lockGoods, refreshGoods } from './refresh';

// One message per field: empty → 请填写, else the format, else the calendar check.
const day = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .superRefine((s, ctx) => {
      const message = !s
        ? `请填写${label}`
        : !/^\d{4}-\d{2}-\d{2}$/.test(s)
          ? `${label}格式应为 YYYY-MM-DD`
          : Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || !new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)
            ? `${label}不是有效日期`
            : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** The stock-in form / API body (zod, Chinese messages). */
export const receiveInput = z
  .object({
    batch_no: z
      .string({ error: '请填写批号' })
      .trim()
      .min(1, '请填写批号')
      .max(40, '批号最多 40 个字符')
      .regex(/^[0-9A-Za-z\-/.]*$/, '批号只能包含字母、数字和 - / .'),
    production_date: day('生产日期'),
    expiry_date: day('有效期至'),
    number: z.coerce.number({ error: '请填写入库数量' }).int('入库数量应为整数').min(1, '入库数量至少为 1').max(10_000_000, '入库数量过大'),
  })
  .refine((v) => v.expiry_date > v.production_date, { path: ['expiry_date'], message: '有效期至应晚于生产日期', when: (p) => p.issues.length === 0 });

export type ReceiveBatch = {
  goodsId: number;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  number: number;
  /** Upload key of the 药检报告 (./reports.ts), '' keeps the batch's current one. */
  reportKey?: string;
  reason?: string;
  operatorId?: number | null;
};

export type Received = { batchId: number; batchStock: number; goodsStock: number; created: boolean };

/** Takes in `number` units of a batch inside the caller's transaction. */
export async function receiveBatch(tx: Tx, input: ReceiveBatch): Promise<Received> {
  if (!Number.isInteger(input.number) || input.number < 1) throw new BusinessError(BATCH_CONFLICT, '入库数量至少为 1');
  const [locked] = await lockGoods(tx, [input.goodsId]);
  if (locked === undefined) throw new NotFoundError('商品不存在');
  const [g] = await tx.select({ type: goods.type }).from(goods).where(eq(goods.id, input.goodsId));
  if (g!.type !== 1) throw new BusinessError(BATCH_CONFLICT, '组合套餐没有批次：库存随组成商品');
  const [old] = await tx
    .select()
    .from(goodsBatches)
    .where(and(eq(goodsBatches.goodsId, input.goodsId), eq(goodsBatches.batchNo, input.batchNo)));
  let batchId: number;
  let batchStock: number;
  if (old) {
    if (old.productionDate !== input.productionDate || old.expiryDate !== input.expiryDate) {
      throw new BusinessError(BATCH_CONFLICT, `批号 ${input.batchNo} 已存在（生产日期 ${old.productionDate}，有效期至 ${old.expiryDate}），日期不一致`);
    }
    const [row] = await tx
      .update(goodsBatches)
      .set({ stock: sql`${goodsBatches.stock} + ${input.number}`, ...(input.reportKey ? { reportKey: input.reportKey } : {}) })
      .where(eq(goodsBatches.id, old.id))
      .returning({ stock: goodsBatches.stock });
    batchId = old.id;
    batchStock = row!.stock;
  } else {
    const [row] = await tx
      .insert(goodsBatches)
      .values({
        goodsId: input.goodsId,
        batchNo: input.batchNo,
        productionDate: input.productionDate,
        expiryDate: input.expiryDate,
        stock: input.number,
        reportKey: input.reportKey ?? '',
      })
      .returning({ id: goodsBatches.id, stock: goodsBatches.stock });
    batchId = row!.id;
    batchStock = row!.stock;
  }
  await tx.insert(stockMovements).values({
    goodsId: input.goodsId,
    batchId,
    delta: input.number,
    stockAfter: batchStock,
    reason: input.reason ?? `入库：批号 ${input.batchNo}`,
    operatorId: input.operatorId ?? null,
  });
  await refreshGoods(tx, [input.goodsId]);
  const [after] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, input.goodsId));
  return { batchId, batchStock, goodsStock: after!.stock, created: !old };
}
