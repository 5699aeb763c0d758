/**
 * VAT rate and tax category (税收分类简称) per goods kind, as a pharmacy wholesaler invoices them:
 * medicines and devices 13 %, 中药饮片 9 % (agricultural products).
 */
export function taxRateOf(kind: string): { category: string; rate: number } {
  if (kind === 'herbal') return { category: '中药饮片', rate: 9 };
  if (kind === 'device') return { category: '医疗器械', rate: 13 };
  return { category: '药品', rate: 13 };
}

/** Splits a tax-inclusive amount (fen) into amount before tax and tax; the tax is what remains. */
export function splitTax(gross: number, rate: number): { net: number; tax: number } {
  const net = Math.round((gross * 100) / (100 + rate));
  return { net, tax: gross - net };
}
