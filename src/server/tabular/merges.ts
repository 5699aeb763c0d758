/**
 * Merged ranges applied to the kept rows the way exceljs loads them: every cell of a range but its
 * top-left one reads the top-left's value, and a row a range reaches is created when missing. The
 * copies count against the table's text limit (a merge over 200,000 cells must not become 200,000
 * copies of a long text in the answer).
 */
import { textLength, type SheetRow } from './cells';
import { LIMIT_MESSAGES, TableLimitError, type TableLimits } from './limits';
import type { Merge } from './sheet';

/** Rows by number after the merges, in row order. */
export function applyMerges(rows: SheetRow[], merges: Merge[], limits: Pick<TableLimits, 'keepColumns' | 'maxTextChars'>, textSoFar: number): SheetRow[] {
  if (!merges.length) return [...rows].sort((a, b) => a.number - b.number);
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  let text = textSoFar;
  for (const m of merges) {
    const master = byNumber.get(m.top)?.cells[m.left - 1] ?? null;
    const length = textLength(master);
    for (let r = m.top; r <= m.bottom; r++) {
      let row = byNumber.get(r);
      for (let c = m.left; c <= Math.min(m.right, limits.keepColumns); c++) {
        if (r === m.top && c === m.left) continue;
        if (!row) byNumber.set(r, (row = { number: r, hidden: false, cells: [] }));
        while (row.cells.length < c - 1) row.cells.push(null);
        row.cells[c - 1] = master;
        text += length;
        if (text > limits.maxTextChars) throw new TableLimitError(LIMIT_MESSAGES.text(limits.maxTextChars));
      }
    }
  }
  return [...byNumber.values()].sort((a, b) => a.number - b.number);
}
