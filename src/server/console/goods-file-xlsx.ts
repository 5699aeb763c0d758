/**
 * The .xlsx side of the goods import, streamed (src/server/tabular): the first sheet, row 1 its
 * header, then every row holding a value, stopped at the row limit — nothing of a larger file is
 * kept. Cells read as exceljs read them before (dates as YYYY-MM-DD, formulas as their result,
 * merged ranges filled with their top-left value).
 */
import { applyMerges, isFormula, LIMIT_MESSAGES, openXlsx, TableLimitError, type CellValue, type SheetRow, type TableLimits } from '../tabular/xlsx';

export type GoodsTable = { header: string[]; rows: { line: number; cells: string[] }[] };

function cellText(v: CellValue): string {
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (isFormula(v)) return v.result === undefined ? '' : cellText(v.result);
  if (typeof v === 'object') return v.error;
  return String(v);
}

export async function readGoodsXlsx(data: Uint8Array, limits: TableLimits): Promise<GoodsTable> {
  const file = await openXlsx(data, limits);
  const sheet = file.sheets[0];
  if (!sheet) return { header: [], rows: [] };
  const kept: SheetRow[] = [];
  let dataRows = 0;
  const end = await file.readRows(sheet, (row) => {
    if (row.number > 1 && row.cells.some((v) => cellText(v).trim()) && ++dataRows > limits.maxRows) throw new TableLimitError(LIMIT_MESSAGES.rows(limits.maxRows));
    kept.push(row);
  });
  const rows = applyMerges(kept, end.merges, limits, end.textChars).map((r) => ({ line: r.number, cells: r.cells.map(cellText) }));
  const first = rows[0]?.line === 1 ? rows.shift()! : { cells: [] };
  return { header: first.cells, rows };
}
