/**
 * A cell's value as the xlsx holds it, typed the way exceljs types it (so the readers built on it
 * give the same text as before): shared / inline / formula strings, numbers, dates (numbers in a
 * date format), booleans, errors, and formulas with their cached result (if any).
 */
export type PlainValue = string | number | boolean | Date | { error: string };
export type CellValue = null | PlainValue | { formula: true; result?: PlainValue };

export type SheetRow = {
  /** Row number as in Excel (1-based). */
  number: number;
  hidden: boolean;
  /** Values of columns 1..keepColumns (index 0 = column A); shorter when the row ends earlier. */
  cells: CellValue[];
};

export const isFormula = (v: CellValue): v is { formula: true; result?: PlainValue } => typeof v === 'object' && v !== null && 'formula' in v;

/** Text length a value adds to a table (strings, formula string results). */
export function textLength(v: CellValue): number {
  if (typeof v === 'string') return v.length;
  if (isFormula(v) && typeof v.result === 'string') return v.result.length;
  return 0;
}

/** Built-in number formats exceljs reads as dates (mm-dd-yy … h:mm:ss, mm:ss, [h]:mm:ss, mmss.0); other built-ins are not dates to it. */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's test: date letters left after removing [..] and "..". */
function isDateFormat(code: string | undefined): boolean {
  if (!code) return false;
  return /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

export function formatIsDate(numFmtId: number, custom: Map<number, string>): boolean {
  if (numFmtId === 0) return false;
  const code = custom.get(numFmtId);
  return code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(numFmtId);
}

/** An Excel serial day number as a Date (exceljs's arithmetic, 1900 or 1904 system). */
export const excelDate = (serial: number, date1904: boolean): Date => new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** Excel's `_x000D_` escapes in shared strings. */
export const unescapeExcel = (text: string): string => text.replace(/_x([0-9A-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
