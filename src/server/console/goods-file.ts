import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { ValidationError } from '../http/errors';
import { readMultipart } from '../http/multipart';
import { splitDelimited } from '../../lib/delimited';
import { COLUMNS, REQUIRED_HEADERS } from './goods-columns';

/**
 * Reads a goods file into header-keyed string rows: .xlsx through exceljs, CSV in UTF-8 (with or
 * without BOM) or GBK/GB18030 (what Excel on a Chinese Windows saves) through iconv-lite.
 * Writes the same format back (export).
 */
export const MAX_IMPORT_ROWS = 5_000;
export type RawRow = { line: number; cells: Record<string, string> };

const fileError = (msg: string) => new ValidationError({ file: [msg] });

export async function readGoodsFile(name: string, data: Uint8Array): Promise<RawRow[]> {
  const isXlsx = data.length > 4 && data[0] === 0x50 && data[1] === 0x4b; // a zip: .xlsx
  const table = isXlsx ? await readXlsx(data) : splitDelimited(decodeText(data), ',');
  if (!table.length) throw fileError('文件是空的');
  const headers = table[0]!.map((h) => h.trim());
  const missing = REQUIRED_HEADERS.filter((h) => !headers.includes(h));
  if (missing.length) throw fileError(`${name || '文件'}缺少列：${missing.join('、')}（请使用“导出”得到的模板）`);
  const unknown = headers.filter((h) => h && !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length) throw fileError(`无法识别的列：${unknown.join('、')}`);
  const rows: RawRow[] = [];
  for (let i = 1; i < table.length; i++) {
    const cells = table[i]!;
    if (cells.every((c) => !c.trim())) continue;
    rows.push({ line: i + 1, cells: Object.fromEntries(headers.map((h, j) => [h, (cells[j] ?? '').trim()]).filter(([h]) => h)) });
  }
  if (!rows.length) throw fileError('文件中没有商品数据');
  if (rows.length > MAX_IMPORT_ROWS) throw fileError(`每个文件最多 ${MAX_IMPORT_ROWS} 行，请拆分后导入`);
  return rows;
}

/** UTF-8 when it decodes cleanly, else GB18030 (a superset of GBK). */
function decodeText(data: Uint8Array): string {
  const buf = Buffer.from(data);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(buf);
  if (!utf8.includes('\uFFFD')) return utf8;
  return iconv.decode(buf, 'gb18030');
}

async function readXlsx(data: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(data) as never);
  } catch {
    throw fileError('Excel 文件已损坏，无法读取');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellText(row.getCell(c).value));
    out[n - 1] = cells;
  });
  return Array.from(out, (r) => r ?? []);
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
  }
  return String(v);
}

/** The uploaded goods file of a console request (multipart field `file`), read into rows. */
export async function uploadedGoodsFile(request: Request): Promise<RawRow[]> {
  const form = await readMultipart(request, 10 * 1024 * 1024, { field: 'file' });
  if (!form) throw new ValidationError({ file: ['文件不能超过 10 MB'] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择要导入的 Excel 或 CSV 文件'] });
  return readGoodsFile(file.name, new Uint8Array(await file.arrayBuffer()));
}
