/**
 * One worksheet streamed row by row: each row that holds a value reaches `onRow` as soon as its
 * `</row>` is read, with at most `keepColumns` cells; nothing else of the sheet is kept but its
 * merged ranges (bounded). Cell text is capped while it accumulates, a value right of `maxColumns`
 * refuses the file, and the kept text is counted against `maxTextChars` as it arrives.
 */
import { readXml } from './xml';
import type { ZipArchive } from './zip';
import type { SheetInfo, Workbook } from './workbook';
import { textLength, type CellValue, type PlainValue, type SheetRow } from './cells';
import { cellPlace, LIMIT_MESSAGES, TableFormatError, TableLimitError, XML_LIMITS, type TableLimits } from './limits';

export type Merge = { top: number; left: number; bottom: number; right: number };
/** What is known once the sheet is read: its merged ranges and the text its kept cells hold. */
export type SheetEnd = { merges: Merge[]; textChars: number };

const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
const ADDRESS = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/;

function parseRange(ref: string): Merge | null {
  const [from, to = from] = ref.toUpperCase().split(':');
  const a = ADDRESS.exec(from ?? '');
  const b = ADDRESS.exec(to ?? '');
  if (!a || !b) return null;
  const [r1, r2, c1, c2] = [Number(a[2]), Number(b[2]), columnNumber(a[1]!), columnNumber(b[1]!)];
  return { top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
}

const parseBoolean = (v: string | undefined) => v === '1' || v === 'true';
/** exceljs decodes `str` values once more (its own xmlDecode). */
const xmlDecode = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e]!);

type CellState = { column: number; type: string; style: number; value: string | undefined; formula: boolean };

export async function readSheet(zip: ZipArchive, book: Workbook, sheet: SheetInfo, limits: TableLimits, onRow: (row: SheetRow) => void): Promise<SheetEnd> {
  const merges: Merge[] = [];
  let mergedCells = 0;
  let textChars = 0;
  let rowNumber = 0;
  let row: SheetRow | null = null;
  let hasValue = false;
  let lastColumn = 0;
  let cell: CellState | null = null;
  let reading: 'v' | 't' | 'f' | null = null;
  let phonetic = 0;

  const valueOf = (c: CellState): CellValue => {
    const raw = c.value;
    const number = (text: string): PlainValue => {
      const n = parseFloat(text);
      return book.isDateStyle(c.style) ? book.toDate(n) : n;
    };
    const plain = (text: string): PlainValue => {
      switch (c.type) {
        case 'str':
          return xmlDecode(text);
        case 'b':
          return parseInt(text, 10) !== 0;
        case 'e':
          return { error: text };
        default:
          return number(text);
      }
    };
    if (c.formula) return raw === undefined ? { formula: true } : { formula: true, result: plain(raw) };
    if (raw === undefined) return null;
    if (c.type === 's') {
      const shared = book.sharedString(parseInt(raw, 10));
      if (shared === undefined) throw new TableFormatError('shared string out of range');
      return shared;
    }
    if (c.type === 'inlineStr') return raw;
    return plain(raw);
  };

  const finishCell = (c: CellState) => {
    const value = valueOf(c);
    if (value === null || row === null) return;
    if (c.column > limits.maxColumns) throw new TableLimitError(LIMIT_MESSAGES.columns(limits.maxColumns));
    const length = textLength(value);
    if (length > limits.maxCellChars) throw new TableLimitError(LIMIT_MESSAGES.cell(limits.maxCellChars, cellPlace(row.number, c.column)));
    hasValue = true;
    if (c.column > limits.keepColumns) return;
    textChars += length;
    if (textChars > limits.maxTextChars) throw new TableLimitError(LIMIT_MESSAGES.text(limits.maxTextChars));
    while (row.cells.length < c.column - 1) row.cells.push(null);
    row.cells[c.column - 1] = value;
  };

  await readXml(zip, sheet.path, {
    open(name, a) {
      if (name === 'row') {
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        if (!Number.isInteger(rowNumber) || rowNumber < 1) throw new TableFormatError('bad row number');
        row = { number: rowNumber, hidden: parseBoolean(a.hidden), cells: [] };
        hasValue = false;
        lastColumn = 0;
      } else if (name === 'c') {
        const address = a.r ? ADDRESS.exec(a.r.toUpperCase()) : null;
        const column = address ? columnNumber(address[1]!) : lastColumn + 1;
        lastColumn = column;
        cell = { column, type: a.t ?? 'n', style: Number(a.s ?? 0) || 0, value: undefined, formula: false };
      } else if (cell !== null) {
        if (name === 'v' || name === 't') reading = phonetic ? null : name;
        else if (name === 'f') {
          reading = 'f';
          if (a.t) cell.formula = true;
        } else if (name === 'rPh') phonetic++;
      } else if (name === 'mergeCell' && a.ref) {
        const merge = parseRange(a.ref);
        if (!merge) return;
        mergedCells += (merge.bottom - merge.top + 1) * (merge.right - merge.left + 1);
        if (merges.length >= XML_LIMITS.maxMerges || mergedCells > XML_LIMITS.maxMergedCells) throw new TableLimitError(LIMIT_MESSAGES.merges());
        merges.push(merge);
      }
    },
    text(text) {
      if (cell === null || reading === null) return;
      if (reading === 'f') {
        if (text) cell.formula = true;
        return;
      }
      const next = (cell.value ?? '') + text;
      // Numbers and shared-string indexes are short; only strings may be long, and only up to the limit.
      if (next.length > limits.maxCellChars + 16) throw new TableLimitError(LIMIT_MESSAGES.cell(limits.maxCellChars, cellPlace(rowNumber, cell.column)));
      cell.value = next;
    },
    close(name) {
      if (name === 'v' || name === 't' || name === 'f') reading = null;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell !== null) {
        finishCell(cell);
        cell = null;
      } else if (name === 'row' && row !== null) {
        if (hasValue) onRow(row);
        row = null;
      }
    },
  });
  return { merges, textChars };
}
