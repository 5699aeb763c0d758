const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万亿'];

/** 0–9999 without leading 零 (the caller decides about a 零 between groups). */
function group(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let p = 3; p >= 0; p--) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d] + SMALL[p];
  }
  return out;
}

function integerWords(n: number): string {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.unshift(rest % 10_000);
  let out = '';
  let gap = false;
  groups.forEach((g, i) => {
    if (g === 0) {
      gap = out !== '';
      return;
    }
    if (out && (g < 1000 || gap)) out += '零';
    out += group(g) + BIG[groups.length - 1 - i];
    gap = false;
  });
  return out;
}

/**
 * An amount in fen written the way invoices and cheques write it (金额大写):
 * 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 100 → 壹佰元整, 1.05 → 壹元零伍分, 10005 → 壹万零伍元整.
 */
export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('amount must be integer fen');
  if (fen === 0) return '零元整';
  const sign = fen < 0 ? '负' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const jiao = Math.floor(abs / 10) % 10;
  const cent = abs % 10;
  let out = yuan > 0 ? `${integerWords(yuan)}元` : '';
  if (jiao === 0 && cent === 0) return `${sign}${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  out += cent > 0 ? `${DIGITS[cent]}分` : '整';
  return sign + out;
}
