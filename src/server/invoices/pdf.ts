import { PDFDocument, rgb, degrees, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { fenToYuan, formatYuan } from '../../lib/money';
import { chineseDate } from '../../lib/time';
import { amountInWords } from './amount-words';
import { exactUnitPrice } from '../../lib/line-equation';
import { invoiceFont } from './font';
import type { Party } from './seller';
import { splitTax } from './tax';

export type InvoiceItem = { category: string; rate: number; name: string; spec: string; unit: string; quantity: number; gross: number };
export type InvoiceDocument = {
  kind: 'normal' | 'vat';
  invoiceNo: string;
  issuedAt: Date;
  orderNo: string;
  seller: Party;
  buyer: Party;
  items: InvoiceItem[];
};

const INK = rgb(0.55, 0.27, 0.07); // the brown of printed Chinese invoices
const TEXT = rgb(0.1, 0.1, 0.1);
const W = 842;
const H = 595;
const LEFT = 40;
const RIGHT = W - 40;
const ROWS_PER_PAGE = 12;
/** Table columns: x of the left edge; the last entry is the right edge. */
const COLS = [LEFT, 250, 350, 395, 450, 530, 630, 700, RIGHT];
const HEADS = ['项目名称', '规格型号', '单位', '数量', '单价', '金额', '税率/征收率', '税额'];

/** Cuts text to fit `width` points, with an ellipsis. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let out = text;
  while (out.length > 1 && font.widthOfTextAtSize(`${out}…`, size) > width) out = out.slice(0, -1);
  return `${out}…`;
}

/** Replaces characters the embedded font lacks, so a rare character can never break the document. */
function safe(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((c) => (set.has(c.codePointAt(0)!) ? c : '□')).join('');
}

type Ctx = { page: PDFPage; font: PDFFont };

function txt(c: Ctx, s: string, x: number, y: number, size = 9, color = TEXT, width?: number): void {
  const clean = safe(c.font, s);
  c.page.drawText(width ? fit(c.font, clean, size, width) : clean, { x, y, size, font: c.font, color });
}
function right(c: Ctx, s: string, xRight: number, y: number, size = 9): void {
  const clean = safe(c.font, s);
  c.page.drawText(clean, { x: xRight - c.font.widthOfTextAtSize(clean, size), y, size, font: c.font, color: TEXT });
}
function line(c: Ctx, x1: number, y1: number, x2: number, y2: number): void {
  c.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.8, color: INK });
}

function header(c: Ctx, doc: InvoiceDocument, pageNo: number, pages: number): number {
  const title = doc.kind === 'vat' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  const size = 20;
  const width = c.font.widthOfTextAtSize(title, size);
  c.page.drawText(title, { x: (W - width) / 2, y: H - 60, size, font: c.font, color: INK });
  line(c, (W - width) / 2, H - 66, (W + width) / 2, H - 66);
  txt(c, '发票号码：', 600, H - 45, 10, INK);
  txt(c, doc.invoiceNo, 655, H - 45, 10);
  txt(c, '开票日期：', 600, H - 62, 10, INK);
  txt(c, chineseDate(doc.issuedAt), 655, H - 62, 10);
  if (pages > 1) txt(c, `第 ${pageNo} 页 / 共 ${pages} 页`, LEFT, H - 45, 9, INK);
  // Parties
  const top = H - 80;
  const bottom = top - 78;
  c.page.drawRectangle({ x: LEFT, y: bottom, width: RIGHT - LEFT, height: top - bottom, borderColor: INK, borderWidth: 0.8 });
  line(c, W / 2, top, W / 2, bottom);
  const party = (label: string, p: Party, x: number) => {
    txt(c, label, x + 6, top - 16, 10, INK);
    txt(c, `名称：${p.name}`, x + 6, top - 32, 9, TEXT, W / 2 - LEFT - 16);
    txt(c, `统一社会信用代码/纳税人识别号：${p.taxNo || '—'}`, x + 6, top - 46, 9, TEXT, W / 2 - LEFT - 16);
    if (p.address) txt(c, `地址、电话：${p.address}`, x + 6, top - 60, 8, TEXT, W / 2 - LEFT - 16);
    if (p.bank) txt(c, `开户行及账号：${p.bank}`, x + 6, top - 72, 8, TEXT, W / 2 - LEFT - 16);
  };
  party('购买方信息', doc.buyer, LEFT);
  party('销售方信息', doc.seller, W / 2);
  return bottom;
}

/**
 * The lines as printed: 金额 and 税额 split from the line's final amount (after every discount: what the order
 * charged), and the final 单价 = 金额 ÷ 数量 to up to 8 decimals, so 数量 × 单价 = 金额 and Σ 金额 + Σ 税额 = 价税合计.
 */
export function invoiceRows(items: readonly InvoiceItem[]) {
  return items.map((i) => {
    const split = splitTax(i.gross, i.rate);
    return { ...i, ...split, unitPrice: exactUnitPrice(split.net, i.quantity) };
  });
}

/** Draws the invoice: seller, buyer, lines (spec, unit, quantity, unit price, amount, rate, tax), totals in figures and 大写. */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`电子发票 ${doc.invoiceNo}`);
  pdf.setProducer('药采');
  const font = await pdf.embedFont(await invoiceFont(), { subset: false });
  const rows = invoiceRows(doc.items);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const totalNet = rows.reduce((s, r) => s + r.net, 0);
  const totalTax = rows.reduce((s, r) => s + r.tax, 0);
  const totalGross = totalNet + totalTax;

  for (let p = 0; p < pages; p++) {
    const c: Ctx = { page: pdf.addPage([W, H]), font };
    // Demo documents say so across the page: they are not issued by the tax system.
    c.page.drawText('演示样票 · 非税务机关开具', { x: 190, y: 150, size: 44, font, color: rgb(0.85, 0.85, 0.85), rotate: degrees(18), opacity: 0.6 });
    const partiesBottom = header(c, doc, p + 1, pages);
    const tableTop = partiesBottom;
    const rowH = 18;
    const headY = tableTop - rowH;
    HEADS.forEach((h, i) => txt(c, h, COLS[i]! + 4, headY + 5, 9, INK));
    const slice = rows.slice(p * ROWS_PER_PAGE, (p + 1) * ROWS_PER_PAGE);
    let y = headY;
    for (const r of slice) {
      y -= rowH;
      txt(c, `*${r.category}*${r.name}`, COLS[0]! + 4, y + 5, 8.5, TEXT, COLS[1]! - COLS[0]! - 8);
      txt(c, r.spec, COLS[1]! + 4, y + 5, 8.5, TEXT, COLS[2]! - COLS[1]! - 8);
      txt(c, r.unit, COLS[2]! + 4, y + 5, 8.5, TEXT, COLS[3]! - COLS[2]! - 8);
      right(c, String(r.quantity), COLS[4]! - 4, y + 5, 8.5);
      right(c, r.unitPrice, COLS[5]! - 4, y + 5, 8.5);
      right(c, fenToYuan(r.net), COLS[6]! - 4, y + 5, 8.5);
      right(c, `${r.rate}%`, COLS[7]! - 4, y + 5, 8.5);
      right(c, fenToYuan(r.tax), COLS[8]! - 4, y + 5, 8.5);
    }
    const bodyBottom = tableTop - rowH * (ROWS_PER_PAGE + 1) - 4;
    const last = p === pages - 1;
    // 合计 row
    const sumY = bodyBottom - rowH;
    txt(c, '合　　计', COLS[0]! + 30, sumY + 5, 10, INK);
    if (last) {
      right(c, `${formatYuan(totalNet)}`, COLS[6]! - 4, sumY + 5, 9);
      right(c, `${formatYuan(totalTax)}`, COLS[8]! - 4, sumY + 5, 9);
    } else {
      txt(c, '（续下页）', COLS[5]! + 4, sumY + 5, 9, INK);
    }
    // 价税合计
    const grossY = sumY - 24;
    txt(c, '价税合计（大写）', COLS[0]! + 4, grossY + 7, 10, INK);
    if (last) {
      txt(c, amountInWords(totalGross), COLS[1]! - 70, grossY + 7, 11);
      txt(c, '（小写）', COLS[5]!, grossY + 7, 10, INK);
      txt(c, `${formatYuan(totalGross)}`, COLS[5]! + 45, grossY + 7, 11);
    }
    // 备注
    const noteY = grossY - 50;
    txt(c, '备', COLS[0]! + 8, noteY + 30, 10, INK);
    txt(c, '注', COLS[0]! + 8, noteY + 12, 10, INK);
    txt(c, `订单号：${doc.orderNo}`, COLS[0]! + 30, noteY + 22, 9);
    // Frame and rules
    c.page.drawRectangle({ x: LEFT, y: noteY, width: RIGHT - LEFT, height: tableTop - noteY, borderColor: INK, borderWidth: 0.8 });
    line(c, LEFT, headY, RIGHT, headY);
    line(c, LEFT, bodyBottom, RIGHT, bodyBottom);
    line(c, LEFT, sumY, RIGHT, sumY);
    line(c, LEFT, grossY, RIGHT, grossY);
    line(c, COLS[0]! + 24, grossY, COLS[0]! + 24, noteY);
    txt(c, '开票人：药采开票系统', LEFT, noteY - 20, 10, INK);
  }
  return pdf.save();
}
