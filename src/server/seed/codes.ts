/**
 * Official-looking numbers: 国药准字 approvals, device 注册证 / 备案号, batch numbers, phones.
 * Each is derived from a hash of its subject so it stays the same when unrelated data changes;
 * `UniqueCodes` bumps the serial on the rare collision.
 */
import { hash32, type Rng } from './random';
import { MOBILE_PREFIXES } from './data/people';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export class UniqueCodes {
  private readonly used = new Set<string>();
  private readonly bySubject = new Map<string, string>();

  /** The code of `subject`, made by `make(serial)`; the same subject always gets the same code. */
  get(subject: string, make: (serial: number) => string): string {
    const known = this.bySubject.get(subject);
    if (known) return known;
    let serial = hash32(subject);
    let code = make(serial);
    while (this.used.has(code)) code = make(++serial);
    this.used.add(code);
    this.bySubject.set(subject, code);
    return code;
  }
}

/**
 * 国药准字 + H/Z/S + 8 digits. Older approvals start with the province code (H13020765),
 * re-registered and newer ones with 20 and the year (H20183212).
 */
export function drugApproval(codes: UniqueCodes, kind: 'H' | 'Z' | 'S', name: string, makerId: number, provinceCode: string): string {
  const subject = `drug|${name}|${makerId}`;
  const style = hash32(`${subject}|style`) % 10;
  return codes.get(subject, (serial) => {
    if (style < 6) return `国药准字${kind}${provinceCode}${pad(serial % 1_000_000, 6)}`;
    const year = 2000 + (serial % 26);
    return `国药准字${kind}${year}${pad((serial >>> 5) % 10_000, 4)}`;
  });
}

/**
 * Class I: 备案号 `苏苏械备20190012号` (province + city character). Class II: `苏械注准20212140345`
 * (year, class digit, 2-digit catalogue code, serial). Class III: `国械注准20233140123`.
 */
export function deviceApproval(codes: UniqueCodes, cls: 1 | 2 | 3, code: string, name: string, makerId: number, provinceAbbr: string, cityAbbr: string): string {
  const subject = `device|${name}|${makerId}`;
  return codes.get(subject, (serial) => {
    const year = 2014 + (serial % 13);
    const number = pad((serial >>> 4) % 10_000, 4);
    if (cls === 1) return `${provinceAbbr}${cityAbbr}械备${year}${number}号`;
    if (cls === 2) return `${provinceAbbr}械注准${year}2${code}${number}`;
    return `国械注准${year}3${code}${number}`;
  });
}

/** A batch number in one of the styles makers print: 2509123, B250913, 20250913-02. */
export function batchNumber(rng: Rng, productionDay: string): string {
  const [y, m, d] = productionDay.split('-') as [string, string, string];
  const yy = y.slice(2);
  switch (rng.int(0, 2)) {
    case 0:
      return `${yy}${m}${pad(rng.int(1, 999), 3)}`;
    case 1:
      return `${rng.pick(['B', 'C', 'P'])}${yy}${m}${d}`;
    default:
      return `${y}${m}${d}-${pad(rng.int(1, 12), 2)}`;
  }
}

export function mobilePhone(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${pad(rng.int(0, 99_999_999), 8)}`;
}
