/**
 * Approved members for e2e specs, made in one request by the e2e server's test-only hook
 * (POST /__e2e/member, tests/e2e/operator-hook.ts; rows from src/server/seed/approved-member.ts):
 * an approved store with the demo store's business scope, a default address, a signed contract,
 * ¥50,000.00 balance, credit terms and three coupons — but no order history, favourites or messages.
 *
 * A spec that needs a buyer of its own (so it can run in the parallel `site` project, not the demo
 * member's serial chain) takes a fresh one:
 *
 *   const member = await freshMember(page.request);
 *   await loginMember(page, member.username); // API login, the lottery pop-up kept closed
 *
 * `freshMember(request, 'name')` makes that member once and finds it after (the demo groups' members
 * `demo2`, `demo3`: tests/e2e/demo-groups.ts). The password of all of them is the demo members' one.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Same-origin header for API POSTs made outside the page (Astro checks the origin of form posts). */
export const originHeader = () => ({ origin: new URL(String(test.info().project.use.baseURL)).origin });

export const MEMBER_PASSWORD = 'Demo@123456';
export type Member = { username: string; phone: string; company: string };

/**
 * A goods from GET /api/goods/list that a new member buys with no rule in the way: an ordinary medicine
 * with a price and at least 500 in stock, no purchase limit, no 中包装-only rule, not 含麻, not near its
 * expiry, in no 秒杀 or 特价 (whose prices and limits would change the sums).
 */
export function plainGoods(x: any): boolean {
  return (
    x.type === 1 &&
    x.is_buy === 1 &&
    x.base_price !== null &&
    x.number >= 500 &&
    x.xg_number === 0 &&
    x.only_mid_pack === 0 &&
    x.is_ephedrine === 0 &&
    x.near_expiry !== 1 &&
    !(x.tags ?? []).some((t: any) => ['秒', '特'].includes(t.name))
  );
}

/** A new approved member (or, with `username`, that one, made on first use); `showYoux: false` turns its 优选 zone off. */
export async function freshMember(request: APIRequestContext, username?: string, opts: { showYoux?: boolean } = {}): Promise<Member> {
  const res = await request.post('/__e2e/member', { data: { ...(username ? { username } : {}), ...(opts.showYoux === false ? { show_youx: false } : {}) } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Member;
}

/** Logs the page's context in as `username` through the login API (no login form: that has its own specs). */
export async function loginMember(page: Page, username: string): Promise<void> {
  const res = await page.request.post('/api/user/login', { form: { type: 'password', account: username, password: MEMBER_PASSWORD }, headers: originHeader() });
  expect((await res.json()).code).toBe(10000);
  await page.addInitScript(() => {
    // What the login form would have stored (otherwise the header reloads the first page once).
    localStorage.setItem('yaocai.logged_in', '1');
    // A member who has not drawn sees the lottery pop-up over every page (tested in lottery.spec.ts).
    sessionStorage.setItem('yaocai.lottery_closed', '1');
  });
}
