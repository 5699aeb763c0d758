/**
 * The document pack of one shipped order (issue 25 item 2): the list `GET /api/order/{id}/documents`
 * returns and the files behind it — 随货同行单 PDF, the 药检报告 of every shipped batch, the invoice once
 * issued, the 首营资料 pack of the order's goods, export.xlsx / export.json, and documents.zip with all of them. `storeId` null = an operator;
 * another store's order is simply not found (404, never 403).
 */
import { zipSync, strToU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { invoices } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { readReport } from '../batches/reports';
import { invoiceFile } from '../invoices/invoices';
import { deliveryNote, type DeliveryNote } from './note-data';
import { renderDeliveryNote } from './note-pdf';
import { exportsOf, purchaseJson } from './purchase-export';
import { purchaseXlsx } from './purchase-xlsx';
import { receivingOf } from './receiving';
import { firstSaleZip } from './first-sale-pack';
import { goodsFiles, supplierFiles, type FirstSaleView } from './first-sale';

export type DocumentKind = 'delivery_note' | 'inspection_report' | 'invoice' | 'first_sale' | 'export_xlsx' | 'export_json' | 'zip';
export type DocumentEntry = { kind: DocumentKind; name: string; url: string };
type DocFile = { data: Uint8Array; type: string; name: string };

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function reportBatches(n: DeliveryNote) {
  const seen = new Map<number, { batchId: number; name: string; batchNo: string }>();
  for (const r of n.rows) if (r.batchId !== null && r.hasReport && !seen.has(r.batchId)) seen.set(r.batchId, { batchId: r.batchId, name: r.name, batchNo: r.batchNo });
  return [...seen.values()];
}

async function hasInvoice(n: DeliveryNote): Promise<boolean> {
  const [row] = await (await db()).select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, n.orderId));
  return Boolean(row);
}

/** The list of documents of a shipped order; `base` is the URL folder its files are served from. */
export async function orderDocuments(orderId: number, storeId: number | null, base = `/api/order/${orderId}/documents`): Promise<DocumentEntry[]> {
  const n = await deliveryNote(orderId, storeId);
  const out: DocumentEntry[] = [{ kind: 'delivery_note', name: `随货同行单-${n.orderNo}.pdf`, url: `${base}/delivery-note.pdf` }];
  for (const b of reportBatches(n)) out.push({ kind: 'inspection_report', name: `药检报告-${b.name}-${b.batchNo}`, url: `${base}/report-${b.batchId}` });
  if (await hasInvoice(n)) out.push({ kind: 'invoice', name: `电子发票-${n.orderNo}.pdf`, url: `${base}/invoice.pdf` });
  out.push(
    { kind: 'first_sale', name: `首营资料-${n.orderNo}.zip`, url: `${base}/first-sale.zip` },
    { kind: 'export_xlsx', name: `export-${n.orderNo}.xlsx`, url: `${base}/export.xlsx` },
    { kind: 'export_json', name: `export-${n.orderNo}.json`, url: `${base}/export.json` },
    { kind: 'zip', name: `documents-${n.orderNo}.zip`, url: `${base}/documents.zip` },
  );
  return out;
}

/** The goods of the shipment (a combination's parts included): their registration files go in the 首营资料 pack. */
const orderGoods = (n: DeliveryNote) => [...new Set(n.rows.map((r) => r.goodsId))];

async function exportFor(n: DeliveryNote) {
  return exportsOf([n], receivingOf);
}

async function fileOf(n: DeliveryNote, file: string): Promise<DocFile> {
  if (file === 'delivery-note.pdf') return { data: await renderDeliveryNote(n), type: PDF, name: `随货同行单-${n.orderNo}.pdf` };
  if (file === 'export.json')
    return { data: strToU8(JSON.stringify(purchaseJson(await exportFor(n)), null, 2)), type: 'application/json; charset=utf-8', name: `export-${n.orderNo}.json` };
  if (file === 'export.xlsx') return { data: await purchaseXlsx(await exportFor(n)), type: XLSX, name: `export-${n.orderNo}.xlsx` };
  if (file === 'first-sale.zip') return firstSaleZip(orderGoods(n), `首营资料-${n.orderNo}.zip`);
  if (file === 'invoice.pdf') {
    const inv = await invoiceFile(n.storeId, n.orderId);
    return { data: new Uint8Array(inv.data), type: PDF, name: inv.name };
  }
  const report = /^report-(\d{1,9})$/.exec(file);
  if (report) {
    const b = reportBatches(n).find((x) => x.batchId === Number(report[1]));
    const r = b ? await readReport(b.batchId) : null;
    if (!r) throw new NotFoundError('该批次没有药检报告');
    return r;
  }
  if (file === 'documents.zip') {
    const entries: Record<string, Uint8Array> = {};
    for (const d of await orderDocuments(n.orderId, n.storeId)) {
      if (d.kind === 'zip') continue;
      const f = await fileOf(n, d.url.split('/').pop()!).catch(() => null);
      if (f) entries[f.name] = f.data;
    }
    return { data: zipSync(entries, { level: 6 }), type: 'application/zip', name: `documents-${n.orderNo}.zip` };
  }
  throw new NotFoundError('文件不存在');
}

/** One file of the pack, owner-checked (`storeId` null: an operator). */
export async function documentFile(orderId: number, storeId: number | null, file: string): Promise<DocFile> {
  return fileOf(await deliveryNote(orderId, storeId), file);
}

/** The order's 首营资料 that are expired or expire within 30 days (the buyer sees them flagged). */
export async function flaggedFirstSale(orderId: number, storeId: number): Promise<FirstSaleView[]> {
  const n = await deliveryNote(orderId, storeId);
  return [...(await supplierFiles()), ...(await goodsFiles(orderGoods(n)))].filter((f) => f.flag !== null);
}
