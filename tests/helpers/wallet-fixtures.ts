/**
 * Fixtures of the wallet tests: the wallet APIs for a logged-in TestBrowser, a signed gateway
 * notification, unpaid orders made straight through the order module, and the wallet invariants.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/rows';
import { signParams } from '../../src/server/payments/gateway';
import { createOrders } from '../../src/server/orders/create';
import { GET as moneyConfig } from '../../src/pages/api/moneys/moneyConfig';
import { POST as recharge } from '../../src/pages/api/moneys/recharge';
import { GET as rechargeCheck } from '../../src/pages/api/moneys/recharge_check';
import { GET as money } from '../../src/pages/api/user/user_money';
import { GET as moneyLog } from '../../src/pages/api/user/user_money_log';
import { GET as credit } from '../../src/pages/api/user/user_credit';
import { GET as creditList } from '../../src/pages/api/user/user_credit_list';
import { POST as creditCreate } from '../../src/pages/api/pay/user_credit_create';
import { POST as creditPay } from '../../src/pages/api/pay/user_credit_pay';
import { POST as creditCheck } from '../../src/pages/api/pay/user_credit_check';
import { POST as payBalance } from '../../src/pages/api/pay/balance';
import { GET as coupon } from '../../src/pages/api/user/coupon';
import { GET as couponNum } from '../../src/pages/api/user/couponNum';
import { GET as pointsLog } from '../../src/pages/api/user/points_log';
import { GET as voucherList } from '../../src/pages/api/cash_coupon/list';
import { POST as userRecharge } from '../../src/pages/api/cash_coupon/userRecharge';
import { GET as orderDetail } from '../../src/pages/api/order/[id]';
import { GET as orderList } from '../../src/pages/api/order/list';
import type { TestBrowser } from './accounts-browser';
import { newKey, putInCart, type Buyer } from './orders-fixtures';
import type { GoodsPicker } from './cart-fixtures';

export type Res = { status: number; body: any };

export function walletClient(b: TestBrowser) {
  return {
    moneyConfig: (): Promise<Res> => b.call(moneyConfig, '/api/moneys/moneyConfig'),
    recharge: (amount: unknown): Promise<Res> => b.call(recharge, '/api/moneys/recharge', { body: { amount } as never }),
    rechargeCheck: (tradeNo: string): Promise<Res> => b.call(rechargeCheck, `/api/moneys/recharge_check?trade_no=${tradeNo}`),
    money: (): Promise<Res> => b.call(money, '/api/user/user_money'),
    moneyLog: (query = ''): Promise<Res> => b.call(moneyLog, `/api/user/user_money_log${query}`),
    credit: (): Promise<Res> => b.call(credit, '/api/user/user_credit'),
    creditList: (query = ''): Promise<Res> => b.call(creditList, `/api/user/user_credit_list${query}`),
    repayCreate: (body: Record<string, unknown>): Promise<Res> => b.call(creditCreate, '/api/pay/user_credit_create', { body: body as never }),
    repayPay: (repayNo: unknown): Promise<Res> => b.call(creditPay, '/api/pay/user_credit_pay', { body: { repay_no: repayNo } as never }),
    repayCheck: (repayNo: unknown): Promise<Res> => b.call(creditCheck, '/api/pay/user_credit_check', { body: { repay_no: repayNo } as never }),
    payBalance: (orderId: number, voucherIds: number[] = []): Promise<Res> =>
      b.call(payBalance, '/api/pay/balance', { body: { order_id: orderId, voucher_ids: voucherIds.join(',') } as never }),
    coupons: (query = ''): Promise<Res> => b.call(coupon, `/api/user/coupon${query}`),
    couponNum: (): Promise<Res> => b.call(couponNum, '/api/user/couponNum'),
    points: (query = ''): Promise<Res> => b.call(pointsLog, `/api/user/points_log${query}`),
    vouchers: (query = ''): Promise<Res> => b.call(voucherList, `/api/cash_coupon/list${query}`),
    order: (id: number): Promise<Res> => b.call(orderDetail, `/api/order/${id}`, { params: { id: String(id) } }),
    orders: (query = ''): Promise<Res> => b.call(orderList, `/api/order/list${query}`),
    redeem: (code: unknown): Promise<Res> => b.call(userRecharge, '/api/cash_coupon/userRecharge', { body: { code } as never }),
  };
}

/** The gateway's signed SUCCESS notification of a trade. */
export function notice(tradeNo: string, amount: number): Record<string, string> {
  const n: Record<string, string> = { trade_no: tradeNo, gateway_trade_no: `G${newKey()}`, amount: String(amount), status: 'SUCCESS', notify_time: new Date().toISOString() };
  return { ...n, sign: signParams(n) };
}

/** An unpaid order of `b` for one goods at `price` fen (no coupon); returns its id. */
export async function unpaidOrder(db: Db, pick: GoodsPicker, b: Pick<Buyer, 'actor' | 'storeId' | 'addressId'>, price = 10_000, number = 1): Promise<number> {
  const g = await pick.take({ basePrice: price });
  const line = await putInCart(db, b.storeId, g, number);
  return (await createOrders(b.actor, [line], { idempotencyKey: newKey(), addressId: b.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!.id;
}

/** Points and vouchers invariants for the whole database (crash test, concurrency tests). */
export async function walletInvariants(db: Db) {
  const [p] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from stores s
    where s.points < 0 or (exists (select 1 from points_entries e where e.store_id = s.id)
      and s.points <> (select sum(amount) from points_entries e where e.store_id = s.id))`,
  );
  const [v] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from cash_vouchers v
    where v.remaining < 0 or v.remaining > v.face_value
      or (v.store_id is not null and v.remaining <> coalesce((select sum(amount) from voucher_entries e where e.voucher_id = v.id), 0))
      or (v.store_id is null and exists (select 1 from voucher_entries e where e.voucher_id = v.id))`,
  );
  // Orders paid with vouchers: voucher part + balance part = paid amount.
  const [o] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from orders o
    where exists (select 1 from voucher_entries e where e.ref = 'order:' || o.id and e.kind = 'payment')
      and o.paid_amount <> (select -sum(amount) from voucher_entries e where e.ref = 'order:' || o.id and e.kind = 'payment')
        + coalesce((select -sum(amount) from wallet_entries w where w.ref = 'order:' || o.id and w.kind = 'payment'), 0)`,
  );
  const [t] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from wallet_topups t
    where (t.status = 'succeeded') <> exists (select 1 from wallet_entries w where w.store_id = t.store_id and w.kind = 'recharge' and w.ref = 'topup:' || t.trade_no)`,
  );
  return { pointsMismatch: Number(p!.bad), voucherMismatch: Number(v!.bad), voucherOrderMismatch: Number(o!.bad), topupMismatch: Number(t!.bad) };
}
