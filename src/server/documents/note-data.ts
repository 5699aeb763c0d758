/**
 * The 随货同行单 of an order's shipment as data: supplier, receiver, one row per line and batch (a
 * combination line: per part and batch) with the goods facts GSP and the 医保 3503 upload need, the line's
 * charge spread over its rows (split.ts), gift units as their own row at ¥0, the shipping fee as a row,
 * and a total that equals the order's payable to the fen. Read for the PDF and the exports alike.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { goods, manufacturers, orderLines, orders, stores } from '../db/schema';
import { queryRows } from '../db/rows';
import { NotFoundError } from '../http/errors';
import { addressText } from '../../lib/address';
import { shanghaiToday } from '../../lib/time';
import { shippedBatches } from '../batches/shipped';
import { supplierInfo, type Supplier } from './supplier';
import { splitFen, unitPriceText } from './split';

export type NoteRow = {
  lineId: number;
  lineNo: number;
  goodsId: number;
  batchId: number | null;
  /** The batch has a 药检报告 on file. */
  hasReport: boolean;
  name: string;
  tradeName: string;
  dosageForm: string;
  spec: string;
  unit: string;
  manufacturer: string;
  /** 上市许可持有人: the goods' own field; when empty the maker (holder of its 批准文号) stands. */
  holder: string;
  approvalNo: string;
  origin: string;
  batchNo: string;
  productionDate: string;
  expiryDate: string;
  number: number;
  unitPrice: string;
  amount: number;
  gift: boolean;
  rx: boolean;
  /** Trace codes of the line: codes and units covered; null when shipped 无码 (reason in `untraced`). */
  trace: { codes: number; units: number } | null;
  untraced: string;
};

export type DeliveryNote = {
  orderId: number;
  storeId: number;
  noteNo: string;
  orderNo: string;
  shipDate: string;
  supplier: Supplier;
  receiver: { company: string; address: string; consignee: string; phone: string };
  carrier: string;
  trackingNo: string;
  rows: NoteRow[];
  goodsTotal: number;
  shipping: number;
  total: number;
};

type Facts = {
  id: number;
  name: string;
  trade_name: string;
  dosage_form: string;
  spec: string;
  unit: string;
  approval_no: string;
  origin: string;
  rx: boolean;
  maker: string;
  holder: string;
  production_date: string;
};

async function goodsFacts(conn: Db, ids: number[]): Promise<Map<number, Facts>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select({
      id: goods.id,
      name: goods.name,
      trade_name: goods.tradeName,
      dosage_form: goods.dosageForm,
      spec: goods.spec,
      unit: goods.unit,
      approval_no: goods.approvalNo,
      origin: goods.origin,
      rx: sql<boolean>`${goods.rxClass} = 'Rx'`,
      maker: sql<string>`coalesce(${manufacturers.name}, '')`,
      holder: goods.holder,
      production_date: sql<string>`${goods.productionDate}::text`,
    })
    .from(goods)
    .leftJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(goods.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, rx: Boolean(r.rx) }]));
}

/** The delivery note of a shipped order; `storeId` null = an operator (any store). Another store's or unshipped → 404. */
export async function deliveryNote(orderId: number, storeId: number | null, conn?: Db): Promise<DeliveryNote> {
  const c = conn ?? (await db());
  const [row] = await c
    .select({ o: orders, company: stores.company })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(storeId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!row) throw new NotFoundError('订单不存在');
  const o = row.o;
  if (!o.shippedAt || o.status === 'cancelled') throw new NotFoundError('订单尚未发货，暂无随货同行单');
  const lines = await c.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  const batches = await shippedBatches(c, [o.id]);
  const traced = await queryRows<{ line_id: number; codes: number; units: number }>(
    c,
    sql`select line_id, count(*)::int as codes, sum(units)::int as units from order_trace_codes where order_id = ${o.id} group by line_id`,
  );
  const untraced = await queryRows<{ line_id: number; reason: string }>(
    c,
    sql`select u.line_id, u.reason from order_line_untraced u join order_lines l on l.id = u.line_id where l.order_id = ${o.id}`,
  );
  const ids = [...new Set([...lines.map((l) => l.goodsId), ...[...batches.values()].flat().map((b) => b.goodsId)])];
  const facts = await goodsFacts(c, ids);
  const rows: NoteRow[] = [];
  lines.forEach((l, i) => {
    const t = traced.find((x) => Number(x.line_id) === l.id);
    const why = untraced.find((x) => Number(x.line_id) === l.id)?.reason ?? '';
    const own = facts.get(l.goodsId);
    const shipped = batches.get(l.id) ?? [];
    const parts = shipped.length
      ? shipped.map((b) => ({
          goodsId: b.goodsId,
          batchId: b.batchId as number | null,
          hasReport: b.reportKey !== '',
          batchNo: b.batchNo,
          productionDate: b.productionDate,
          expiryDate: b.expiryDate,
          number: b.number,
        }))
      : [{ goodsId: l.goodsId, batchId: null, hasReport: false, batchNo: l.batchNo, productionDate: own?.production_date ?? '', expiryDate: l.expiryDate, number: l.number }];
    const amounts = splitFen(
      l.payAmount,
      parts.map((p) => p.number),
    );
    const base = (p: (typeof parts)[number], number: number, amount: number, gift: boolean): NoteRow => {
      const f = facts.get(p.goodsId);
      const self = p.goodsId === l.goodsId;
      return {
        lineId: l.id,
        lineNo: i + 1,
        goodsId: p.goodsId,
        batchId: p.batchId,
        hasReport: p.hasReport,
        name: self ? l.name : (f?.name ?? ''),
        tradeName: f?.trade_name ?? '',
        dosageForm: f?.dosage_form ?? '',
        spec: self ? l.spec : (f?.spec ?? ''),
        unit: self ? l.unit : (f?.unit ?? ''),
        manufacturer: self ? l.manufacturer : (f?.maker ?? ''),
        holder: f?.holder || (self ? l.manufacturer : (f?.maker ?? '')),
        approvalNo: self ? l.approvalNo : (f?.approval_no ?? ''),
        origin: f?.origin ?? '',
        batchNo: p.batchNo,
        productionDate: p.productionDate,
        expiryDate: p.expiryDate,
        number,
        unitPrice: unitPriceText(amount, number),
        amount,
        gift,
        rx: f?.rx ?? false,
        trace: t ? { codes: Number(t.codes), units: Number(t.units) } : null,
        untraced: why,
      };
    };
    parts.forEach((p, k) => rows.push(base(p, p.number, amounts[k]!, false)));
    // 买赠: the given units travel with the line's last batch, at ¥0, flagged 赠品.
    if (l.giftNumber > 0) rows.push({ ...base(parts[parts.length - 1]!, l.giftNumber, 0, true), trace: null });
  });
  const goodsTotal = rows.reduce((s, r) => s + r.amount, 0);
  const a = o.address;
  return {
    orderId: o.id,
    storeId: o.storeId,
    noteNo: `SH${o.orderNo}`,
    orderNo: o.orderNo,
    shipDate: shanghaiToday(o.shippedAt),
    supplier: await supplierInfo(c),
    receiver: { company: row.company, address: addressText(a), consignee: a.consignee, phone: a.phone },
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    rows,
    goodsTotal,
    shipping: o.shippingFee,
    total: goodsTotal + o.shippingFee,
  };
}
