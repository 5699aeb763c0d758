import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Writes a table row by row to a stream, as .xlsx (exceljs's streaming writer: each row is
 * committed and zipped as it comes, inline strings instead of a shared-string table) or as UTF-8
 * CSV with BOM. Memory stays flat whatever the row count: nothing holds the rows, and the writer
 * waits for the target to drain between pages.
 */
export type Column = { header: string; key: string; width: number };
export type SheetSpec = { sheet: string; columns: readonly Column[] };
export type Row = Record<string, string | number | null | undefined>;
export type Format = 'xlsx' | 'csv';

export const CONTENT_TYPE: Record<Format, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** Waits until `out` has room again (back-pressure from a slow download or disk). */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** Rows arrive in pages (arrays) so the writer pauses for the target once per page, not per row. */
export async function writeSheet(spec: SheetSpec, pages: AsyncIterable<Row[]>, format: Format, out: Writable): Promise<number> {
  return format === 'csv' ? writeCsv(spec, pages, out) : writeXlsx(spec, pages, out);
}

async function writeXlsx(spec: SheetSpec, pages: AsyncIterable<Row[]>, out: Writable): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(spec.sheet);
  sheet.columns = spec.columns.map((c) => ({ ...c }));
  let count = 0;
  for await (const page of pages) {
    for (const row of page) sheet.addRow(row).commit();
    count += page.length;
    await drained(out);
  }
  sheet.commit();
  await book.commit();
  return count;
}

/**
 * One CSV cell: quoted when it holds a quote, comma or line break, and a text that a spreadsheet
 * would run as a formula (`= + - @`, or a leading tab / carriage return) is prefixed with `'`
 * (OWASP's CSV-injection advice), so `=HYPERLINK(…)` opens as the text it was typed as. Numbers are
 * written as numbers (a negative 限购 -1 stays -1).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

async function writeCsv(spec: SheetSpec, pages: AsyncIterable<Row[]>, out: Writable): Promise<number> {
  const line = (cells: unknown[]) => cells.map(csvCell).join(',') + '\r\n';
  out.write(Buffer.from([0xef, 0xbb, 0xbf]));
  out.write(line(spec.columns.map((c) => c.header)));
  let count = 0;
  for await (const page of pages) {
    out.write(page.map((row) => line(spec.columns.map((c) => row[c.key]))).join(''));
    count += page.length;
    await drained(out);
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/**
 * Reads a query page after page by a keyset (`after` = the last row of the previous page, null at
 * first), so the database never hands over more than `size` rows at once and no OFFSET scan grows.
 */
export async function* keysetPages<T>(read: (after: T | null, size: number) => Promise<T[]>, size = 1_000, max = Infinity): AsyncGenerator<T[]> {
  let after: T | null = null;
  let seen = 0;
  while (seen < max) {
    const page: T[] = await read(after, Math.min(size, max - seen));
    if (!page.length) return;
    yield page;
    seen += page.length;
    if (page.length < size) return;
    after = page[page.length - 1]!;
  }
}

/** Maps each page of rows to sheet rows. */
export async function* mapPages<T>(pages: AsyncIterable<T[]>, toRow: (row: T) => Row): AsyncGenerator<Row[]> {
  for await (const page of pages) yield page.map(toRow);
}
