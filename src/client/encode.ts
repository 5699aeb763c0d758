/** Plain data a request body or query can carry. */
export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Appends one value in bracket syntax. Arrays of scalars stay `ids[]=1&ids[]=2`; arrays holding
 * objects are indexed (`goods[0][goods_id]=1`) because `goods[][goods_id]` would parse back as
 * one merged object. `null`/`undefined` are left out, as is an empty array (as with any form post).
 */
function append(out: string[], key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const indexed = value.some((item) => Array.isArray(item) || isPlainObject(item));
    value.forEach((item, i) => append(out, `${key}[${indexed ? i : ''}]`, item));
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) append(out, `${key}[${k}]`, v);
  } else {
    out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Form / query encoding in qs bracket syntax, which the server parses with qs. Written by hand
 * because qs itself costs ~17 KB gzip in the browser, past the pages' JS budget.
 */
export function encodeParams(params: Params | undefined): string {
  if (!params) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) append(out, key, value);
  return out.join('&');
}
