/**
 * The money of an order's lines as documents and exports print them (随货同行单, order exports; issue 27):
 * the engine's line price as stored when the order was made, so every line reads
 * 单价 × 数量 = 金额, − 优惠 = 实收, and Σ 实收 + 运费 = 合计 = the order's payable, to the fen.
 */
import type { orderLines, orders } from '../db/schema';
import { storedLinePrice } from '../pricing';
import { linePriceView } from '../cart/price-view';
import { lineEquation } from '../../lib/line-equation';

type LineRow = Pick<
  typeof orderLines.$inferSelect,
  'number' | 'listPrice' | 'unitPrice' | 'lineUnitPrice' | 'rawAmount' | 'manjianAmount' | 'discountAmount' | 'couponAmount' | 'payAmount'
>;

export type DocumentLine = {
  /** Unit price of the tier / special price before reductions, fen; × number = rawAmount (type-1 ladders: Σ of the bands). */
  unitPrice: number;
  /** Unit price after ladder / special / 折扣 (what the shop showed as 单价). */
  lineUnitPrice: number;
  number: number;
  rawAmount: number;
  /** 折扣 + 满减 + coupon share. */
  reduction: number;
  charged: number;
  /** 「¥13.90 × 10 = ¥139.00 − 折扣 ¥8.34 = ¥130.66」. */
  equation: string;
};

export function documentLine(l: LineRow): DocumentLine {
  const m = storedLinePrice(l);
  return {
    unitPrice: m.baseUnitPrice,
    lineUnitPrice: m.unitPrice,
    number: m.number,
    rawAmount: m.rawAmount,
    reduction: m.rawAmount - m.charged,
    charged: m.charged,
    equation: lineEquation(linePriceView(m)),
  };
}

/** Σ lines 实收, 运费 and 合计 (= Σ + 运费, which is the order's payable). */
export function documentTotals(o: Pick<typeof orders.$inferSelect, 'shippingFee'>, lines: readonly DocumentLine[]) {
  const goods = lines.reduce((s, l) => s + l.charged, 0);
  return { goods, shipping: o.shippingFee, total: goods + o.shippingFee };
}
