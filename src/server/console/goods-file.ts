import iconv from 'iconv-lite';
import { ValidationError } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { eachDelimitedRow } from '../../lib/delimited';
import { cellPlace, LIMIT_MESSAGES, TableFormatError, TableLimitError, type TableLimits } from '../tabular/xlsx';
import { COLUMNS, REQUIRED_HEADERS } from './goods-columns';
import { readGoodsXlsx, type GoodsTable } from './goods-file-xlsx';

/**
 * Reads a goods file into header-keyed string rows: .xlsx streamed (goods-file-xlsx.ts), CSV in
 * UTF-8 (with or without BOM) or GBK/GB18030 (what Excel on a Chinese Windows saves) through
 * iconv-lite, record by record. Both stop at GOODS_FILE_LIMITS while reading. Writes the same
 * format back (export).
 */
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export type RawRow = { line: number; cells: Record<string, string> };

/** What a goods file may hold (see src/server/tabular/README.md); the longest goods field is 60 characters. */
export const GOODS_FILE_LIMITS: TableLimits = {
  maxEntryBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 40 * 1024 * 1024,
  maxRows: MAX_IMPORT_ROWS,
  keepColumns: 64,
  maxColumns: 64,
  maxCellChars: 200,
  maxTextChars: MAX_IMPORT_BYTES,
};

const fileError = (msg: string) => new ValidationError({ file: [msg] });

export async function readGoodsFile(name: string, data: Uint8Array): Promise<RawRow[]> {
  const isXlsx = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b; // a zip: .xlsx
  const table = isXlsx ? await readGoodsXlsx(data, GOODS_FILE_LIMITS).catch(refusal) : readCsv(decodeText(data), GOODS_FILE_LIMITS);
  if (!table.header.length && !table.rows.length) throw fileError('文件是空的');
  const headers = table.header.map((h) => h.trim());
  const missing = REQUIRED_HEADERS.filter((h) => !headers.includes(h));
  if (missing.length) throw fileError(`${name || '文件'}缺少列：${missing.join('、')}（请使用“导出”得到的模板）`);
  const unknown = headers.filter((h) => h && !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length) throw fileError(`无法识别的列：${unknown.join('、')}`);
  const rows: RawRow[] = [];
  for (const { line, cells } of table.rows) {
    if (cells.every((c) => !c.trim())) continue;
    rows.push({ line, cells: Object.fromEntries(headers.map((h, j) => [h, (cells[j] ?? '').trim()]).filter(([h]) => h)) });
  }
  if (!rows.length) throw fileError('文件中没有商品数据');
  return rows;
}

/** A reader's limit as the import's 422; an unreadable workbook as 「已损坏」. */
function refusal(error: unknown): never {
  if (error instanceof TableLimitError) throw fileError(error.message);
  if (error instanceof TableFormatError) throw fileError('Excel 文件已损坏，无法读取');
  throw error;
}

/** CSV records → header and data rows, each record checked as it is split; stops at the row limit. */
function readCsv(text: string, limits: TableLimits): GoodsTable {
  const table: GoodsTable = { header: [], rows: [] };
  let chars = 0;
  eachDelimitedRow(
    text,
    ',',
    (cells, i, width) => {
      if (width.filled > limits.maxColumns) throw fileError(LIMIT_MESSAGES.columns(limits.maxColumns));
      const long = cells.findIndex((c) => c.length > limits.maxCellChars);
      if (long >= 0) throw fileError(LIMIT_MESSAGES.cell(limits.maxCellChars, cellPlace(i + 1, long + 1)));
      if (i === 0) return void (table.header = cells);
      if (cells.every((c) => !c.trim())) return;
      if (table.rows.length >= limits.maxRows) throw fileError(LIMIT_MESSAGES.rows(limits.maxRows));
      for (const c of cells) chars += c.length;
      if (chars > limits.maxTextChars) throw fileError(LIMIT_MESSAGES.text(limits.maxTextChars));
      table.rows.push({ line: i + 1, cells });
    },
    limits.keepColumns,
  );
  return table;
}

/** UTF-8 when it decodes cleanly, else GB18030 (a superset of GBK). */
function decodeText(data: Uint8Array): string {
  const buf = Buffer.from(data);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (!utf8.includes('\uFFFD')) return utf8;
  return iconv.decode(buf, 'gb18030');
}

/** The uploaded goods file of a console request (multipart field `file`), read into rows. */
export async function uploadedGoodsFile(request: Request): Promise<RawRow[]> {
  const form = await readMultipart(request, MAX_IMPORT_BYTES, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['文件不能超过 10 MB'] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择要导入的 Excel 或 CSV 文件'] });
  if (file.size > MAX_IMPORT_BYTES) throw new ValidationError({ file: ['文件不能超过 10 MB'] });
  return readGoodsFile(file.name, new Uint8Array(await file.arrayBuffer()));
}
