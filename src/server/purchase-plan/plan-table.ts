/**
 * The table a purchase plan is read into, its limits and messages, and the row collector every
 * source (xlsx, CSV, paste) feeds as rows arrive: it keeps the first MAX_PLAN_LINES + 10 non-empty
 * rows (the header is among the first 10) and only counts the rest, so a refusal can say how many
 * lines the file has while memory stays bounded whatever its size.
 */
import { ValidationError } from '../http/errors';
import { TableFormatError, TableLimitError, type TableLimits } from '../tabular/xlsx';
import { looksGarbled } from './csv';
import { guessMapping, looksLikeData } from './guess-columns';
import { autoMapping, headerHits, type ColumnMapping } from './headers';

/** Most data lines in one file or paste. */
export const MAX_PLAN_LINES = 2000;
/** Largest file (and pasted text), bytes. */
export const MAX_PLAN_BYTES = 2 * 1024 * 1024;
/** Columns read per row (ERP exports rarely have more; the rest is ignored). */
export const MAX_COLUMNS = 40;

/** What a plan file may hold (see src/server/tabular/README.md). */
export const PLAN_LIMITS: TableLimits = {
  maxEntryBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxRows: MAX_PLAN_LINES,
  keepColumns: MAX_COLUMNS,
  maxColumns: 256,
  maxCellChars: 500,
  // No more text than the largest CSV we accept could hold.
  maxTextChars: MAX_PLAN_BYTES,
};

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

export const fail = (message: string): never => {
  throw new ValidationError({ file: [message] });
};

export const MESSAGES = {
  notSheet: '文件不是 Excel（.xlsx）或 CSV 表格，请上传 .xlsx 或 .csv 文件',
  xls: '暂不支持旧版 .xls 文件，请在 Excel 中“另存为” .xlsx 或 CSV 后再上传',
  corrupt: '文件已损坏或不是有效的 .xlsx 文件，无法读取，请在 Excel 中重新保存后上传',
  empty: '表格是空的：没有读到任何数据',
  headerOnly: '表格只有表头，没有采购数据',
  tooLarge: '文件不能超过 2 MB',
  emptyPaste: '请粘贴采购清单：从 Excel 复制的多行，或每行一个品种（名称 规格 厂家 数量，用空格、逗号或 Tab 分开）',
} as const;

export const tooMany = (count: number) => `共 ${count} 行数据，超过每次 ${MAX_PLAN_LINES} 行的上限，请分成几个文件导入`;
const garbled = (row: number) => `第 ${row} 行有乱码：文件编码不对（可能是 GBK 文件被当作 UTF-8 保存过），请在 Excel 中另存为 .xlsx 或“CSV UTF-8”后重新上传`;

/** A reader's limit or format refusal as the plan's 422 on `file`. */
export function asPlanError(error: unknown): never {
  if (error instanceof TableLimitError) fail(error.message);
  if (error instanceof TableFormatError) fail(MESSAGES.corrupt);
  throw error;
}

export function trimCells(cells: string[]): string[] {
  return cells.slice(0, MAX_COLUMNS).map((c) => c.replace(/\s+/g, ' ').trim());
}

/** Non-empty rows as they arrive: the first ones kept, all counted. */
export class PlanRows {
  readonly kept: SheetRow[] = [];
  nonEmpty = 0;
  add(row: number, cells: string[]): void {
    if (!cells.some((c) => c.trim() !== '')) return;
    if (++this.nonEmpty <= MAX_PLAN_LINES + 10) this.kept.push({ row, cells });
  }

  /**
   * Header row = the first of the first 10 rows naming at least two fields; none, and the first row
   * holds data (10盒, 0.25g*24粒, a 国药准字), there is no header: the columns are guessed from the
   * cells (header_row 0). Else the first non-empty row. `preset` = columns already known (typed lists).
   */
  table(source: SheetTable['source'], warnings: string[], encoding?: string, preset?: { headers: string[]; mapping: ColumnMapping }): SheetTable {
    const nonEmpty = this.kept;
    if (nonEmpty.length === 0) fail(MESSAGES.empty);
    let header = nonEmpty.slice(0, 10).find((r) => headerHits(r.cells) >= 2);
    if (preset || (!header && looksLikeData(nonEmpty[0]!.cells))) return this.headerless(source, warnings, encoding, preset);
    header ??= nonEmpty[0]!;
    const dataRows = this.nonEmpty - nonEmpty.indexOf(header) - 1;
    if (dataRows === 0) fail(MESSAGES.headerOnly);
    if (dataRows > MAX_PLAN_LINES) fail(tooMany(dataRows));
    const rows = nonEmpty.filter((r) => r.row > header.row);
    const garbledRow = [header, ...rows].find((r) => r.cells.some(looksGarbled));
    if (garbledRow) fail(garbled(garbledRow.row));
    const headers = header.cells.map((c) => c.trim());
    return { headerRow: header.row, headers, rows, mapping: autoMapping(headers), warnings, source, encoding };
  }

  private headerless(source: SheetTable['source'], warnings: string[], encoding?: string, preset?: { headers: string[]; mapping: ColumnMapping }): SheetTable {
    const rows = this.kept;
    if (this.nonEmpty > MAX_PLAN_LINES) fail(tooMany(this.nonEmpty));
    const garbledRow = rows.find((r) => r.cells.some(looksGarbled));
    if (garbledRow) fail(garbled(garbledRow.row));
    const width = Math.max(...rows.map((r) => r.cells.length));
    const headers = preset?.headers ?? Array.from({ length: width }, (_, i) => `第 ${i + 1} 列`);
    const mapping = preset?.mapping ?? guessMapping(rows.slice(0, 200).map((r) => r.cells));
    return { headerRow: 0, headers, rows, mapping, warnings, source, encoding };
  }
}
