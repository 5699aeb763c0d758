/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and A-Y without I, O, S, V, Z; the last is
 * the check character: 31 − (Σ value × weight mod 31), 31 read as 0.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function validUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(code[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}

/**
 * A 纳税人识别号 as invoices take it: an 18-character 统一社会信用代码 with a valid check character,
 * or an older 15- or 20-character number (before 2015, no check character to verify).
 */
export function validTaxNo(code: string): boolean {
  if (code.length === 18) return validUscc(code);
  return /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(code);
}
