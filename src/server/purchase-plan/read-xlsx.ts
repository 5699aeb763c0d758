/**
 * A purchase plan's .xlsx, streamed (src/server/tabular): the first visible sheet holding values,
 * read row by row under PLAN_LIMITS. Rows are kept up to the line limit + 20 (title and header
 * rows) and only counted beyond it; formulas give their cached result, hidden rows are skipped and
 * named, cells merged over several data rows refuse the file.
 */
import { applyMerges, columnLetter, isFormula, openXlsx, type CellValue, type Merge, type SheetRow as XlsxRow } from '../tabular/xlsx';
import { asPlanError, fail, MAX_PLAN_LINES, MESSAGES, PLAN_LIMITS, PlanRows, tooMany, trimCells, type SheetTable } from './plan-table';

/** A cell's value as text; formulas give their cached result. `undefined`: a formula without one, or an error value. */
function cellText(value: CellValue): string | undefined {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1e6) / 1e6);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isFormula(value)) {
    const result = value.result;
    if (result === undefined || (typeof result === 'object' && 'error' in result)) return undefined;
    return cellText(result);
  }
  return undefined;
}

/** The first visible sheet with values: its rows (merges applied) and merged ranges; `null` when none has any. */
async function firstSheet(bytes: Uint8Array): Promise<{ rows: XlsxRow[]; merges: Merge[] } | null> {
  const file = await openXlsx(bytes, PLAN_LIMITS);
  for (const sheet of file.sheets.filter((s) => s.state === 'visible')) {
    const kept: XlsxRow[] = [];
    let withValues = 0;
    const end = await file.readRows(sheet, (row) => {
      if (++withValues <= MAX_PLAN_LINES + 20) kept.push(row);
    });
    if (withValues === 0) continue;
    if (withValues > MAX_PLAN_LINES + 20) fail(tooMany(withValues - 1));
    return { rows: applyMerges(kept, end.merges, PLAN_LIMITS, end.textChars), merges: end.merges };
  }
  return null;
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetTable> {
  const sheet = await firstSheet(bytes).catch(asPlanError);
  if (!sheet) return fail(MESSAGES.empty);

  const collected = new PlanRows();
  const hidden: number[] = [];
  let formulaProblem: string | null = null;
  for (const row of sheet.rows) {
    const cells = row.cells.map((value, i) => {
      const text = cellText(value);
      if (text !== undefined) return text;
      formulaProblem ??= `第 ${row.number} 行 ${columnLetter(i + 1)} 列是公式但没有计算结果（或结果是错误值），请在 Excel 中复制后“选择性粘贴 → 数值”再上传`;
      return '';
    });
    if (row.hidden && cells.some((x) => x.trim())) hidden.push(row.number);
    else collected.add(row.number, trimCells(cells));
  }
  const table = collected.table('xlsx', []);
  if (formulaProblem) fail(formulaProblem);

  // A cell merged over several data rows holds its value once: the other rows would be read empty (or
  // wrongly repeated), so the member must unmerge and fill each row.
  const spanning = sheet.merges.find((m) => m.bottom > m.top && m.bottom > table.headerRow);
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
