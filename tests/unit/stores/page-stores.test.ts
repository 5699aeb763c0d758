/**
 * The page stores of checkout, payment, the member centre and the shared form helper, against a
 * local HTTP server (the real API client underneath). Fixtures are typed with the wire types.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, configureApi } from '../../../src/client/api';
import { createMessageBox } from '../../../src/stores/account';
import { createCheckout, createPayment, ORDER_PRICE_CHANGED } from '../../../src/stores/checkout';
import { createForm } from '../../../src/stores/form';
import { $toasts, resetNotices } from '../../../src/stores/notifier';
import { $user } from '../../../src/stores/user';
import type { Message } from '../../../src/wire/account';
import type { CheckoutData, PayOrderData } from '../../../src/wire/checkout';
import { recorder } from '../client/support/notifier';
import { ok, startServer, type TestServer } from '../client/support/server';

let server: TestServer;
let location: { assign: ReturnType<typeof vi.fn>; reload: ReturnType<typeof vi.fn>; pathname: string; search: string };

function checkoutData(payable: string, addressId: number | null = 7): CheckoutData {
  return {
    addresses: [],
    address_id: addressId,
    orders: [],
    split: 0,
    has_ephedrine: 0,
    payable,
    invoice_title: '仁心大药房',
    coupons: [],
    coupon_id: 0,
  };
}

const order: PayOrderData = {
  id: 42,
  order_no: 'YC001',
  kind: 'normal',
  status: 'pending_payment',
  status_text: '待付款',
  payable: '120.00',
  pay_before: '2099-01-01T00:00:00Z',
  line_count: 1,
  total_number: 2,
  address_text: '广东省广州市',
  receiver: null,
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  resetNotices();
  const ui = recorder('/cart_step2');
  configureApi({ baseURL: server.baseURL, timeout: 500, notifier: ui.notifier, navigate: ui.navigate, reload: ui.reload });
  location = { assign: vi.fn(), reload: vi.fn(), pathname: '/cart_step2', search: '' };
  vi.stubGlobal('location', location);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (i: number) => new URLSearchParams(server.received[i]!.body);

describe('the form helper', () => {
  it('is busy while the action runs and maps 422 field errors (first message, first path segment)', async () => {
    const form = createForm();
    server.handle(() => ({
      delay: 30,
      status: 422,
      json: { code: 422, message: '手机号格式不正确', errors: { phone: ['手机号格式不正确', '另一个'], 'lines.0.number': ['数量不正确'] } },
    }));
    const run = form.submit(() => apiPost('/api/user/address', {}));
    expect(form.get().busy).toBe(true);
    expect(await run).toBeUndefined();
    expect(form.get()).toEqual({ busy: false, errors: { phone: '手机号格式不正确', lines: '数量不正确' } });
    server.handle(() => ok({ id: 1 }));
    const done = await form.submit(async () => 'saved');
    expect(done).toBe('saved');
    expect(form.get().errors).toEqual({});
  });
});

describe('checkout step 2', () => {
  it('sends the same idempotency key on every submit of a visit, with the payable the buyer saw, then goes to payment', async () => {
    const checkout = createCheckout(checkoutData('99.00'));
    server.handle(() => ({ json: { code: 0, msg: '网络繁忙' }, status: 500 }));
    await expect(checkout.submit({ remark: 'a', consignee: 'x', coupon_choice: '1' })).rejects.toBeTruthy();
    server.handle(() => ok({ orders: [], next: '/cart_step3?id=5' }));
    await checkout.submit({ remark: 'a' });
    const [first, second] = [bodyOf(0), bodyOf(1)];
    expect(first.get('idempotency_key')).toMatch(/^[0-9a-f]{32}$/);
    expect(second.get('idempotency_key')).toBe(first.get('idempotency_key'));
    expect(second.get('payable')).toBe('99.00');
    expect(second.get('address_id')).toBe('7');
    expect(first.has('consignee')).toBe(false);
    expect(first.has('coupon_choice')).toBe(false);
    expect(location.assign).toHaveBeenCalledWith('/cart_step3?id=5');
    expect(createCheckout(checkoutData('1.00')).key).not.toBe(checkout.key);
  });

  it('when the server says the amounts changed, fetches and shows the new ones', async () => {
    const checkout = createCheckout(checkoutData('99.00'));
    server.handle((req) =>
      req.path === '/api/order/create'
        ? { json: { code: ORDER_PRICE_CHANGED, msg: '订单金额已变化（应付 ¥1,099.00），请核对后重新提交', data: null } }
        : ok(checkoutData('1099.00')),
    );
    await expect(checkout.submit({})).rejects.toBeTruthy();
    await vi.waitFor(() => expect(checkout.$checkout.get().data.payable).toBe('1099.00'));
    expect(server.received.map((r) => r.path)).toEqual(['/api/order/create', '/api/order/confirm']);
    expect(new URLSearchParams(server.received[1]!.search).get('address_id')).toBe('7');
    expect(checkout.$checkout.get().loading).toBe(false);
  });

  it('without an address it says so and sends nothing', async () => {
    const checkout = createCheckout(checkoutData('99.00', null));
    expect(checkout.needsAddress()).toBe(true);
    expect(await checkout.submit({})).toBeUndefined();
    expect(server.received).toHaveLength(0);
    expect($toasts.get().map((t) => t.msg)).toContain('请选择收货地址');
  });
});

describe('paying (step 3)', () => {
  it('credit terms: pays, confirms with user_credit_check, then step 4; a check that says unpaid rejects', async () => {
    const payment = createPayment(order, 'credit');
    server.handle((req) => ok(req.path === '/api/pay/user_credit_check' ? { paid: 1 } : { order_id: 42, status: 'paid', next: '/cart_step4?id=42' }));
    await payment.pay();
    expect(server.received.map((r) => r.path)).toEqual(['/api/pay/user_credit_pay', '/api/pay/user_credit_check']);
    expect(location.assign).toHaveBeenCalledWith('/cart_step4?id=42');
    server.handle((req) => ok(req.path === '/api/pay/user_credit_check' ? { paid: 0 } : { order_id: 42, status: 'paid', next: '/x' }));
    await expect(payment.pay()).rejects.toThrow();
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('choosing a method changes it; the credit check fills in what the server says', async () => {
    const payment = createPayment(order, 'balance');
    payment.choose('credit');
    server.handle(() => ok({ can_pay: 0, reason: '账期已逾期', credit: null }));
    payment.checkCredit();
    await vi.waitFor(() => expect(payment.$payment.get().credit?.reason).toBe('账期已逾期'));
    expect(payment.$payment.get().method).toBe('credit');
  });
});

describe('my messages', () => {
  it('reading one or all updates the list, the unread count and the header badge', async () => {
    const list: Message[] = [
      { id: 1, title: 'a', body: 'A', is_read: 0, created_at: '2026-01-01T00:00:00Z' },
      { id: 2, title: 'b', body: 'B', is_read: 0, created_at: '2026-01-02T00:00:00Z' },
    ];
    $user.set({ show: true, message_count: 2 });
    const box = createMessageBox(list, 2);
    server.handle(() => ok({ message_count: 1 }));
    await box.read(list[0]!);
    expect(box.$messages.get().unread).toBe(1);
    expect(box.$messages.get().list.map((m) => m.is_read)).toEqual([1, 0]);
    expect($user.get().message_count).toBe(1);
    await box.read(box.$messages.get().list[0]!); // already read: no request
    expect(server.received).toHaveLength(1);
    server.handle(() => ok(null));
    await box.readAll();
    expect(box.$messages.get()).toMatchObject({ unread: 0 });
    expect($user.get().message_count).toBe(0);
  });
});
