import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { goods, invoiceRequests, invoices, orderLines, orders, stores, type InvoiceSnapshot } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { notify } from '../accounts/messages';
import { fenToYuan } from '../../lib/money';
import { readAttachment, removeAttachment, saveFile } from '../attachments/store';
import { renderInvoicePdf, type InvoiceDocument } from './pdf';
import { sellerInfo } from './seller';
import { taxRateOf } from './tax';
import { checkAgainstOrder, type IssueNumbers } from './issue-input';
import { invoicePeriods } from './periods';

export const INVOICES_PER_PAGE = 10;
export const INVOICE_STATUS_TEXT = { pending: '待开票', issued: '已开票', red: '已红冲' } as const;
export type InvoiceState = keyof typeof INVOICE_STATUS_TEXT;
/** Orders whose money was taken can be invoiced. */
const INVOICEABLE = ['paid', 'shipped', 'completed'] as const;
const INVOICE_TYPE_TEXT = { none: '不开发票', normal: '普通电子发票', vat: '增值税专用发票' } as const;

const wantsInvoice = sql`${orders.invoice}->>'type' <> 'none'`;

type OrderRow = { id: number; orderNo: string; status: string; payable: number; refunded: number; invoice: InvoiceSnapshot; createdAt: Date; paidAt: Date | null };
type InvoiceRow = typeof invoices.$inferSelect;

function view(o: OrderRow, inv: InvoiceRow | null) {
  const state: InvoiceState = inv ? inv.status : 'pending';
  return {
    order_id: o.id,
    order_no: o.orderNo,
    order_status: o.status,
    order_url: `/order/info/${o.id}`,
    ordered_at: o.createdAt.toISOString(),
    type: o.invoice.type,
    type_text: INVOICE_TYPE_TEXT[o.invoice.type],
    title: o.invoice.type === 'none' ? '' : o.invoice.title,
    tax_no: o.invoice.type === 'none' ? '' : o.invoice.taxNo,
    amount: fenToYuan(inv ? inv.amount : o.payable - o.refunded),
    status: state,
    status_text: INVOICE_STATUS_TEXT[state],
    invoice_no: inv?.invoiceNo ?? '',
    invoice_code: inv?.invoiceCode ?? '',
    issue_date: inv?.issueDate ?? '',
    tax_amount: inv ? fenToYuan(inv.taxAmount) : null,
    red_invoice_no: inv?.redInvoiceNo ?? '',
    issued_at: inv?.issuedAt.toISOString() ?? null,
    red_at: inv?.redAt?.toISOString() ?? null,
    red_reason: inv?.redReason ?? '',
    download_url: inv ? `/api/user/invoices/${o.id}/pdf` : null,
  };
}
export type InvoiceView = ReturnType<typeof view>;

const orderColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  payable: orders.payableAmount,
  refunded: orders.refundedAmount,
  invoice: orders.invoice,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** The store's orders that asked for an invoice at checkout (paid ones, or already invoiced), newest first. */
export async function listInvoices(storeId: number, page = 1, state?: InvoiceState) {
  const conn = await db();
  const stateFilter = state === 'pending' ? sql`${invoices.id} is null` : state ? eq(invoices.status, state) : undefined;
  const where = and(eq(orders.storeId, storeId), wantsInvoice, or(inArray(orders.status, [...INVOICEABLE]), sql`${invoices.id} is not null`), stateFilter);
  const [{ total }] = await conn
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where);
  const rows = await conn
    .select({ o: orderColumns, inv: invoices })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(INVOICES_PER_PAGE)
    .offset((Math.max(1, Math.min(page, 10_000)) - 1) * INVOICES_PER_PAGE);
  return { total: Number(total), page, per_page: INVOICES_PER_PAGE, list: rows.map((r) => view(r.o as OrderRow, r.inv)) };
}

/** The issued PDF of the store's own order (another store's, or not issued yet → 404). */
export async function invoiceFile(storeId: number, orderId: number): Promise<{ data: Buffer; name: string }> {
  const [row] = await (
    await db()
  )
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.storeId, storeId)));
  if (!row) throw new NotFoundError('发票不存在或尚未开具');
  const data = await readAttachment(row.file);
  if (!data) throw new NotFoundError('发票文件不存在');
  return { data, name: `电子发票-${row.invoiceNo}.pdf` };
}

/** An order by id or order number, for the operator. */
export async function findOrderForInvoice(ref: string, tx?: Db | Tx): Promise<OrderRow & { storeId: number }> {
  const conn = tx ?? (await db());
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [o] = await conn
    .select({ ...orderColumns, storeId: orders.storeId })
    .from(orders)
    .where(or(eq(orders.orderNo, ref), eq(orders.id, id)));
  if (!o) throw new NotFoundError(`找不到订单：${ref}`);
  return o as OrderRow & { storeId: number };
}

/** The document the demo renderer draws: seller, buyer, lines with tax, totals. */
export async function invoiceDocument(orderId: number, invoiceNo: string, issuedAt: Date): Promise<InvoiceDocument> {
  const conn = await db();
  const [o] = await conn
    .select({ ...orderColumns, shipping: orders.shippingFee, storeId: orders.storeId, company: stores.company })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!o) throw new NotFoundError('订单不存在');
  const invoice = o.invoice as InvoiceSnapshot;
  if (invoice.type === 'none') throw new BusinessError(40302, '该订单未申请发票');
  const lines = await conn
    .select({
      name: orderLines.name,
      spec: orderLines.spec,
      unit: orderLines.unit,
      number: orderLines.number,
      returned: orderLines.returnedNumber,
      pay: orderLines.payAmount,
      kind: goods.kind,
    })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const items = lines.map((l) => ({ ...taxRateOf(l.kind), name: l.name, spec: l.spec, unit: l.unit, quantity: l.number, gross: l.pay }));
  if (o.shipping > 0) items.push({ category: '运输服务', rate: 9, name: '运费', spec: '', unit: '次', quantity: 1, gross: o.shipping });
  return {
    kind: invoice.type,
    invoiceNo,
    issuedAt,
    orderNo: o.orderNo,
    seller: await sellerInfo(),
    buyer:
      invoice.type === 'vat'
        ? { name: invoice.title, taxNo: invoice.taxNo, address: `${invoice.address} ${invoice.phone}`, bank: `${invoice.bank} ${invoice.account}` }
        : { name: invoice.title, taxNo: invoice.taxNo, address: '', bank: '' },
    items,
  };
}

/**
 * Issues the invoice of an order: the PDF the operator got from the tax system (`pdf`), or in demo mode
 * one rendered from the order. At most once per order (unique order id; a second issue is refused).
 */
export async function issueInvoice(ref: string, options: { numbers: IssueNumbers; pdf?: Uint8Array; now?: Date; conn?: Db | Tx; saved?: string[] }) {
  const now = options.now ?? new Date();
  const conn = options.conn ?? (await db());
  const o = await findOrderForInvoice(ref, conn);
  if (o.invoice.type === 'none') throw new BusinessError(40302, `订单 ${o.orderNo} 未申请发票`);
  if (!(INVOICEABLE as readonly string[]).includes(o.status)) throw new BusinessError(40303, `订单 ${o.orderNo} 尚未付款，不能开票`);
  const [existing] = await conn.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, o.id));
  if (existing) throw new BusinessError(40304, `订单 ${o.orderNo} 已开过发票`);
  const n = options.numbers;
  checkAgainstOrder(n, o.payable - o.refunded, o.paidAt, now);
  const invoiceNo = n.invoice_no;
  let pdf = options.pdf;
  if (pdf) {
    if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new BusinessError(40305, '附件不是 PDF 文件');
  } else {
    pdf = await renderInvoicePdf(await invoiceDocument(o.id, invoiceNo, now));
  }
  const file = await saveFile('invoices', o.storeId, pdf, 'pdf');
  options.saved?.push(file); // a bulk issue rolled back removes the files it wrote
  const [row] = await conn
    .insert(invoices)
    .values({ orderId: o.id, storeId: o.storeId, invoiceNo, invoiceCode: n.invoice_code, issueDate: n.issue_date, amount: n.amount, taxAmount: n.tax_amount, file, issuedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another issue of the same order won the race (unique order id): drop our file.
    await removeAttachment(file);
    throw new BusinessError(40304, `订单 ${o.orderNo} 已开过发票`);
  }
  await notify(o.storeId, '电子发票已开具', `订单 ${o.orderNo} 的电子发票（${invoiceNo}）已开具，可在「电子发票」页面下载。`, conn);
  return {
    order_no: o.orderNo,
    invoice_code: row.invoiceCode,
    invoice_no: invoiceNo,
    issue_date: row.issueDate,
    amount: fenToYuan(row.amount),
    tax_amount: fenToYuan(row.taxAmount),
  };
}

/** 红冲: voids an issued invoice (conditional on its status, so only once). */
export async function redInvoice(ref: string, reason: string, now = new Date(), tx?: Db | Tx, redInvoiceNo = '') {
  const conn = tx ?? (await db());
  const o = await findOrderForInvoice(ref, conn);
  const text = reason.trim().slice(0, 200);
  if (!text) throw new BusinessError(40306, '红冲需要填写原因');
  const [row] = await conn
    .update(invoices)
    .set({ status: 'red', redAt: now, redReason: text, redInvoiceNo })
    .where(and(eq(invoices.orderId, o.id), eq(invoices.status, 'issued')))
    .returning();
  if (!row) throw new BusinessError(40307, `订单 ${o.orderNo} 没有可红冲的发票`);
  await notify(o.storeId, '电子发票已红冲', `订单 ${o.orderNo} 的电子发票（${row.invoiceNo}）已红冲${redInvoiceNo ? `，红字发票号码 ${redInvoiceNo}` : ''}：${text}`, conn);
  return { order_no: o.orderNo, invoice_no: row.invoiceNo, red_invoice_no: redInvoiceNo };
}

/** Since when a request waits: when it was asked for after the order (补开), else when the order was paid. */
const waitingSince = sql<Date>`coalesce(${invoiceRequests.requestedAt}, ${orders.paidAt}, ${orders.createdAt})`;

/** Orders waiting for an invoice, and issued ones, for the operator: the buyer by store name, the wait, and the overdue flag. */
export async function invoicesForOperator(state: InvoiceState | 'all' = 'pending', limit = 50, now = new Date()) {
  const conn = await db();
  const stateFilter = state === 'pending' ? sql`${invoices.id} is null` : state === 'all' ? undefined : eq(invoices.status, state);
  const rows = await conn
    .select({ o: orderColumns, inv: invoices, storeId: orders.storeId, company: stores.company, since: waitingSince })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id))
    .where(and(wantsInvoice, or(inArray(orders.status, [...INVOICEABLE]), sql`${invoices.id} is not null`), stateFilter))
    .orderBy(state === 'pending' ? asc(waitingSince) : desc(orders.id))
    .limit(limit);
  const flag = (await invoicePeriods(conn)).flagDays;
  return rows.map((r) => {
    const days = Math.floor((now.getTime() - new Date(r.since).getTime()) / 86_400_000);
    return { ...view(r.o as OrderRow, r.inv), store_id: r.storeId, store_name: r.company, waiting_days: r.inv ? 0 : days, overdue: !r.inv && days > flag };
  });
}

/** How many requests wait longer than the flag (dashboard). */
export async function overdueInvoiceCount(now = new Date()): Promise<number> {
  const conn = await db();
  const cutoff = new Date(now.getTime() - (await invoicePeriods(conn)).flagDays * 86_400_000);
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(invoiceRequests, eq(invoiceRequests.orderId, orders.id))
    .where(and(wantsInvoice, inArray(orders.status, [...INVOICEABLE]), sql`${invoices.id} is null`, sql`${waitingSince} < ${cutoff.toISOString()}::timestamptz`));
  return Number(row?.n ?? 0);
}
