/**
 * 商品条码: EAN-13 as Chinese makers print them — GS1 China prefix 690–699, a 4-digit company
 * number, a 5-digit item reference and the check digit. Each maker gets its own prefix + company
 * number (from a hash of its id, unique), and numbers its goods 00001, 00002… in id order.
 */
import { hash32 } from './random';
import type { GoodsRow } from './types';

/** The EAN-13 check digit of 12 digits (weights 1, 3 alternating from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** Gives every single goods (type 1) a unique 69… barcode; combinations keep ''. */
export function assignBarcodes(goods: GoodsRow[]): void {
  const companyOf = new Map<number, string>();
  const usedCompanies = new Set<string>();
  const nextItem = new Map<number, number>();
  for (const g of goods) {
    if (g.type !== 1) continue;
    let company = companyOf.get(g.manufacturerId);
    if (!company) {
      // 69 + one digit (690–699) + 4-digit company number: 100 000 possible, bumped on a collision.
      let serial = hash32(`maker-barcode|${g.manufacturerId}`) % 100_000;
      while (usedCompanies.has(String(serial))) serial = (serial + 1) % 100_000;
      usedCompanies.add(String(serial));
      company = String(serial).padStart(5, '0');
      companyOf.set(g.manufacturerId, company);
    }
    const item = (nextItem.get(g.manufacturerId) ?? 0) + 1;
    nextItem.set(g.manufacturerId, item);
    g.barcode = ean13(`69${company}${String(item).padStart(5, '0')}`);
  }
}
