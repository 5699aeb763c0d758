/**
 * The visible sum of a priced line (issue 27), so a buyer can check every line of a bill: the unit price
 * before the 折扣 × the quantity = the raw amount, then each reduction the line carries down to what it
 * costs — 「¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66」. The numbers are the engine's (src/wire/price.ts);
 * this only writes them down, so it is shared by the server (documents, exports) and the browser.
 */
import { formatYuan, parseYuanToFen } from './money';

export type LineNumbers = {
  number: number;
  base_unit_price: string;
  raw_amount: string;
  discount_amount: string;
  amount: string;
  manjian_amount?: string;
  coupon_amount?: string;
  charged?: string;
};

const fen = (yuan: string | undefined) => (yuan ? (parseYuanToFen(yuan) ?? 0) : 0);

/** 「¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66」; with order-level shares 「… − 满减 ¥5.00 − 优惠券 ¥1.20 = 实付 ¥124.46」. */
export function lineEquation(m: LineNumbers): string {
  // A type-1 ladder prices its bands one by one: no single unit price times the quantity gives the raw amount.
  const exact = fen(m.base_unit_price) * m.number === fen(m.raw_amount);
  let text = exact ? `${formatYuan(m.base_unit_price)} × ${m.number} = ${formatYuan(m.raw_amount)}` : `${m.number} 件分段阶梯价合计 ${formatYuan(m.raw_amount)}`;
  if (fen(m.discount_amount) > 0) text += ` − 折扣 ${formatYuan(m.discount_amount)} = ${formatYuan(m.amount)}`;
  const shares = [
    ['满减', m.manjian_amount],
    ['优惠券', m.coupon_amount],
  ].filter(([, v]) => fen(v) > 0);
  if (shares.length && m.charged !== undefined) text += `${shares.map(([k, v]) => ` − ${k} ${formatYuan(v!)}`).join('')} = 实付 ${formatYuan(m.charged)}`;
  return text;
}

/**
 * The unit price an invoice prints for a line (单价 = 金额 ÷ 数量, to up to 8 decimals as tax invoices print
 * it, at least 2): the final price after every discount, such that 数量 × 单价 = 金额 to the fen — so the
 * lines' amounts add up to the invoice's total. `amountFen` is the line's final amount (before tax on a VAT invoice).
 */
export function exactUnitPrice(amountFen: number, quantity: number): string {
  const q = BigInt(Math.max(1, quantity));
  const scaled = (BigInt(amountFen) * 1_000_000n * 2n + q) / (2n * q); // 1e-8 yuan, rounded half up
  const whole = scaled / 100_000_000n;
  const frac = (scaled % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  return `${whole}.${frac.padEnd(2, '0')}`;
}
