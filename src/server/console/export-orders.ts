import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { ORDER_STATUSES, orderLines, orders, stores } from '../db/schema';
import { STATUS_TEXT } from '../orders/state';
import { countUpTo } from '../exports/count';
import { keysetPages, mapPages } from '../exports/sheet';
import { MAX_EXPORT_ROWS, type ExportDefinition } from '../exports/definition';
import { fenToYuan } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { documentLine } from '../orders/document-lines';

/** Orders of a status as Excel, one row per line (newest order first, its lines in order), read 1,000 lines at a time. */
const input = z.object({ status: z.enum(ORDER_STATUSES) });
type Params = z.infer<typeof input>;

type Head = { o: typeof orders.$inferSelect; company: string };
// Only the columns the sheet shows: a line row has two dozen.
const LINE = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  name: orderLines.name,
  spec: orderLines.spec,
  number: orderLines.number,
  unit: orderLines.unit,
  unitPrice: orderLines.unitPrice,
  listPrice: orderLines.listPrice,
  lineUnitPrice: orderLines.lineUnitPrice,
  rawAmount: orderLines.rawAmount,
  manjianAmount: orderLines.manjianAmount,
  discountAmount: orderLines.discountAmount,
  couponAmount: orderLines.couponAmount,
  payAmount: orderLines.payAmount,
  batchNo: orderLines.batchNo,
  expiryDate: orderLines.expiryDate,
};
type Line = { [K in keyof typeof LINE]: (typeof orderLines.$inferSelect)[K] };

/**
 * Newest order first, each order's lines in order: 50 orders at a time, then their lines 1,000 at
 * a time by (order, line) — both reads walk an index instead of sorting every line of the status.
 */
async function* orderLinePages(status: Params['status']): AsyncGenerator<{ head: Head; line: Line }[]> {
  const conn = await db();
  let before: number | null = null;
  let sent = 0;
  for (;;) {
    const heads: Head[] = await conn
      .select({ o: orders, company: stores.company })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(eq(orders.status, status), before === null ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(50);
    if (!heads.length) return;
    before = heads[heads.length - 1]!.o.id;
    const byId = new Map(heads.map((h) => [h.o.id, h]));
    const ids = heads.map((h) => h.o.id);
    for await (const lines of keysetPages<Line>(
      (after, size) =>
        conn
          .select(LINE)
          .from(orderLines)
          .where(
            and(
              inArray(orderLines.orderId, ids),
              after ? or(lt(orderLines.orderId, after.orderId), and(eq(orderLines.orderId, after.orderId), gt(orderLines.id, after.id))) : undefined,
            ),
          )
          .orderBy(desc(orderLines.orderId), asc(orderLines.id))
          .limit(size),
      1_000,
    )) {
      const page = lines.slice(0, MAX_EXPORT_ROWS - sent).map((line) => ({ head: byId.get(line.orderId)!, line }));
      yield page;
      sent += page.length;
      if (sent >= MAX_EXPORT_ROWS) return;
    }
  }
}

/** The screens' numbers (issue 27): 单价 as the order detail shows it, 折前单价 × 数量 = 金额, − 优惠 = 小计. */
function lineMoney(l: Line) {
  const d = documentLine(l);
  const yuan = (fen: number) => Number(fenToYuan(fen));
  return { unitPrice: yuan(d.lineUnitPrice), baseUnitPrice: yuan(d.unitPrice), rawAmount: yuan(d.rawAmount), reduction: yuan(d.reduction), amount: yuan(d.charged) };
}

export const ordersExport: ExportDefinition<Params> = {
  kind: 'orders',
  permission: 'orders',
  parse: (params) => input.parse(params),
  fileName: (p) => `订单-${STATUS_TEXT[p.status]}.xlsx`,
  format: () => 'xlsx',
  spec: {
    sheet: '订单',
    columns: [
      { header: '订单号', key: 'no', width: 22 },
      { header: '下单时间', key: 'at', width: 20 },
      { header: '客户', key: 'company', width: 24 },
      { header: '状态', key: 'status', width: 10 },
      { header: '应付金额', key: 'payable', width: 12 },
      { header: '商品', key: 'name', width: 24 },
      { header: '规格', key: 'spec', width: 16 },
      { header: '数量', key: 'number', width: 8 },
      { header: '单位', key: 'unit', width: 6 },
      { header: '单价', key: 'unitPrice', width: 10 },
      { header: '折前单价', key: 'baseUnitPrice', width: 10 },
      { header: '金额', key: 'rawAmount', width: 12 },
      { header: '优惠', key: 'reduction', width: 10 },
      { header: '小计', key: 'amount', width: 12 },
      { header: '批号', key: 'batch', width: 14 },
      { header: '有效期至', key: 'expiry', width: 12 },
      { header: '承运商', key: 'carrier', width: 12 },
      { header: '运单号', key: 'tracking', width: 18 },
    ],
  },
  countUpTo: async (p, limit) =>
    countUpTo(
      (await db())
        .select({ one: sql`1` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(eq(orders.status, p.status))
        .$dynamic(),
      limit,
    ),
  pages: (p) =>
    mapPages(orderLinePages(p.status), ({ head: { o, company }, line: l }) => ({
      no: o.orderNo,
      at: formatDateTime(o.createdAt),
      company,
      status: STATUS_TEXT[o.status],
      payable: Number(fenToYuan(o.payableAmount)),
      name: l.name,
      spec: l.spec,
      number: l.number,
      unit: l.unit,
      ...lineMoney(l),
      batch: l.batchNo,
      expiry: l.expiryDate,
      carrier: o.carrier ?? '',
      tracking: o.trackingNo ?? '',
    })),
};
