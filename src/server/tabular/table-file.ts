/**
 * Any small uploaded table as rows of text: an .xlsx (first visible sheet with values, streamed
 * under `limits`) or CSV / tab-separated text in UTF-8 or GBK (Chinese bank exports are usually GBK:
 * text that is not valid UTF-8 is decoded as GBK with iconv-lite). Used by bank statements and the
 * bulk invoice sheet.
 */
import iconv from 'iconv-lite';
import { eachDelimitedRow } from '../../lib/delimited';
import { isFormula, type CellValue } from './cells';
import { TableFormatError, TableLimitError, type TableLimits } from './limits';
import { openXlsx } from './xlsx';

function cellText(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isFormula(value)) return value.result === undefined ? '' : cellText(value.result as CellValue);
  return '';
}

/** Text of a CSV file: UTF-8 (with or without BOM) when it decodes cleanly, else GBK. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return iconv.decode(Buffer.from(bytes), 'gbk');
  }
}

const isZip = (b: Uint8Array) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Rows (cells trimmed, blank rows dropped) of an uploaded xlsx or CSV, at most `limits.maxRows`. */
export async function readTableFile(bytes: Uint8Array, limits: TableLimits): Promise<string[][]> {
  const rows: string[][] = [];
  const keep = (cells: string[]) => {
    if (!cells.some((c) => c !== '')) return;
    if (rows.length >= limits.maxRows) throw new TableLimitError(`文件过大：最多 ${limits.maxRows} 行`);
    rows.push(cells);
  };
  if (isZip(bytes)) {
    const file = await openXlsx(bytes, limits);
    for (const sheet of file.sheets.filter((s) => s.state === 'visible')) {
      await file.readRows(sheet, (row) => keep(row.cells.map(cellText)));
      if (rows.length) break;
    }
    return rows;
  }
  if (bytes.includes(0)) throw new TableFormatError('文件不是 Excel 或 CSV 表格');
  const text = decodeText(bytes);
  const delimiter = text.split(/\r?\n/, 1)[0]!.includes('\t') ? '\t' : ',';
  eachDelimitedRow(text, delimiter, (cells) => keep(cells.map((c) => c.trim().slice(0, limits.maxCellChars))), limits.keepColumns);
  return rows;
}
