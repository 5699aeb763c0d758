/**
 * The 随货同行单 as an A4 (landscape) PDF: supplier and its licence numbers, receiver, per line and batch
 * the goods facts, dates, quantity, 最终成交单价 and 金额, 赠品 flag and trace-code count, the shipping fee
 * as its own row, totals equal to the order's charge (also in 大写), 发货人 / 复核人 and the 出库专用章.
 */
import { PDFDocument, rgb, type PDFFont, type PDFImage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { fenToYuan, formatYuan } from '../../lib/money';
import { invoiceFont } from '../invoices/font';
import { amountInWords } from '../invoices/amount-words';
import { sealImage } from './supplier';
import { pen, rule, text, type Pen } from './pdf-text';
import type { DeliveryNote, NoteRow } from './note-data';

const W = 842;
const H = 595;
const L = 28;
const ROW = 20;
const PER_PAGE = 17;
const RED = rgb(0.8, 0.1, 0.1);

type Col = { head: [string, string?]; w: number; cell: (r: NoteRow) => [string, string?]; right?: boolean; cut?: boolean };
const COLS: Col[] = [
  { head: ['序号'], w: 20, cell: (r) => [String(r.lineNo)] },
  { head: ['通用名', '商品名'], w: 92, cell: (r) => [r.name, r.tradeName || '—'], cut: true },
  { head: ['剂型'], w: 34, cell: (r) => [r.dosageForm || '—'] },
  { head: ['规格'], w: 62, cell: (r) => [r.spec] },
  { head: ['单位'], w: 22, cell: (r) => [r.unit] },
  { head: ['生产企业', '上市许可持有人'], w: 96, cell: (r) => [r.manufacturer, r.holder], cut: true },
  { head: ['批准文号/', '注册证号'], w: 80, cell: (r) => [r.approvalNo || '—'] },
  { head: ['产地'], w: 30, cell: (r) => [r.origin || '—'] },
  { head: ['批号'], w: 56, cell: (r) => [r.batchNo] },
  { head: ['生产日期'], w: 48, cell: (r) => [r.productionDate] },
  { head: ['有效期至'], w: 48, cell: (r) => [r.expiryDate] },
  { head: ['数量'], w: 28, cell: (r) => [String(r.number)], right: true },
  { head: ['单价(元)'], w: 44, cell: (r) => [r.unitPrice], right: true },
  { head: ['金额(元)'], w: 50, cell: (r) => [fenToYuan(r.amount)], right: true },
  { head: ['赠品'], w: 22, cell: (r) => [r.gift ? '是' : '否'] },
  { head: ['追溯码'], w: 34, cell: (r) => (r.trace ? [`${r.trace.codes}码`, `${r.trace.units}件`] : [r.untraced ? '无码' : '—']) },
];

function header(p: Pen, n: DeliveryNote, page: number, pages: number): number {
  const title = `${n.supplier.name}  随货同行单`;
  const size = 16;
  text(p, title, (W - p.font.widthOfTextAtSize(title, size)) / 2, H - 40, size);
  text(p, `第 ${page} 页 / 共 ${pages} 页`, W - L - 80, H - 40, 8);
  const rows = [
    `随货同行单号：${n.noteNo}　　订单号：${n.orderNo}　　发货日期：${n.shipDate}　　承运商：${n.carrier || '—'}　运单号：${n.trackingNo || '—'}`,
    `供货单位：${n.supplier.name}　　药品经营许可证号：${n.supplier.licenceNo}　　统一社会信用代码：${n.supplier.uscc}`,
    `收货单位：${n.receiver.company}　　收货人：${n.receiver.consignee}　${n.receiver.phone}`,
    `收货地址：${n.receiver.address}`,
  ];
  rows.forEach((s, i) => text(p, s, L, H - 60 - i * 13, 8.5, { width: W - 2 * L, cut: true }));
  return H - 60 - rows.length * 13 - 4;
}

function tableRow(p: Pen, y: number, cells: [string, string?][], bold = false): void {
  let x = L;
  cells.forEach(([a, b], i) => {
    const c = COLS[i]!;
    const opts = { width: c.w - 4, cut: c.cut, right: c.right };
    if (b !== undefined) {
      text(p, a, x + 2, y - 8, 6.5, opts);
      text(p, b, x + 2, y - 16, 6.5, opts);
    } else text(p, a, x + 2, y - 13, bold ? 7.5 : 7, opts);
    x += c.w;
    rule(p, x, y, x, y - ROW, 0.4);
  });
  rule(p, L, y - ROW, x, y - ROW, 0.4);
}

async function drawSeal(pdf: PDFDocument, p: Pen, n: DeliveryNote, x: number, y: number): Promise<void> {
  const seal = await sealImage(n.supplier);
  if (seal) {
    const img: PDFImage = seal.png ? await pdf.embedPng(seal.data) : await pdf.embedJpg(seal.data);
    p.page.drawImage(img, { x: x - 45, y: y - 45, width: 90, height: 90, opacity: 0.85 });
    return;
  }
  p.page.drawCircle({ x, y, size: 42, borderColor: RED, borderWidth: 2, opacity: 0, borderOpacity: 0.8 });
  text(p, '★', x - 7, y + 6, 14, { color: RED });
  text(p, n.supplier.name, x - 34, y + 22, 7, { width: 68, color: RED });
  text(p, '出库专用章', x - 25, y - 14, 10, { color: RED });
}

/** Renders the note; pages of 17 rows, the last with the shipping row, totals, signatures and the seal. */
export async function renderDeliveryNote(n: DeliveryNote): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`随货同行单 ${n.noteNo}`);
  pdf.setProducer('药采');
  const font: PDFFont = await pdf.embedFont(await invoiceFont(), { subset: false });
  const shipRow: [string, string?][] = COLS.map((_, i) => (i === 1 ? ['运费'] : i === 13 ? [fenToYuan(n.shipping)] : i === 14 ? ['否'] : ['']));
  const pages = Math.max(1, Math.ceil((n.rows.length + 1) / PER_PAGE));
  for (let pg = 0; pg < pages; pg++) {
    const p = pen(pdf.addPage([W, H]), font);
    let y = header(p, n, pg + 1, pages);
    const right = L + COLS.reduce((s, c) => s + c.w, 0);
    rule(p, L, y, right, y, 0.8);
    rule(p, L, y, L, y - ROW * (1 + Math.min(PER_PAGE, n.rows.length + 1 - pg * PER_PAGE)), 0.4);
    tableRow(
      p,
      y,
      COLS.map((c) => c.head),
      true,
    );
    y -= ROW;
    for (const r of n.rows.slice(pg * PER_PAGE, (pg + 1) * PER_PAGE)) {
      tableRow(
        p,
        y,
        COLS.map((c) => c.cell(r)),
      );
      y -= ROW;
    }
    if (pg < pages - 1) {
      text(p, '（续下页）', L, y - 14, 8);
      continue;
    }
    tableRow(p, y, shipRow);
    y -= ROW;
    text(p, `商品金额合计 ${formatYuan(n.goodsTotal)} ＋ 运费 ${formatYuan(n.shipping)} ＝ 合计金额 ${formatYuan(n.total)}　（大写）${amountInWords(n.total)}`, L, y - 16, 9);
    text(p, `发货人：${n.supplier.shipper || '________'}　　复核人：${n.supplier.checker || '________'}　　收货人签字：________　　收货日期：________`, L, y - 34, 9);
    text(p, '本单金额为扣除全部优惠后的实际成交金额（单价 = 金额 ÷ 数量），与订单实付一致。', L, y - 50, 7);
    await drawSeal(pdf, p, n, W - L - 70, Math.max(y - 40, 60));
  }
  return pdf.save();
}
