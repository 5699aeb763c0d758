import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { goods, goodsBatches, orderLineBatches } from '../db/schema';
import { countUpTo } from '../exports/count';
import type { ExportDefinition } from '../exports/definition';
import { batchReceivers, codeText } from '../batches/receivers';

/**
 * Who received one batch (召回 / 追溯, issue 24): per shipped order line the store, contact, order,
 * shipping day, units of the batch and the line's trace codes. One batch's receivers are few
 * (one row per shipped line), so they are read in one page.
 */
const input = z.object({ batch: z.coerce.number().int().min(1), format: z.enum(['xlsx', 'csv']).catch('xlsx') });
type Params = z.infer<typeof input>;

export const receiversExport: ExportDefinition<Params> = {
  kind: 'batch-receivers',
  permission: 'goods',
  parse: (params) => input.parse(params),
  fileName: (p) => `批次收货客户-${p.batch}.${p.format}`,
  format: (p) => p.format,
  spec: {
    sheet: '收货客户',
    columns: [
      { header: '商品', key: 'goods', width: 24 },
      { header: '批号', key: 'batchNo', width: 14 },
      { header: '有效期至', key: 'expiry', width: 12 },
      { header: '批次状态', key: 'status', width: 10 },
      { header: '客户', key: 'company', width: 28 },
      { header: '联系人', key: 'contact', width: 10 },
      { header: '订单号', key: 'orderNo', width: 22 },
      { header: '发货日期', key: 'shippedOn', width: 12 },
      { header: '数量', key: 'number', width: 8 },
      { header: '追溯码', key: 'codes', width: 60 },
    ],
  },
  countUpTo: async (p, limit) =>
    countUpTo(
      (await db())
        .select({ one: sql`1` })
        .from(orderLineBatches)
        .where(eq(orderLineBatches.batchId, p.batch))
        .$dynamic(),
      limit,
    ),
  pages: async function* (p) {
    const conn = await db();
    const [b] = await conn
      .select({ batchNo: goodsBatches.batchNo, expiry: goodsBatches.expiryDate, status: goodsBatches.status, name: goods.name, spec: goods.spec })
      .from(goodsBatches)
      .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
      .where(eq(goodsBatches.id, p.batch));
    if (!b) return;
    const rows = await batchReceivers(p.batch, conn);
    yield rows.map((r) => ({
      goods: `${b.name} ${b.spec}`,
      batchNo: b.batchNo,
      expiry: b.expiry,
      status: b.status,
      company: r.company,
      contact: r.contact,
      orderNo: r.orderNo,
      shippedOn: r.shippedOn,
      number: r.number,
      codes: r.codes.length ? r.codes.map(codeText).join('；') + (r.lineSpans ? '（整行，含其他批次）' : '') : r.noCodeReason ? `无码：${r.noCodeReason}` : '',
    }));
  },
};
