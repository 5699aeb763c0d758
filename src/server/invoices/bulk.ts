/**
 * Bulk issuing from an Excel sheet (issue 30): the finance clerk exports the month's invoices from the
 * tax system as one sheet — 订单号, 发票代码, 发票号码, 开票日期, 价税合计, 税额 per row — and uploads it with
 * the invoice PDFs. Each PDF belongs to the row whose 发票号码 is in its file name or printed on it
 * (pdf-text.ts). Every row is checked as a single issue would be (numbers, amount = the order's
 * invoiceable amount, not issued yet); any bad row → 422 listing each row in Chinese, nothing issued
 * (the caller's one transaction; the files written are removed again).
 */
import type { Tx } from '../db/client';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { readTableFile } from '../tabular/table-file';
import { TableFormatError, TableLimitError, type TableLimits } from '../tabular/limits';
import { removeAttachment } from '../attachments/store';
import { issueInput, type IssueNumbers } from './issue-input';
import { issueInvoice } from './invoices';
import { readInvoicePdf } from './pdf-text';

const LIMITS: TableLimits = {
  maxEntryBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 10 * 1024 * 1024,
  maxRows: 1_000,
  keepColumns: 20,
  maxColumns: 100,
  maxCellChars: 200,
  maxTextChars: 1_000_000,
};
const MAX_ROWS = 500;

const COLUMNS = {
  order: /订单号|订单编号/,
  invoice_code: /发票代码/,
  invoice_no: /发票号码/,
  issue_date: /开票日期/,
  amount: /价税合计|含税金额|^金额/,
  tax_amount: /税额/,
} as const;

type Row = { line: number; ref: string; numbers: IssueNumbers };
export type BulkPdf = { name: string; bytes: Uint8Array };

/** The sheet's rows, each validated; the Chinese message of every bad row. */
export async function readInvoiceSheet(bytes: Uint8Array): Promise<{ rows: Row[]; problems: string[] }> {
  let table: string[][];
  try {
    table = await readTableFile(bytes, LIMITS);
  } catch (error) {
    if (error instanceof TableLimitError || error instanceof TableFormatError) throw new ValidationError({ file: [error.message] });
    throw error;
  }
  const headerAt = table.slice(0, 10).findIndex((r) => r.some((c) => COLUMNS.order.test(c)) && r.some((c) => COLUMNS.invoice_no.test(c)));
  if (headerAt < 0) throw new ValidationError({ file: ['找不到表头：需要「订单号」「发票代码」「发票号码」「开票日期」「价税合计」「税额」列'] });
  const header = table[headerAt]!.map((h) => h.replace(/\s/g, ''));
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([k, re]) => [k, header.findIndex((h) => re.test(h))])) as Record<keyof typeof COLUMNS, number>;
  const missing = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((k) => at[k] < 0 && k !== 'invoice_code');
  if (missing.length) throw new ValidationError({ file: ['表头缺少列：需要「订单号」「发票号码」「开票日期」「价税合计」「税额」'] });
  const rows: Row[] = [];
  const problems: string[] = [];
  const seenOrders = new Set<string>();
  const seenNumbers = new Set<string>();
  table.slice(headerAt + 1).forEach((r, i) => {
    const line = headerAt + i + 2;
    const cell = (k: keyof typeof COLUMNS) => (at[k] >= 0 ? (r[at[k]] ?? '').trim() : '');
    if (r.every((c) => !c.trim())) return;
    const ref = cell('order');
    const parsed = issueInput.safeParse({
      invoice_code: cell('invoice_code'),
      invoice_no: cell('invoice_no'),
      issue_date: cell('issue_date').replace(/\//g, '-'),
      amount: cell('amount').replace(/[,，¥￥\s]/g, ''),
      tax_amount: cell('tax_amount').replace(/[,，¥￥\s]/g, ''),
    });
    if (!ref) problems.push(`第 ${line} 行：请填写订单号`);
    else if (seenOrders.has(ref)) problems.push(`第 ${line} 行：订单 ${ref} 在表中重复`);
    if (!parsed.success) problems.push(`第 ${line} 行：${parsed.error.issues.map((x) => x.message).join('；')}`);
    else if (seenNumbers.has(parsed.data.invoice_no)) problems.push(`第 ${line} 行：发票号码 ${parsed.data.invoice_no} 在表中重复`);
    if (ref && parsed.success) {
      seenOrders.add(ref);
      seenNumbers.add(parsed.data.invoice_no);
      rows.push({ line, ref, numbers: parsed.data });
    }
  });
  if (!rows.length && !problems.length) problems.push('表中没有发票行');
  if (rows.length > MAX_ROWS) problems.push(`一次最多 ${MAX_ROWS} 行，请分批上传`);
  return { rows, problems };
}

/** Each PDF by the 发票号码 in its file name, else the one printed on it. */
async function pdfsByNumber(pdfs: BulkPdf[], problems: string[]): Promise<Map<string, Uint8Array>> {
  const byNo = new Map<string, Uint8Array>();
  for (const f of pdfs) {
    if (Buffer.from(f.bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
      problems.push(`文件 ${f.name}：不是 PDF 文件`);
      continue;
    }
    const no = /(\d{20}|\d{8})/.exec(f.name)?.[1] ?? (await readInvoicePdf(f.bytes)).invoice_no;
    if (!no) problems.push(`文件 ${f.name}：文件名和内容中都找不到发票号码`);
    else byNo.set(no, f.bytes);
  }
  return byNo;
}

/** Problems in sheet order: 「第 3 行：…」 by line, the file-level ones first. */
const byLine = (problems: string[]) => {
  const line = (p: string) => Number(/^第 (\d+) 行/.exec(p)?.[1] ?? 0);
  return [...problems].sort((a, b) => line(a) - line(b));
};

/** Issues every row inside the caller's transaction (the console action's, with its audit entry), or throws the 422 listing every bad row. */
export async function issueFromSheet(tx: Tx, sheet: Uint8Array, pdfs: BulkPdf[], now = new Date()): Promise<{ issued: number; invoice_nos: string[] }> {
  const { rows, problems } = await readInvoiceSheet(sheet);
  const files = await pdfsByNumber(pdfs, problems);
  for (const r of rows) if (!files.has(r.numbers.invoice_no)) problems.push(`第 ${r.line} 行：缺少发票号码 ${r.numbers.invoice_no} 的 PDF 文件`);
  const saved: string[] = [];
  // Every row with its PDF is tried against its order, so the clerk sees all that is wrong at once.
  for (const r of rows.filter((x) => files.has(x.numbers.invoice_no))) {
    try {
      await issueInvoice(r.ref, { numbers: r.numbers, pdf: files.get(r.numbers.invoice_no), now, conn: tx, saved });
    } catch (error) {
      if (error instanceof ValidationError) problems.push(`第 ${r.line} 行：${Object.values(error.errors).flat().join('；')}`);
      else if (error instanceof BusinessError || error instanceof NotFoundError) problems.push(`第 ${r.line} 行：${error.message}`);
      else {
        await removeAll(saved);
        throw error;
      }
    }
  }
  if (problems.length) {
    // The transaction is undone by the throw; the files written for it go too.
    await removeAll(saved);
    throw new ValidationError({ file: byLine(problems) });
  }
  return { issued: rows.length, invoice_nos: rows.map((r) => r.numbers.invoice_no) };
}

const removeAll = (keys: string[]) => Promise.all(keys.map((key) => removeAttachment(key).catch(() => {})));
