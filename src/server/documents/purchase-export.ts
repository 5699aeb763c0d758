/**
 * The 医保/ERP-ready purchase export of shipped orders (issue 25 item 3): per printed row of the 随货同行单
 * (line × batch) the 医保 3503 (商品采购) fields with the final unit price after every discount, so Σ rows +
 * 运费 = the order's charge = the invoice; the trace codes per line as `drugtracinfo`. Served as JSON
 * (`{"purcinfo": [...]}`) and as XLSX (header, lines with a Chinese header row and a 3503 key row, codes).
 */
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { fenToYuan } from '../../lib/money';
import type { DeliveryNote, NoteRow } from './note-data';

type Code = { order_id: number; line_id: number; code: string; level: number; units: number };
export type OrderExport = { note: DeliveryNote; invoiceNo: string; codes: Code[]; receiving: unknown };

/** Per line, in 3503 order: [Chinese header, 3503 key, value]. */
export const LINE_FIELDS: [string, string, (n: DeliveryNote, r: NoteRow, e: OrderExport) => string | number][] = [
  ['随货单号', 'dynt_no', (n) => n.noteNo],
  ['订单号', 'order_no', (n) => n.orderNo],
  ['行号', 'line_no', (_, r) => r.lineNo],
  ['商品编码', 'fixmedins_hilist_id', (_, r) => String(r.goodsId)],
  ['通用名', 'fixmedins_hilist_name', (_, r) => r.name],
  ['商品名', 'prod_name', (_, r) => r.tradeName],
  ['剂型', 'dosform', (_, r) => r.dosageForm],
  ['规格', 'spec', (_, r) => r.spec],
  ['单位', 'prcunt', (_, r) => r.unit],
  ['批号', 'manu_lotnum', (_, r) => r.batchNo],
  ['生产日期', 'manu_date', (_, r) => r.productionDate],
  ['有效期', 'expy_end', (_, r) => r.expiryDate],
  ['生产厂家', 'prodentp_name', (_, r) => r.manufacturer],
  ['上市许可持有人', 'mah_name', (_, r) => r.holder],
  ['批准文号', 'aprvno', (_, r) => r.approvalNo],
  ['产地', 'prodplac', (_, r) => r.origin],
  ['数量', 'purc_retn_cnt', (_, r) => r.number],
  ['最终成交单价', 'finl_trns_pric', (_, r) => Number(r.unitPrice)],
  ['金额', 'purc_amt', (_, r) => Number(fenToYuan(r.amount))],
  ['赠品标志', 'prod_geay_flag', (_, r) => (r.gift ? '1' : '0')],
  ['处方药标志', 'rx_flag', (_, r) => (r.rx ? '1' : '0')],
  ['供应商名称', 'spler_name', (n) => n.supplier.name],
  ['供应商许可证号', 'spler_pmtno', (n) => n.supplier.licenceNo],
  ['发票号', 'purc_invo_no', (_, __, e) => e.invoiceNo],
  ['追溯码数量', 'trac_cnt', (_, r) => (r.gift ? 0 : (r.trace?.codes ?? 0))],
];

/** Loads what the export adds to the notes: the issued invoice number and the trace codes per line. */
export async function exportsOf(notes: DeliveryNote[], receiving: (orderId: number) => Promise<unknown>, conn?: Db): Promise<OrderExport[]> {
  if (notes.length === 0) return [];
  const c = conn ?? (await db());
  const ids = sql.join(
    notes.map((n) => sql`${n.orderId}`),
    sql`, `,
  );
  const codes = await queryRows<Code>(c, sql`select order_id, line_id, code, level, units from order_trace_codes where order_id in (${ids}) order by line_id, id`);
  const invoices = await queryRows<{ order_id: number; invoice_no: string }>(c, sql`select order_id, invoice_no from invoices where order_id in (${ids})`);
  return Promise.all(
    notes.map(async (note) => ({
      note,
      invoiceNo: invoices.find((i) => Number(i.order_id) === note.orderId)?.invoice_no ?? '',
      codes: codes.filter((x) => Number(x.order_id) === note.orderId),
      receiving: await receiving(note.orderId),
    })),
  );
}

/** `{"purcinfo": [...]}`: one record per line × batch; a line's codes ride on its first record (a code names no batch). */
export function purchaseJson(list: OrderExport[]) {
  const purcinfo = list.flatMap((e) => {
    const seen = new Set<number>();
    return e.note.rows.map((r) => {
      const first = !r.gift && !seen.has(r.lineId);
      if (first) seen.add(r.lineId);
      const record: Record<string, unknown> = Object.fromEntries(LINE_FIELDS.map(([, key, get]) => [key, get(e.note, r, e)]));
      const codes = first ? e.codes.filter((c) => Number(c.line_id) === r.lineId) : [];
      record.drugtracinfo = codes.map((c) => ({ drug_trac_codg: c.code, trac_codg_lv: Number(c.level), units: Number(c.units) }));
      record.shipping_fee = fenToYuan(e.note.shipping);
      return record;
    });
  });
  return {
    purcinfo,
    orders: list.map((e) => ({
      order_no: e.note.orderNo,
      dynt_no: e.note.noteNo,
      spler_uscc: e.note.supplier.uscc,
      purc_invo_no: e.invoiceNo,
      goods_amt: fenToYuan(e.note.goodsTotal),
      shipping_fee: fenToYuan(e.note.shipping),
      total_amt: fenToYuan(e.note.total),
      receiving: e.receiving,
    })),
  };
}
