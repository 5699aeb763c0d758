import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eachDelimitedRow } from '../../src/lib/delimited';
import { openXlsx, TableLimitError, applyMerges, type SheetRow, type TableLimits } from '../../src/server/tabular/xlsx';
import { part, xlsxOf } from '../helpers/hostile-files';

const LIMITS: TableLimits = { maxEntryBytes: 1 << 20, maxUnpackedBytes: 1 << 20, maxRows: 100, keepColumns: 4, maxColumns: 8, maxCellChars: 20, maxTextChars: 1000 };

async function rowsOf(bytes: Uint8Array, limits = LIMITS): Promise<SheetRow[]> {
  const file = await openXlsx(bytes, limits);
  const rows: SheetRow[] = [];
  const end = await file.readRows(file.sheets[0]!, (r) => rows.push(r));
  return applyMerges(rows, end.merges, limits, end.textChars);
}

describe('streamed xlsx', () => {
  it('types cells as exceljs did: shared and rich strings, numbers, dates by format, booleans, formulas with results; merges filled, hidden rows flagged', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('表');
    ws.addRow(['名称', { richText: [{ text: '规' }, { text: '格' }] }, 3.5, true]);
    ws.addRow([new Date('2026-02-03'), { formula: 'C1*2', result: 7 }, { formula: 'X1' }, 'x']).hidden = true;
    ws.mergeCells('A3:B3');
    ws.getCell('A3').value = '合并';
    const rows = await rowsOf(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(rows.map((r) => [r.number, r.hidden, r.cells])).toEqual([
      [1, false, ['名称', '规格', 3.5, true]],
      [2, true, [new Date('2026-02-03'), { formula: true, result: 7 }, { formula: true }, 'x']],
      [3, false, ['合并', '合并']],
    ]);
  });

  it('keeps only the first columns, refuses a value right of the column limit, a long cell and too much text', async () => {
    const sheet = (cells: string) => xlsxOf(part('s', `<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`));
    const rows = await rowsOf(sheet('<c r="A1"><v>1</v></c><c r="F1"><v>6</v></c>'));
    expect(rows[0]!.cells).toEqual([1]);
    await expect(rowsOf(sheet('<c r="I1"><v>9</v></c>'))).rejects.toThrow('列数过多：最多 8 列');
    await expect(rowsOf(sheet(`<c r="B1" t="inlineStr"><is><t>${'药'.repeat(21)}</t></is></c>`))).rejects.toThrow('单元格过长：最多 20 字（第 1 行 B 列）');
    await expect(rowsOf(sheet('<c r="A1" t="inlineStr"><is><t>0123456789</t></is></c>'), { ...LIMITS, maxTextChars: 5 })).rejects.toThrow('文件内容过多');
  });

  it('counts inflated bytes, whatever the zip headers say', async () => {
    const big = xlsxOf(part('s', `<worksheet><sheetData>${'<row/>'.repeat(300_000)}</sheetData></worksheet>`), undefined, () => 10);
    await expect(rowsOf(big, { ...LIMITS, maxUnpackedBytes: 4 << 20 })).rejects.toThrow(new TableLimitError('文件解压后过大：单个部件最多 1 MB'));
    await expect(rowsOf(big)).rejects.toThrow(new TableLimitError('文件解压后过大：最多 1 MB'));
  });
});

describe('eachDelimitedRow', () => {
  it('keeps the first cells of a record, tells its width and where its last value is, and stops when asked', () => {
    const seen: unknown[] = [];
    eachDelimitedRow(
      'a,b,c,,\n\n"x,1",2\nstop\nnever',
      ',',
      (cells, i, width) => {
        seen.push([i, cells, width]);
        return cells[0] !== 'stop';
      },
      2,
    );
    expect(seen).toEqual([
      [0, ['a', 'b'], { fields: 5, filled: 3 }],
      [1, [''], { fields: 1, filled: 0 }],
      [2, ['x,1', '2'], { fields: 2, filled: 2 }],
      [3, ['stop'], { fields: 1, filled: 1 }],
    ]);
  });
});
