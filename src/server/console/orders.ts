import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { ORDER_STATUSES, orderLines, orderReturns, orders, stores } from '../db/schema';
import { fetchPage } from '../db/paging';
import { STATUS_TEXT } from '../orders/state';
import { RETURN_STATUS_TEXT } from '../orders/view';
import { proposeAllocation } from '../batches/allocate';
import { allocText, shippedBatches } from '../batches/shipped';

/** Console inputs and views of orders and returns (the rules live in src/server/orders/). */
const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多 ${max} 个字符`);

/** 「P250301×20，P250402×10」: the operator's split of a line across batches (批号×数量, ×/x/* or :). */
export function parseAlloc(text: string): { batchNo: string; number: number }[] | string {
  const out: { batchNo: string; number: number }[] = [];
  for (const entry of text
    .split(/[\n\r,，;；、]+/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([0-9A-Za-z\-/.]{1,40})\s*[×xX*:：]\s*(\d{1,7})$/.exec(entry);
    if (!m || Number(m[2]) < 1) return `批次分配「${entry}」格式应为 批号×数量`;
    out.push({ batchNo: m[1]!, number: Number(m[2]) });
  }
  return out;
}

const shipLine = z
  .object({
    line_id: z.coerce.number().int().positive(),
    alloc: z.string().max(2000, '批次分配过长').default(''),
    codes: z.string().max(200_000, '追溯码过多').default(''),
    no_code_reason: z.string().trim().max(100, '无码原因最多 100 个字').default(''),
  })
  .transform((l, ctx) => {
    const picks = parseAlloc(l.alloc);
    if (typeof picks === 'string') {
      ctx.addIssue({ code: 'custom', path: ['alloc'], message: picks });
      return z.NEVER;
    }
    return { lineId: l.line_id, picks, codesText: l.codes, noCodeReason: l.no_code_reason };
  });

export const shipInput = z.object({
  carrier: text('承运商', 20),
  tracking_no: text('运单号', 40).regex(/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和短横线'),
  lines: z.array(shipLine, { error: '请为订单的每一行商品填写发货批次和追溯码' }).min(1, '请为订单的每一行商品填写发货批次和追溯码'),
});
export const reasonInput = z.object({ reason: text('原因', 200) });
export const returnApproveInput = z.object({
  lines: z.array(z.object({ line_id: z.coerce.number().int().positive(), number: z.coerce.number().int().min(0, '数量不能为负') })).optional(),
});
export const queueInput = z.object({
  status: z.enum(ORDER_STATUSES).default('paid'),
  keyword: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const returnQueueInput = z.object({ status: z.enum(['pending', 'refunded', 'rejected']).default('pending') });

function filter(q: { status: (typeof ORDER_STATUSES)[number]; keyword?: string }): SQL | undefined {
  const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  return and(eq(orders.status, q.status), like ? or(ilike(orders.orderNo, like), ilike(stores.company, like)) : undefined);
}

/** An order queue by status, oldest first for work queues (paid), newest first otherwise, with lines. */
export async function orderQueue(q: z.infer<typeof queueInput>, pageSize = 20) {
  const conn = await db();
  const where = filter(q);
  const order = q.status === 'paid' ? asc(orders.id) : desc(orders.id);
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize },
    (limit, offset) =>
      conn.select({ o: orders, company: stores.company }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where).orderBy(order).limit(limit).offset(offset),
    () => conn.select({ total: count() }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where),
  );
  const ids = rows.map((r) => r.o.id);
  const lines = ids.length ? await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)) : [];
  // Per line: the batches it left with (shipped) or the FEFO proposal the ship form starts from (paid).
  const shipped = await shippedBatches(conn, ids);
  const proposals = new Map<number, string>();
  for (const { o } of rows.filter((r) => r.o.status === 'paid')) {
    for (const [lineId, list] of await proposeAllocation(conn, o.id)) proposals.set(lineId, allocText(list.filter((a) => a.picks.length).flatMap((a) => a.picks)));
  }
  return {
    total,
    rows: rows.map(({ o, company }) => ({
      id: o.id,
      orderNo: o.orderNo,
      company,
      status: o.status,
      statusText: STATUS_TEXT[o.status],
      payable: o.payableAmount,
      payMethod: o.payMethod,
      createdAt: o.createdAt,
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      address: o.address,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          id: l.id,
          name: l.name,
          spec: l.spec,
          unit: l.unit,
          number: l.number,
          manufacturer: l.manufacturer,
          batchNo: l.batchNo,
          expiryDate: l.expiryDate,
          batches: shipped.get(l.id) ?? [],
          proposal: proposals.get(l.id) ?? '',
        })),
    })),
  };
}

/** One order with store and lines for the printed documents. */
export async function orderForPrint(orderId: number) {
  const conn = await db();
  const [row] = await conn.select({ o: orders, store: stores }).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await conn.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return { ...row, lines };
}

/** The returns queue with the order, store and the requested lines. */
export async function returnQueue(status: z.infer<typeof returnQueueInput>['status']) {
  const conn = await db();
  const rows = await conn
    .select({ r: orderReturns, orderNo: orders.orderNo, payMethod: orders.payMethod, company: stores.company })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(stores, eq(stores.id, orderReturns.storeId))
    .where(eq(orderReturns.status, status))
    .orderBy(status === 'pending' ? asc(orderReturns.id) : desc(orderReturns.id))
    .limit(200);
  const ids = [...new Set(rows.map((r) => r.r.orderId))];
  const lines = ids.length ? await conn.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  return rows.map(({ r, orderNo, payMethod, company }) => ({
    id: r.id,
    returnNo: r.returnNo,
    orderId: r.orderId,
    orderNo,
    company,
    kind: r.kind,
    status: r.status,
    statusText: RETURN_STATUS_TEXT[r.status],
    reason: r.reason,
    description: r.description,
    photos: r.photos,
    refund: r.refundAmount,
    payMethod,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt,
    lines: r.lines.map((x) => {
      const l = lines.find((y) => y.id === x.lineId);
      return { lineId: x.lineId, number: x.number, amount: x.amount, name: l?.name ?? '', spec: l?.spec ?? '', unit: l?.unit ?? '' };
    }),
  }));
}
