/**
 * An .xlsx read under limits: the zip opened (nothing inflated yet), the workbook's small parts
 * read, then sheets streamed row by row on demand. See README.md for the limits and why.
 */
import { openZip } from './zip';
import { readWorkbook, type SheetInfo } from './workbook';
import { readSheet, type SheetEnd } from './sheet';
import type { SheetRow } from './cells';
import type { TableLimits } from './limits';

export type XlsxFile = {
  sheets: SheetInfo[];
  readRows(sheet: SheetInfo, onRow: (row: SheetRow) => void): Promise<SheetEnd>;
};

export async function openXlsx(bytes: Uint8Array, limits: TableLimits): Promise<XlsxFile> {
  const zip = await openZip(bytes, limits);
  const book = await readWorkbook(zip, limits.maxCellChars);
  return { sheets: book.sheets, readRows: (sheet, onRow) => readSheet(zip, book, sheet, limits, onRow) };
}

export { applyMerges } from './merges';
export type { Merge, SheetEnd } from './sheet';
export type { CellValue, PlainValue, SheetRow } from './cells';
export { isFormula } from './cells';
export * from './limits';
