/**
 * 规格 written any way (issue 26): `0.25g*24粒` = `0.25g×24粒` = `0.25克*24粒` = `０.２５Ｇ＊２４粒`. The
 * stored spec and a spec-like keyword are both brought to one form: folded (NFKC, lower-case ASCII),
 * × and an `x` before a digit written `*`, Chinese units as their symbols, μ as u, white space
 * dropped. yc_spec_norm (drizzle/…_search_terms.sql) is the same function in SQL, for the search
 * text's spec field; tests/unit/search/spec.test.ts and the integration tests hold the two equal.
 */
import { foldText } from './normalize';

/** [from, to] in order (毫克 before 克); the SQL function applies the same list. */
export const SPEC_UNITS: readonly (readonly [string, string])[] = [
  ['毫克', 'mg'],
  ['微克', 'ug'],
  ['千克', 'kg'],
  ['毫升', 'ml'],
  ['克', 'g'],
  ['μ', 'u'],
  ['×', '*'],
];

/** The normal form of a spec (or of a spec-like keyword). */
export function specNorm(spec: string): string {
  let s = foldText(spec);
  for (const [from, to] of SPEC_UNITS) s = s.split(from).join(to);
  return s.replace(/x(?=[0-9])/g, '*').replace(/\s+/g, '');
}

const UNIT = '(?:[a-wyz%]+|万单位|万iu|单位|克|毫克|微克|千克|毫升|μg|[粒片袋支瓶丸贴只盒枚包])';
/**
 * A strength or pack written inside a keyword (`0.3g*24粒`, `30mg`, `10ml:0.5g`): a number with an
 * optional unit, then more `*`/`×`/`x`/`:`/`/`-joined numbers. Not when a letter or digit comes
 * right before (`b6片` is part of a name).
 */
export const SPEC_PATTERN = new RegExp(`(?<![a-z0-9.])[0-9]+(?:\\.[0-9]+)?${UNIT}?(?:[*×x:/][0-9]+(?:\\.[0-9]+)?${UNIT}?)*`, 'g');
