/**
 * Fixtures of the order tests: buyers made straight in the database (approved store, signed
 * contract, drug licence with every business scope, a default address, balance and credit when
 * asked), cart lines put in directly, and the order/pay API wrapped for a TestBrowser.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import type { Db } from '../../src/server/db/client';
import { addresses, cartItems, creditAccounts, goods, members, qualifications, stores } from '../../src/server/db/schema';
import { BUSINESS_SCOPES } from '../../src/server/qualifications/types';
import { postEntry } from '../../src/server/wallet/ledger';
import type { CartActor } from '../../src/server/cart/actor';
import { queryRows } from '../../src/server/db/rows';
import type { TestBrowser } from './accounts-browser';
import { batchInvariants } from './batches-fixtures';

export type Buyer = { actor: CartActor; addressId: number; memberId: number; storeId: number; username: string };

/**
 * The next made buyer's phone number (members.phone is unique): a random start per test file, then
 * one more per buyer. Derived from each call's random tag instead, 1,000 possible numbers made two
 * calls of one file collide now and then.
 */
let nextPhone = randomInt(0, 500_000_000);

/** `n` approved buyers with a default address; optional balance (fen) and credit limit (fen). */
export async function makeBuyers(db: Db, n: number, opts: { balance?: number; creditLimit?: number; province?: string; passwordHash?: string } = {}): Promise<Buyer[]> {
  const tag = randomBytes(3).toString('hex');
  const province = opts.province ?? '浙江省';
  const out: Buyer[] = [];
  const memberRows = await db
    .insert(members)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `b${tag}${i}`,
        phone: `19${String(nextPhone++).padStart(9, '0')}`,
        passwordHash: opts.passwordHash ?? 'x',
        name: `采购员${i}`,
      })),
    )
    .returning({ id: members.id, username: members.username });
  const storeRows = await db
    .insert(stores)
    .values(
      memberRows.map((m, i) => ({
        memberId: m.id,
        company: `测试药房${tag}-${i}`,
        companyType: '单体药店' as const,
        contact: `联系人${i}`,
        province,
        city: '杭州市',
        district: '西湖区',
        address: `测试路 ${i} 号`,
        isPassed: true,
        contractSignedAt: new Date(),
      })),
    )
    .returning({ id: stores.id, memberId: stores.memberId });
  await db.insert(qualifications).values(
    storeRows.map((s) => ({
      storeId: s.id,
      type: 'drug_license' as const,
      number: `浙AA${s.id}`,
      validTo: '2099-12-31',
      scope: [...BUSINESS_SCOPES],
      status: 'approved' as const,
    })),
  );
  const addrRows = await db
    .insert(addresses)
    .values(
      storeRows.map((s, i) => ({
        storeId: s.id,
        consignee: `收货人${i}`,
        phone: '13800138000',
        province,
        city: '杭州市',
        district: '西湖区',
        detail: `测试路 ${i} 号`,
        isDefault: true,
      })),
    )
    .returning({ id: addresses.id, storeId: addresses.storeId });
  for (const s of storeRows) {
    const addr = addrRows.find((a) => a.storeId === s.id)!;
    if (opts.balance) await db.transaction((tx) => postEntry(tx, { storeId: s.id, kind: 'recharge', amount: opts.balance!, ref: `test:${tag}:${s.id}` }));
    if (opts.creditLimit) await db.insert(creditAccounts).values({ storeId: s.id, creditLimit: opts.creditLimit, termDays: 30 });
    out.push({
      actor: { storeId: s.id, memberId: s.memberId, viewer: { storeId: s.id, isPassed: true, companyType: '单体药店', province }, province, isPassed: true },
      addressId: addr.id,
      memberId: s.memberId,
      storeId: s.id,
      username: memberRows.find((m) => m.id === s.memberId)!.username,
    });
  }
  return out;
}

/** Puts a selected line into a store's cart directly; returns the cart line id. */
export async function putInCart(db: Db, storeId: number, goodsId: number, number: number): Promise<number> {
  const [row] = await db
    .insert(cartItems)
    .values({ storeId, goodsId, number, type: 1, isSelected: true })
    .onConflictDoUpdate({ target: [cartItems.storeId, cartItems.goodsId, cartItems.type], set: { number, isSelected: true } })
    .returning({ id: cartItems.id });
  return row!.id;
}

export async function stockOf(db: Db, goodsId: number): Promise<number> {
  const [row] = await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId));
  return row!.stock;
}

/**
 * The invariants of money and stock for the whole database (crash, cluster and concurrency tests),
 * with the batch invariants of issue 24 (tests/helpers/batches-fixtures.ts `batchInvariants`):
 * goods stock = Σ sellable batch stock − reserved, no batch below zero, every shipped unit allocated once.
 */
export async function invariants(db: Db) {
  const [w] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from wallets w
    where w.balance <> coalesce((select sum(amount) from wallet_entries e where e.store_id = w.store_id), 0) or w.balance < 0`,
  );
  const [p] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from orders o
    where o.status in ('paid', 'shipped', 'completed') and o.kind <> 'points'
      and (select count(*) from payments p where p.order_id = o.id and p.status = 'succeeded') <> 1`,
  );
  const [d] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from (select order_id from payments where status = 'succeeded' group by order_id having count(*) > 1) x`,
  );
  const [k] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from (select store_id, idempotency_key from order_submissions group by 1, 2 having count(*) > 1) x`,
  );
  const [n] = await queryRows<{ bad: number }>(db, sql`select count(*)::int as bad from goods where stock < 0`);
  const [c] = await queryRows<{ bad: number }>(
    db,
    sql`
    select count(*)::int as bad from credit_accounts a
    where a.used <> coalesce((select sum(amount - repaid_amount) from credit_bills b where b.store_id = a.store_id and b.status = 'open'), 0)`,
  );
  // Coupon uses = redemptions: used coupons of live orders ↔ live orders carrying a coupon reduction.
  const [u] = await queryRows<{ bad: number }>(
    db,
    sql`
    select ((select count(*) from member_coupons m join orders o on o.id = m.order_id where m.status = 'used' and o.status <> 'cancelled')
      <> (select count(*) from orders where coupon_amount > 0 and status <> 'cancelled'))::int
      + (select count(*) from member_coupons m join orders o on o.id = m.order_id where o.status = 'cancelled')::int as bad`,
  );
  const batches = await batchInvariants(db);
  return {
    walletMismatch: Number(w!.bad),
    paidWithoutOnePayment: Number(p!.bad),
    doublePayments: Number(d!.bad),
    duplicateKeys: Number(k!.bad),
    negativeStock: Number(n!.bad),
    creditMismatch: Number(c!.bad),
    couponMismatch: Number(u!.bad),
    batchStockMismatch: batches.stockMismatch,
    negativeBatches: batches.negativeBatches,
    unallocatedUnits: batches.unallocated,
  };
}

export type Res = { status: number; body: any };

/** Order, pay and money APIs for one logged-in TestBrowser. */
export function orderClient(b: TestBrowser, api: Record<string, APIRoute>) {
  const id = (x: number | string) => ({ params: { id: String(x) } });
  return {
    checkout: (ids: number[]): Promise<Res> => b.call(api.checkout!, '/api/cart/checkout', { body: { ids } as never }),
    confirm: (query = ''): Promise<Res> => b.call(api.confirm!, `/api/order/confirm${query}`),
    create: (body: Record<string, unknown>): Promise<Res> => b.call(api.create!, '/api/order/create', { body: body as never }),
    list: (query = ''): Promise<Res> => b.call(api.list!, `/api/order/list${query}`),
    detail: (x: number | string): Promise<Res> => b.call(api.detail!, `/api/order/${x}`, id(x)),
    cancel: (x: number | string, body: Record<string, unknown> = {}): Promise<Res> =>
      b.call(api.cancel!, `/api/order/${x}/cancel`, { method: 'POST', body: body as never, ...id(x) }),
    receive: (x: number | string): Promise<Res> => b.call(api.receive!, `/api/order/${x}/receive`, { method: 'POST', ...id(x) }),
    buyAgain: (x: number | string): Promise<Res> => b.call(api.buyAgain!, `/api/order/${x}/buy_again`, { method: 'POST', ...id(x) }),
    receiver: (x: number | string, body: Record<string, unknown>): Promise<Res> => b.call(api.receiver!, `/api/order/${x}/receiver`, { body: body as never, ...id(x) }),
    payBalance: (orderId: unknown): Promise<Res> => b.call(api.payBalance!, '/api/pay/balance', { body: { order_id: orderId } as never }),
    creditCreate: (orderId: unknown): Promise<Res> => b.call(api.creditCreate!, '/api/pay/user_credit_create', { body: { order_id: orderId } as never }),
    creditPay: (orderId: unknown): Promise<Res> => b.call(api.creditPay!, '/api/pay/user_credit_pay', { body: { order_id: orderId } as never }),
    creditCheck: (orderId: unknown): Promise<Res> => b.call(api.creditCheck!, '/api/pay/user_credit_check', { body: { order_id: orderId } as never }),
    money: (): Promise<Res> => b.call(api.money!, '/api/user/user_money'),
    moneyLog: (query = ''): Promise<Res> => b.call(api.moneyLog!, `/api/user/user_money_log${query}`),
    credit: (): Promise<Res> => b.call(api.credit!, '/api/user/user_credit'),
    creditList: (query = ''): Promise<Res> => b.call(api.creditList!, `/api/user/user_credit_list${query}`),
  };
}

export const newKey = () => randomBytes(12).toString('hex');
