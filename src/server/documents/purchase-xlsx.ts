/**
 * The purchase export as XLSX: 单据 (one row per order: 随货单号, supplier numbers, invoice, totals),
 * 明细 (Chinese headers, then the 医保 3503 keys, then one row per line × batch) and 追溯码 (code, package
 * level, parent code, units covered, line, batch). Text columns stay text (codes never become 8.1E+19).
 */
import ExcelJS from 'exceljs';
import { fenToYuan } from '../../lib/money';
import { allocText } from '../batches/shipped';
import { LINE_FIELDS, type OrderExport } from './purchase-export';

const LEVEL = ['', '盒', '中包', '箱'];

export async function purchaseXlsx(list: OrderExport[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '药采';
  const head = wb.addWorksheet('单据');
  head.addRow(['随货单号', '订单号', '发货日期', '供货单位', '药品经营许可证号', '统一社会信用代码', '收货单位', '收货地址', '发票号', '商品金额', '运费', '合计金额']);
  head.addRow(['dynt_no', 'order_no', 'ship_date', 'spler_name', 'spler_pmtno', 'spler_uscc', 'rcv_name', 'rcv_addr', 'purc_invo_no', 'goods_amt', 'shipping_fee', 'total_amt']);
  for (const { note: n, invoiceNo } of list)
    head.addRow([
      n.noteNo,
      n.orderNo,
      n.shipDate,
      n.supplier.name,
      n.supplier.licenceNo,
      n.supplier.uscc,
      n.receiver.company,
      n.receiver.address,
      invoiceNo,
      Number(fenToYuan(n.goodsTotal)),
      Number(fenToYuan(n.shipping)),
      Number(fenToYuan(n.total)),
    ]);
  const lines = wb.addWorksheet('明细');
  lines.addRow(LINE_FIELDS.map((f) => f[0]));
  lines.addRow(LINE_FIELDS.map((f) => f[1]));
  for (const e of list) for (const r of e.note.rows) lines.addRow(LINE_FIELDS.map(([, , get]) => get(e.note, r, e)));
  const codes = wb.addWorksheet('追溯码');
  codes.addRow(['追溯码', '包装层级', '上级码', '覆盖数量', '随货单号', '行号', '通用名', '批号']);
  codes.addRow(['drug_trac_codg', 'trac_codg_lv', 'parent_codg', 'units', 'dynt_no', 'line_no', 'fixmedins_hilist_name', 'manu_lotnum']);
  for (const e of list)
    for (const c of e.codes) {
      const rows = e.note.rows.filter((r) => r.lineId === Number(c.line_id) && !r.gift);
      codes.addRow([c.code, LEVEL[Number(c.level)] ?? String(c.level), '', Number(c.units), e.note.noteNo, rows[0]?.lineNo ?? '', rows[0]?.name ?? '', allocText(rows)]);
    }
  for (const ws of [head, lines, codes]) {
    ws.getRow(1).font = { bold: true };
    ws.getRow(2).font = { color: { argb: 'FF666666' }, italic: true };
    ws.columns.forEach((c) => {
      c.width = 16;
      c.numFmt = '@';
    });
  }
  lines.getColumn(17).numFmt = '0';
  for (const col of [18, 19]) lines.getColumn(col).numFmt = '0.00##';
  return new Uint8Array(await wb.xlsx.writeBuffer());
}
