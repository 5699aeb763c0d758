import qs from 'qs';

/** Plain data a request body or query can carry. */
export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * qs's `brackets` format writes arrays of objects as `goods[][goods_id]=1&goods[][price]=2`, which
 * parses back into one merged object. Arrays holding objects become index-keyed objects first so
 * they encode as `goods[0][goods_id]=1`; arrays of scalars stay `ids[]=1&ids[]=2`.
 */
function indexObjectArrays(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(indexObjectArrays);
    if (!items.some((item) => Array.isArray(item) || isPlainObject(item))) return items;
    return Object.fromEntries(items.map((item, i) => [String(i), item]));
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, indexObjectArrays(v)]));
  }
  return value;
}

/**
 * Form / query encoding with qs bracket syntax: `ids[]=1&ids[]=2`, `goods[0][goods_id]=7`.
 * `undefined` and `null` values are left out; empty arrays send nothing (as with any form post).
 */
export function encodeParams(params: Params | undefined): string {
  if (!params) return '';
  return qs.stringify(indexObjectArrays(params), { arrayFormat: 'brackets', skipNulls: true });
}
