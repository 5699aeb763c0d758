/** Masking for the public winners' list (PIPL): never a full phone number or company name. */

/** 13800138000 → 138****8000; anything else keeps only its first and last character. */
export function maskPhone(phone: string): string {
  if (/^1\d{10}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  return phone.length <= 2 ? '*'.repeat(phone.length) : `${phone[0]}****${phone[phone.length - 1]}`;
}

/** 杭州仁心大药房有限公司 → 杭州****公司 (first two and last two characters). */
export function maskCompany(company: string): string {
  const chars = [...company];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}
