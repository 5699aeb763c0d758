/**
 * Page stores of checkout step 2 (核对订单信息) and step 3 (支付订单). Every amount shown is the
 * server's: changing the address or coupon asks the server again (shipping rules are per province).
 * Step 2 makes its idempotency key once per visit, so a double click or a retry after a network
 * error sends the same key and the server answers the same order(s). Made per island (from the
 * server-rendered data), so nothing is shared between requests while the server renders.
 */
import { atom } from 'nanostores';
import { apiGet, apiPost, isApiError } from '../client/api';
import { browserNavigation } from '../client/browser';
import type { CheckoutData, CreditCheck, CreditPaid, OnlinePayStarted, OrderCreated, PayOrderData, PayResult } from '../wire/checkout';
import type { TransferView } from '../wire/transfers';
import { showToast } from './notifier';

/** The server's code for "the amounts changed (price, stock, activity)": the page shows the new ones. */
export const ORDER_PRICE_CHANGED = 30004;

/** Fields of the order form that belong to the address and coupon pickers, not to the order. */
const NOT_ORDER_FIELDS = ['consignee', 'phone', 'province', 'city', 'district', 'detail', 'address_choice', 'coupon_choice'];

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `expiryConfirmed`: goods ids of the near-expiry lines whose 有效期至 the buyer ticked. */
export type CheckoutState = { data: CheckoutData; addressId: number | null; loading: boolean; expiryConfirmed: readonly number[] };
export type Checkout = ReturnType<typeof createCheckout>;

export function createCheckout(initial: CheckoutData, key: string = newKey()) {
  const $checkout = atom<CheckoutState>({ data: initial, addressId: initial.address_id, loading: false, expiryConfirmed: [] });
  const patch = (next: Partial<CheckoutState>) => $checkout.set({ ...$checkout.get(), ...next });

  /** GET /api/order/confirm for an address and coupon (the current coupon unless given). */
  async function reprice(addressId: number | null, couponId: number = $checkout.get().data.coupon_id): Promise<void> {
    patch({ addressId, loading: true });
    try {
      const data = await apiGet<CheckoutData>('/api/order/confirm', { ...(addressId ? { address_id: addressId } : {}), coupon_id: couponId });
      patch({ data });
    } catch {
      // shown by the client
    } finally {
      patch({ loading: false });
    }
  }

  /** A new address was saved: use it. */
  function addressAdded(addressId: number): Promise<void> {
    showToast('地址已添加', 'success');
    return reprice(addressId);
  }

  /**
   * POST /api/order/create with the form's values, the visit's idempotency key and the payable the
   * buyer saw; on success goes to payment. When the server says the amounts changed, the new ones
   * are fetched and shown. Rejects like the client does (the form maps field errors).
   */
  /** No address chosen yet: says so (the order cannot be submitted). */
  function needsAddress(): boolean {
    if ($checkout.get().addressId) return false;
    showToast('请选择收货地址', 'warning');
    return true;
  }

  /** The near-expiry lines of the preview: each must be confirmed before the order is submitted. */
  function nearExpiryLines(): CheckoutData['orders'][number]['lines'] {
    return $checkout
      .get()
      .data.orders.flatMap((d) => d.lines)
      .filter((l) => l.expiry_confirm === 1);
  }

  /** Ticks or unticks the buyer's confirmation of one near-expiry line's 有效期至. */
  function confirmExpiry(goodsId: number, confirmed: boolean): void {
    const rest = $checkout.get().expiryConfirmed.filter((id) => id !== goodsId);
    patch({ expiryConfirmed: confirmed ? [...rest, goodsId] : rest });
  }

  async function submit(form: Record<string, unknown>): Promise<OrderCreated | undefined> {
    if (needsAddress()) return undefined;
    const { data, addressId, expiryConfirmed } = $checkout.get();
    if (nearExpiryLines().some((l) => !expiryConfirmed.includes(l.goods_id))) {
      showToast('请逐一勾选确认近效期商品的有效期', 'warning');
      return undefined;
    }
    const values: Record<string, unknown> = {
      ...form,
      idempotency_key: key,
      address_id: addressId,
      payable: data.payable,
      coupon_id: data.coupon_id,
      expiry_confirm: [...expiryConfirmed],
    };
    for (const name of NOT_ORDER_FIELDS) delete values[name];
    try {
      const created = await apiPost<OrderCreated>('/api/order/create', values);
      browserNavigation.navigate(created.next);
      return created;
    } catch (error) {
      if (isApiError(error) && error.code === ORDER_PRICE_CHANGED) void reprice(addressId);
      throw error;
    }
  }

  return { $checkout, key, reprice, addressAdded, needsAddress, nearExpiryLines, confirmExpiry, submit };
}

// ---- Step 3: paying one order ------------------------------------------------------------------------

/** `online` is the sandbox gateway; `wechat` / `alipay` the real channels the server offers; `transfer` 对公转账. */
export type PayMethod = 'balance' | 'credit' | 'online' | 'wechat' | 'alipay' | 'transfer';
/**
 * `vouchers`: ids of the cash vouchers chosen to pay first (the balance pays the rest). `waiting`: what
 * the buyer now does outside the page — scan the 微信 code, or transfer with the shown 附言.
 */
export type PaymentState = {
  method: PayMethod;
  credit: CreditCheck | null;
  receiverSaved: boolean;
  vouchers: number[];
  waiting?: { qr_svg: string } | { transfer: TransferView };
};
export type Payment = ReturnType<typeof createPayment>;

export function createPayment(order: PayOrderData, initialMethod: PayMethod) {
  const $payment = atom<PaymentState>({ method: initialMethod, credit: null, receiverSaved: Boolean(order.receiver), vouchers: [] });
  const patch = (next: Partial<PaymentState>) => $payment.set({ ...$payment.get(), ...next });

  function choose(method: PayMethod): void {
    patch({ method });
  }

  /** Ticks or unticks a cash voucher; vouchers are paid with the balance, so that method is chosen. */
  function toggleVoucher(id: number, on: boolean): void {
    const now = $payment.get().vouchers.filter((v) => v !== id);
    patch({ vouchers: on ? [...now, id] : now, method: 'balance' });
  }

  /** Whether credit terms can pay this order, asked silently (when credit terms are chosen). */
  function checkCredit(): void {
    apiPost<CreditCheck>('/api/pay/user_credit_create', { order_id: order.id }, { silent: true })
      .then((credit) => patch({ credit }))
      .catch(() => {});
  }

  /** The 含麻 variant: POST /api/order/{id}/receiver with 姓名, 身份证号, 手机号. */
  async function saveReceiver(values: Record<string, unknown>): Promise<void> {
    await apiPost(`/api/order/${order.id}/receiver`, { hm_name: values.hm_name, hm_id_number: values.hm_id_number, hm_phone: values.hm_phone });
    patch({ receiverSaved: true });
  }

  /**
   * Pays with the chosen method: the online gateway page, or balance / credit terms (credit is
   * confirmed with POST /api/pay/user_credit_check) and then step 4. Rejects when it did not pay.
   */
  async function pay(): Promise<void> {
    const { method } = $payment.get();
    if (method === 'transfer') {
      patch({ waiting: { transfer: await apiPost<TransferView>('/api/moneys/transfer', { order_id: order.id }) } });
      return;
    }
    if (method === 'online' || method === 'wechat' || method === 'alipay') {
      const started = await apiPost<OnlinePayStarted>('/api/pay/online_create', { order_id: order.id, channel: method === 'online' ? 'sandbox' : method });
      if (started.qr_svg) patch({ waiting: { qr_svg: started.qr_svg } });
      else browserNavigation.navigate(started.pay_url);
      return;
    }
    let paid: PayResult;
    if (method === 'balance') paid = await apiPost<PayResult>('/api/pay/balance', { order_id: order.id, voucher_ids: $payment.get().vouchers.join(',') });
    else {
      paid = await apiPost<PayResult>('/api/pay/user_credit_pay', { order_id: order.id });
      const check = await apiPost<CreditPaid>('/api/pay/user_credit_check', { order_id: order.id });
      if (!check.paid) throw new Error('not paid');
    }
    showToast('支付成功', 'success');
    browserNavigation.navigate(paid.next);
  }

  /** POST /api/moneys/transfer/{no}/receipt: the bank receipt (image or PDF) of the order's transfer. */
  async function uploadReceipt(file: File): Promise<void> {
    const { waiting } = $payment.get();
    if (!waiting || !('transfer' in waiting)) return;
    const body = new FormData();
    body.set('file', file);
    patch({ waiting: { transfer: await apiPost<TransferView>(`/api/moneys/transfer/${waiting.transfer.transfer_no}/receipt`, body) } });
  }

  return { $payment, choose, toggleVoucher, checkCredit, saveReceiver, pay, uploadReceipt };
}
