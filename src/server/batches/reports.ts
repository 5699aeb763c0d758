/**
 * 药检报告 of a batch: an operator upload (PDF or JPEG/PNG, type by content, images re-encoded — the
 * qualifications module's check) stored under `batch-reports/<goods>/`, or for demo batches
 * (report_key `demo`) a report drawn on request with pdf-lib and the project's CJK font.
 * Served to approved members only (`/api/goods/batch-report/{id}`).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument, rgb } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { db, type Db, type Tx } from '../db/client';
import { goodsBatches } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { queryRows } from '../db/rows';
import { prepareUpload, type PreparedFile } from '../qualifications/files';
import { attachmentType, readAttachment, writeUpload } from '../attachments/store';
import { invoiceFont } from '../invoices/font';

export const DEMO_REPORT = 'demo';

/** The report's URL for a batch (null: none). */
export function reportUrl(batchId: number, reportKey: string): string | null {
  return reportKey ? `/api/goods/batch-report/${batchId}` : null;
}

/** Checks an uploaded report (422 on the `file` field otherwise); nothing written yet. */
export async function prepareReport(file: File): Promise<PreparedFile> {
  return prepareUpload(new Uint8Array(await file.arrayBuffer()));
}

/** Writes a checked report; returns its key for `receiveBatch` / `setReport`. */
export async function saveReport(goodsId: number, file: PreparedFile): Promise<string> {
  const ext = file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/png' ? 'png' : 'jpg';
  const key = `batch-reports/${goodsId}/${randomUUID()}.${ext}`;
  await writeUpload(key, file.data);
  return key;
}

type ReportBatch = {
  id: number;
  batch_no: string;
  production_date: string;
  expiry_date: string;
  report_key: string;
  name: string;
  spec: string;
  approval_no: string;
  maker: string;
};

/** The report file of a batch, or null (no batch, no report). */
export async function readReport(batchId: number): Promise<{ data: Uint8Array; type: string; name: string } | null> {
  const [b] = await queryRows<ReportBatch>(
    (await db()) as Db,
    sql`select b.id, b.batch_no, b.production_date::text as production_date, b.expiry_date::text as expiry_date, b.report_key,
          g.name, g.spec, g.approval_no, coalesce(m.name, '') as maker
        from goods_batches b join goods g on g.id = b.goods_id left join manufacturers m on m.id = g.manufacturer_id where b.id = ${batchId}`,
  );
  if (!b || !b.report_key) return null;
  const name = `药检报告-${b.name}-${b.batch_no}`;
  if (b.report_key === DEMO_REPORT) return { data: await drawDemoReport(b), type: 'application/pdf', name: `${name}.pdf` };
  const data = await readAttachment(b.report_key);
  if (!data) return null;
  return { data: new Uint8Array(data), type: attachmentType(b.report_key), name: `${name}.${b.report_key.split('.').pop()}` };
}

/** A one-page 检验报告书 for a demo batch, marked as a demo document. */
export async function drawDemoReport(b: Omit<ReportBatch, 'id' | 'report_key'>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`检验报告书 ${b.name} ${b.batch_no}`);
  pdf.setProducer('药采');
  const font = await pdf.embedFont(await invoiceFont(), { subset: true });
  const page = pdf.addPage([595, 842]);
  const text = (s: string, x: number, y: number, size = 12) => page.drawText(s, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  text(`${b.maker || '生产企业'}`, 60, 770, 16);
  text('检 验 报 告 书', 220, 735, 22);
  const rows: [string, string][] = [
    ['品名', b.name],
    ['规格', b.spec],
    ['批准文号', b.approval_no],
    ['批号', b.batch_no],
    ['生产日期', b.production_date],
    ['有效期至', b.expiry_date],
    ['检验依据', '《中华人民共和国药典》2025 年版'],
    ['检验结论', '本品按上述标准检验，结果符合规定'],
  ];
  rows.forEach(([k, v], i) => {
    const y = 680 - i * 34;
    page.drawRectangle({ x: 60, y: y - 10, width: 475, height: 34, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.8 });
    text(k, 72, y, 12);
    text(v, 190, y, 12);
  });
  text('质量受权人：（演示）      复核人：（演示）      检验人：（演示）', 60, 370, 11);
  page.drawText('演示文档 · 非真实检验报告', { x: 150, y: 250, size: 28, font, color: rgb(0.8, 0.8, 0.8), opacity: 0.6 });
  return pdf.save();
}

/** Replaces a batch's report (the old upload removed after the caller's commit); returns the old key. */
export async function setReport(tx: Tx, batchId: number, reportKey: string): Promise<{ goodsId: number; batchNo: string; oldKey: string }> {
  const [b] = await tx.select().from(goodsBatches).where(eq(goodsBatches.id, batchId)).for('update');
  if (!b) throw new NotFoundError('批次不存在');
  await tx.update(goodsBatches).set({ reportKey }).where(eq(goodsBatches.id, batchId));
  return { goodsId: b.goodsId, batchNo: b.batchNo, oldKey: b.reportKey };
}

/** The goods a batch belongs to (null: no such batch). */
export async function batchGoods(batchId: number): Promise<number | null> {
  const [b] = await (await db()).select({ goodsId: goodsBatches.goodsId }).from(goodsBatches).where(eq(goodsBatches.id, batchId));
  return b?.goodsId ?? null;
}
