/** The downloadable import template (采购计划模板.xlsx): the usual headers, three example rows and notes. */
import ExcelJS from 'exceljs';

export const TEMPLATE_FILENAME = '采购计划模板.xlsx';
export const TEMPLATE_HEADERS = ['通用名', '规格', '生产厂家', '批准文号', '条形码', '数量'] as const;

const EXAMPLES: (string | number)[][] = [
  ['阿莫西林胶囊', '0.25g*24粒', '天源制药', '', '', 20],
  ['板蓝根颗粒', '10g*20袋', '', '', '', 10],
  ['医用外科口罩', '17.5cm*9.5cm*10只', '', '', '', 50],
];

export async function templateXlsx(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '药采';
  const ws = wb.addWorksheet('采购计划');
  ws.addRow([...TEMPLATE_HEADERS]);
  for (const row of EXAMPLES) ws.addRow(row);
  ws.getRow(1).font = { bold: true };
  ws.columns.forEach((c, i) => {
    c.width = [18, 20, 24, 22, 16, 8][i] ?? 12;
  });
  // Barcodes and approval numbers are text: Excel must not turn 6901234567892 into 6.90123E+12.
  ws.getColumn(4).numFmt = '@';
  ws.getColumn(5).numFmt = '@';
  const notes = wb.addWorksheet('填写说明');
  for (const line of [
    '1. 每行一个品种；“通用名”（或商品名称、拼音首字母）和“数量”必填。',
    '2. 填写批准文号或 69 条形码时按其精确匹配；规格写法如 0.25g*24粒、0.25g×24粒/盒、24粒*0.25g 均可。',
    '3. 生产厂家可写简称，如“天源”。',
    '4. 每个文件最多 2000 行、2 MB；也可直接从 Excel 复制多行粘贴到页面。',
    '5. 请勿使用合并单元格；公式请先“粘贴为数值”。',
  ])
    notes.addRow([line]);
  notes.getColumn(1).width = 90;
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
