/**
 * An uploaded purchase list (.xlsx, .csv) or pasted rows → a table: the header row, the data rows
 * with their row numbers as the member sees them in Excel, and warnings. Everything wrong with the
 * file is a 422 naming the problem or the row (ValidationError on `file`).
 */
import ExcelJS from 'exceljs';
import { ValidationError } from '../http/errors';
import { decodeText, looksGarbled, parseDelimited } from './csv';
import { autoMapping, headerHits, type ColumnMapping } from './headers';

/** Most data lines in one file or paste. */
export const MAX_PLAN_LINES = 2000;
/** Largest file (and pasted text), bytes. */
export const MAX_PLAN_BYTES = 2 * 1024 * 1024;
/** Columns read per row (ERP exports rarely have more; the rest is ignored). */
const MAX_COLUMNS = 40;

export type SheetRow = { row: number; cells: string[] };
export type SheetTable = {
  /** Row number of the header row (1-based, as in Excel). */
  headerRow: number;
  headers: string[];
  rows: SheetRow[];
  mapping: ColumnMapping;
  warnings: string[];
  source: 'xlsx' | 'csv' | 'paste';
  encoding?: string;
};

const fail = (message: string): never => {
  throw new ValidationError({ file: [message] });
};

export const MESSAGES = {
  notSheet: '文件不是 Excel（.xlsx）或 CSV 表格，请上传 .xlsx 或 .csv 文件',
  xls: '暂不支持旧版 .xls 文件，请在 Excel 中“另存为” .xlsx 或 CSV 后再上传',
  corrupt: '文件已损坏或不是有效的 .xlsx 文件，无法读取，请在 Excel 中重新保存后上传',
  empty: '表格是空的：没有读到任何数据',
  headerOnly: '表格只有表头，没有采购数据',
  tooLarge: '文件不能超过 2 MB',
  emptyPaste: '请粘贴从 Excel 复制的采购数据（含表头行）',
} as const;

const tooMany = (count: number) => `共 ${count} 行数据，超过每次 ${MAX_PLAN_LINES} 行的上限，请分成几个文件导入`;
const garbled = (row: number) => `第 ${row} 行有乱码：文件编码不对（可能是 GBK 文件被当作 UTF-8 保存过），请在 Excel 中另存为 .xlsx 或“CSV UTF-8”后重新上传`;

/** Header row = the first of the first 10 rows naming at least two fields, else the first non-empty row. */
function withHeader(all: SheetRow[], source: SheetTable['source'], warnings: string[], encoding?: string): SheetTable {
  const nonEmpty = all.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (nonEmpty.length === 0) fail(MESSAGES.empty);
  const header = nonEmpty.slice(0, 10).find((r) => headerHits(r.cells) >= 2) ?? nonEmpty[0]!;
  const rows = nonEmpty.filter((r) => r.row > header.row);
  if (rows.length === 0) fail(MESSAGES.headerOnly);
  if (rows.length > MAX_PLAN_LINES) fail(tooMany(rows.length));
  const garbledRow = [header, ...rows].find((r) => r.cells.some(looksGarbled));
  if (garbledRow) fail(garbled(garbledRow.row));
  const headers = header.cells.map((c) => c.trim());
  return { headerRow: header.row, headers, rows, mapping: autoMapping(headers), warnings, source, encoding };
}

function trimCells(cells: string[]): string[] {
  return cells.slice(0, MAX_COLUMNS).map((c) => c.replace(/\s+/g, ' ').trim());
}

/** Pasted rows (tab-separated as Excel copies them; commas accepted too). */
export function readPaste(text: string): SheetTable {
  if (!text.trim()) fail(MESSAGES.emptyPaste);
  if (Buffer.byteLength(text) > MAX_PLAN_BYTES) fail(MESSAGES.tooLarge);
  const rows = parseDelimited(text.replace(/^\uFEFF/, ''), text.includes('\t') ? '\t' : undefined);
  return withHeader(
    rows.map((cells, i) => ({ row: i + 1, cells: trimCells(cells) })),
    'paste',
    [],
  );
}

function readCsv(bytes: Uint8Array): SheetTable {
  const decoded = decodeText(bytes);
  if (!decoded) fail(MESSAGES.notSheet);
  const rows = parseDelimited(decoded!.text);
  return withHeader(
    rows.map((cells, i) => ({ row: i + 1, cells: trimCells(cells) })),
    'csv',
    [],
    decoded!.encoding,
  );
}

const columnLetter = (n: number): string => (n <= 0 ? '' : columnLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));

/** A cell's value as text; formulas give their cached result. `undefined`: a formula without one. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || result === null || (typeof result === 'object' && result !== null && 'error' in result)) return undefined;
      return cellText(result as ExcelJS.CellValue);
    }
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value) return undefined;
  }
  return String(value);
}

type Merge = { top: number; left: number; bottom: number; right: number };

function parseRange(range: string): Merge | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
  if (!m) return null;
  const col = (s: string) => [...s].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return { left: col(m[1]!), top: Number(m[2]), right: col(m[3]!), bottom: Number(m[4]) };
}

async function readXlsx(bytes: Uint8Array): Promise<SheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return fail(MESSAGES.corrupt);
  }
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible' && ws.actualRowCount > 0);
  if (!sheet) return fail(MESSAGES.empty);
  if (sheet.actualRowCount > MAX_PLAN_LINES + 20) fail(tooMany(sheet.actualRowCount - 1));

  const rows: SheetRow[] = [];
  const hidden: number[] = [];
  let formulaProblem: string | null = null;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    const last = Math.min(row.cellCount, MAX_COLUMNS);
    for (let c = 1; c <= last; c++) {
      const text = cellText(row.getCell(c).value);
      if (text === undefined) {
        formulaProblem ??= `第 ${number} 行 ${columnLetter(c)} 列是公式但没有计算结果（或结果是错误值），请在 Excel 中复制后“选择性粘贴 → 数值”再上传`;
        cells.push('');
      } else cells.push(text);
    }
    if (row.hidden && cells.some((x) => x.trim())) hidden.push(number);
    else rows.push({ row: number, cells: trimCells(cells) });
  });
  const table = withHeader(rows, 'xlsx', []);
  if (formulaProblem) fail(formulaProblem);

  // A cell merged over several data rows holds its value once: the other rows would be read empty (or
  // wrongly repeated), so the member must unmerge and fill each row.
  const merges = ((sheet.model as { merges?: string[] }).merges ?? []).map(parseRange).filter((m): m is Merge => m !== null);
  const spanning = merges.find((m) => m.bottom > m.top && m.bottom > table.headerRow);
  if (spanning) {
    const header = table.headers[spanning.left - 1];
    const what = header ? `“${header}”列` : `${columnLetter(spanning.left)} 列`;
    fail(`第 ${Math.max(spanning.top, table.headerRow + 1)}–${spanning.bottom} 行的${what}是合并单元格，请取消合并并在每一行填好内容后再上传`);
  }
  if (hidden.length) {
    const shown = hidden.slice(0, 10).join('、') + (hidden.length > 10 ? ` 等 ${hidden.length} 行` : '');
    table.warnings.push(`已跳过隐藏的第 ${shown} 行；如需导入，请在 Excel 中取消隐藏后重新上传`);
  }
  return table;
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** Reads an uploaded file by its content (the name only breaks ties). */
export async function readUpload(bytes: Uint8Array, filename: string): Promise<SheetTable> {
  if (bytes.byteLength === 0) fail(MESSAGES.empty);
  if (bytes.byteLength > MAX_PLAN_BYTES) fail(MESSAGES.tooLarge);
  if (isZip(bytes)) return readXlsx(bytes);
  if (isOle(bytes)) fail(MESSAGES.xls);
  if (/\.xlsx$/i.test(filename)) fail(MESSAGES.corrupt);
  if (!/\.(csv|txt|tsv)$/i.test(filename) && /\.[a-z0-9]{2,5}$/i.test(filename)) fail(MESSAGES.notSheet);
  return readCsv(bytes);
}
