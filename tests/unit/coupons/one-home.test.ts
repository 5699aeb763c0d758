/**
 * Coupons have one home (issue 23): outside src/server/coupons/ (and the demo data), no server code
 * writes coupons, member coupons or coupon offers/claims, and no browser code reads a claim's outcome from its
 * Chinese message.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? walk(path.join(d, f)) : [path.join(d, f)]));
const sources = (dir: string) => walk(dir).filter((f) => /\.(ts|tsx|astro)$/.test(f));

describe('one home for coupons', () => {
  it('only src/server/coupons/ writes coupons, member coupons, offers and claims', () => {
    const writers = sources('src')
      .filter((f) => !f.startsWith(path.join('src', 'server', 'coupons')) && !f.startsWith(path.join('src', 'server', 'seed')))
      .filter((f) =>
        /\.(insert|update|delete)\((s\.)?(memberCoupons|couponClaims|couponOffers|coupons)\)|(insert into|update|delete from) (member_coupons|coupon_claims|coupon_offers|coupons)\b/.test(
          readFileSync(f, 'utf8'),
        ),
      );
    expect(writers).toEqual([]);
  });

  it('browser code never matches the Chinese refusal text of a claim', () => {
    const matching = [...sources('src/stores'), ...sources('src/islands')].filter((f) => /message\.includes\(['"](抢光|限领)/.test(readFileSync(f, 'utf8')));
    expect(matching).toEqual([]);
  });
});
