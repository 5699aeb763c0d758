/**
 * Drawing text in a pdf-lib page with the project's CJK font: characters the font lacks become □ (a rare
 * character never breaks a document), values that must stay whole (批号, 批准文号, dates, money) shrink to
 * fit their cell instead of wrapping or being cut; only names may end in an ellipsis.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const INK = rgb(0.1, 0.1, 0.1);
export type Pen = { page: PDFPage; font: PDFFont; chars: Set<number> };

export function pen(page: PDFPage, font: PDFFont): Pen {
  return { page, font, chars: new Set(font.getCharacterSet()) };
}

function clean(p: Pen, s: string): string {
  return [...s].map((ch) => (p.chars.has(ch.codePointAt(0)!) ? ch : '□')).join('');
}

/** Text at (x, y); with `width` it shrinks down to 4.5 pt to fit, then (names only: `cut`) ends in …. */
export function text(p: Pen, s: string, x: number, y: number, size = 8, opts: { width?: number; cut?: boolean; right?: boolean; color?: ReturnType<typeof rgb> } = {}): void {
  let out = clean(p, s);
  let sz = size;
  if (opts.width) {
    while (sz > 4.5 && p.font.widthOfTextAtSize(out, sz) > opts.width) sz -= 0.25;
    if (opts.cut) while (out.length > 1 && p.font.widthOfTextAtSize(out, sz) > opts.width) out = `${out.slice(0, -2)}…`;
  }
  const w = p.font.widthOfTextAtSize(out, sz);
  p.page.drawText(out, { x: opts.right && opts.width ? x + opts.width - w : x, y, size: sz, font: p.font, color: opts.color ?? INK });
}

export function rule(p: Pen, x1: number, y1: number, x2: number, y2: number, thickness = 0.6): void {
  p.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color: INK });
}
