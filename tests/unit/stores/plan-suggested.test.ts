/** 采购计划 × 建议采购量: matched lines of goods in the 常购清单 take the suggested quantity and the plan is priced again. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { $choices, $pricing } from '../../../src/stores/purchase-plan';
import { fillSuggestedQuantities } from '../../../src/stores/plan-suggested';
import { $notices, resetNotices } from '../../../src/stores/notifier';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  resetNotices();
  const ui = recorder('/cgjh');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
});

const row = (goods_id: number, suggested: number) => ({ goods_id, suggested });

describe('plan quantities from the 建议采购量', () => {
  it('sets the suggested quantity on lines of goods the store buys, keeps the others, and prices again', async () => {
    $choices.set({
      1: { goods_id: 11, quantity: 4, chosen: true },
      2: { goods_id: 12, quantity: 7, chosen: true },
      3: { goods_id: null, quantity: 2, chosen: false },
    });
    server.handle((req) => (req.path === '/api/user/cgqd' ? ok({ days: 180, list: [row(11, 20), row(99, 5)] }) : ok({ lines: [], totals: {} })));
    expect(await fillSuggestedQuantities()).toBe(1);
    expect($choices.get()).toMatchObject({ 1: { quantity: 20 }, 2: { quantity: 7 }, 3: { quantity: 2 } });
    const priced = server.received.find((r) => r.path === '/api/plan/price')!;
    expect(priced).toBeDefined();
    expect($pricing.get()).not.toBeNull();
    expect($notices.get().some((n) => n.msg === '已按建议采购量填写 1 行')).toBe(true);
  });
});
