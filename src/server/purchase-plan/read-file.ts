/**
 * An uploaded purchase list (.xlsx, .csv) or pasted rows → a table: the header row, the data rows
 * with their row numbers as the member sees them in Excel, and warnings. Everything wrong with the
 * file is a 422 naming the problem, the row or the limit (ValidationError on `file`). Nothing is
 * read whole: CSV and pasted text go record by record (blank ones only counted), xlsx is streamed.
 */
import { eachDelimitedRow } from '../../lib/delimited';
import { cellPlace, LIMIT_MESSAGES } from '../tabular/xlsx';
import { decodeText, delimiterOf } from './csv';
import { fail, MAX_PLAN_BYTES, MESSAGES, PLAN_LIMITS, PlanRows, trimCells, type SheetTable } from './plan-table';
import { pasteDelimiter, readTypedList } from './paste';
import { readXlsx } from './read-xlsx';

export { MAX_PLAN_BYTES, type SheetRow, type SheetTable } from './plan-table';

/** Delimited text → the plan's table, every record checked as it is split. */
function delimitedTable(text: string, delimiter: string, source: SheetTable['source'], encoding?: string): SheetTable {
  const rows = new PlanRows();
  let chars = 0;
  eachDelimitedRow(
    text,
    delimiter,
    (cells, i, width) => {
      if (width.filled > PLAN_LIMITS.maxColumns) fail(LIMIT_MESSAGES.columns(PLAN_LIMITS.maxColumns));
      const long = cells.findIndex((c) => c.length > PLAN_LIMITS.maxCellChars);
      if (long >= 0) fail(LIMIT_MESSAGES.cell(PLAN_LIMITS.maxCellChars, cellPlace(i + 1, long + 1)));
      for (const c of cells) chars += c.length;
      if (chars > PLAN_LIMITS.maxTextChars) fail(LIMIT_MESSAGES.text(PLAN_LIMITS.maxTextChars));
      rows.add(i + 1, trimCells(cells));
    },
    PLAN_LIMITS.keepColumns,
  );
  return rows.table(source, [], encoding);
}

/** Pasted rows: tab-separated as Excel copies them, comma lists, or lists typed with spaces (paste.ts). */
export function readPaste(text: string): SheetTable {
  if (!text.trim()) fail(MESSAGES.emptyPaste);
  if (Buffer.byteLength(text) > MAX_PLAN_BYTES) fail(MESSAGES.tooLarge);
  const body = text.replace(/^\uFEFF/, '');
  const lines = body.split(/\r\n|\n|\r/);
  const delimiter = pasteDelimiter(lines);
  if (delimiter === null) return readTypedList(lines);
  return delimitedTable(delimiter === ',' ? body.replace(/，/g, ',') : body, delimiter, 'paste');
}

function readCsv(bytes: Uint8Array): SheetTable {
  const decoded = decodeText(bytes);
  if (!decoded) return fail(MESSAGES.notSheet);
  return delimitedTable(decoded.text, delimiterOf(decoded.text), 'csv', decoded.encoding);
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
