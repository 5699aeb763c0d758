/**
 * An address as one line of text. Municipalities (北京市, 上海市, 天津市, 重庆市) store the same name as
 * province and city (or 市辖区 as the city): the line names it once — 「上海市徐汇区…」, not
 * 「上海市上海市徐汇区…」.
 */
export type AddressParts = { province: string; city: string; district: string; detail?: string };

/** 省 + 市 + 区, the city left out when it repeats the province (or is 市辖区). */
export function regionText(a: AddressParts, separator = ''): string {
  const city = a.city === a.province || a.city === '市辖区' ? '' : a.city;
  return [a.province, city, a.district].filter(Boolean).join(separator);
}

/** The whole address on one line: region then the street detail. */
export function addressText(a: AddressParts): string {
  return `${regionText(a)}${a.detail ?? ''}`;
}

/** A maker's province after its name, 「（河北省）」, or nothing when unknown (a new maker: no empty 「（）」). */
export function provinceSuffix(province: string | null | undefined): string {
  const p = (province ?? '').trim();
  return p ? `（${p}）` : '';
}
