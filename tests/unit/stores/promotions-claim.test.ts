/**
 * The 领券中心 button's store against a local HTTP server (the real API client underneath): after a
 * refused claim the button shows the state the server names in `data.state` — whatever the message says.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { $offerStates, claimCoupon } from '../../../src/stores/promotions';
import { resetNotices } from '../../../src/stores/notifier';
import type { ClaimAnswer, ClaimRefusal } from '../../../src/wire/coupons';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetNotices();
  $offerStates.set({});
  const ui = recorder('/lqzx');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});

const refusal = (state: ClaimRefusal['state'], msg: string, status = 200) => ({ status, json: { code: 31002, msg, data: { state } satisfies ClaimRefusal } });

describe('claiming a coupon', () => {
  it('a refusal sets the button to the state code, not to a guess from the message', async () => {
    // The message names neither 抢光 nor 限领: only the code tells.
    server.handle(() => refusal('sold_out', '来晚了一步'));
    expect(await claimCoupon(7, 1)).toBe(false);
    expect($offerStates.get()['7']).toBe('sold_out');
    server.handle(() => refusal('claimed', '每店一张'));
    expect(await claimCoupon(8, 1)).toBe(false);
    expect($offerStates.get()['8']).toBe('claimed');
    server.handle(() => refusal('ended', '下次早点来'));
    expect(await claimCoupon(9, 1)).toBe(false);
    expect($offerStates.get()['9']).toBe('ended');
    // An unknown offer leaves the button as the page rendered it.
    server.handle(() => refusal('missing', '优惠券不存在', 404));
    expect(await claimCoupon(10, 1)).toBe(false);
    expect($offerStates.get()['10']).toBeUndefined();
  });

  it('a success shows 已领取 once the store holds its limit, else stays claimable', async () => {
    server.handle(() => ok({ member_coupon_id: 1, mine: 1, left: 5 } satisfies ClaimAnswer, '领取成功'));
    expect(await claimCoupon(11, 2)).toBe(true);
    expect($offerStates.get()['11']).toBe('claimable');
    server.handle(() => ok({ member_coupon_id: 2, mine: 2, left: 4 } satisfies ClaimAnswer, '领取成功'));
    expect(await claimCoupon(11, 2)).toBe(true);
    expect($offerStates.get()['11']).toBe('claimed');
  });
});
