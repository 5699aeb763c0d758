/**
 * Demo data of the member centre and wallet (issue 12) for the demo store (1), relative to the day
 * the seed runs (bills must be open, not overdue, whenever the demo is started):
 * - two completed credit orders: one with an open bill due in 5 days (待还款, it used a 满3000减120
 *   coupon), one whose bill was repaid from the balance (已还清);
 * - the balance ledger: recharges, a payment, a refund, a 返现 and that repayment (ends at ¥50,000.00);
 * - the points ledger summing to the store's 12,860 points;
 * - an expired coupon, a ¥200 cash voucher, and three unsold voucher codes documented in the README
 *   (DEMO_VOUCHER_CODES) that the demo member can redeem.
 */
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { queryRows } from '../db/rows';
import { isoDate, shanghaiStamp } from '../../lib/time';

/** The demo store's balance at the end of its seeded ledger (¥50,000.00). */
export const DEMO_BALANCE = 5_000_000;

const DAY = 86_400_000;
export const DEMO_VOUCHER_CODES = [
  { code: 'YCXJ2026DEMO0100', value: 10_000 },
  { code: 'YCXJ2026DEMO0200', value: 20_000 },
  { code: 'YCXJ2026DEMO0500', value: 50_000 },
] as const;
export const DEMO_POINTS = 12_860;
/** Orders this module adds to the demo store's history (paid on credit, completed). */
export const DEMO_WALLET_ORDERS = 2;

const H8 = 8 * 3_600_000;
/** `hour` o'clock (Shanghai) `days` days before `now`'s Shanghai day. */
const ago = (now: Date, days: number, hour = 10) => new Date(Math.floor((now.getTime() + H8) / DAY) * DAY - H8 - days * DAY + hour * 3_600_000);
const day = isoDate;
const stamp = shanghaiStamp;

async function demoOrder(tx: Tx, o: { memberId: number; goods: typeof s.goods.$inferSelect; number: number; coupon: number; at: Date; seq: string }) {
  const raw = o.goods.basePrice * o.number;
  const payable = raw - o.coupon;
  const address = { consignee: '张药师', phone: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号 康宁大药房' };
  // Like a real checkout: one submission per order (its idempotency key).
  const [sub] = await tx
    .insert(s.orderSubmissions)
    .values({ storeId: 1, idempotencyKey: `seed-${o.seq}`, createdAt: o.at })
    .returning();
  const [order] = await tx
    .insert(s.orders)
    .values({
      orderNo: `YC${stamp(o.at)}${o.seq}`,
      submissionId: sub!.id,
      storeId: 1,
      memberId: o.memberId,
      status: 'completed',
      goodsAmount: raw,
      couponAmount: o.coupon,
      payableAmount: payable,
      payMethod: 'credit',
      paidAmount: payable,
      address,
      payBefore: new Date(o.at.getTime() + 30 * 60_000),
      paidAt: new Date(o.at.getTime() + 5 * 60_000),
      shippedAt: new Date(o.at.getTime() + DAY),
      completedAt: new Date(o.at.getTime() + 3 * DAY),
      carrier: '顺丰速运',
      trackingNo: `SF${stamp(o.at)}`,
      // The stock the order took, as a checkout records it (the stock ledger reconciles with the lines).
      stockMoves: [{ goodsId: o.goods.id, number: o.number }],
      createdAt: o.at,
      updatedAt: new Date(o.at.getTime() + 3 * DAY),
    })
    .returning();
  await tx.insert(s.orderLines).values({
    orderId: order!.id,
    goodsId: o.goods.id,
    name: o.goods.name,
    spec: o.goods.spec,
    unit: o.goods.unit,
    manufacturer: '',
    approvalNo: o.goods.approvalNo,
    batchNo: o.goods.batchNo,
    expiryDate: o.goods.expiryDate,
    number: o.number,
    unitPrice: o.goods.basePrice,
    rawAmount: raw,
    couponAmount: o.coupon,
    payAmount: payable,
  });
  await tx.insert(s.payments).values({
    orderId: order!.id,
    storeId: 1,
    method: 'credit',
    amount: payable,
    status: 'succeeded',
    tradeNo: `PAY${stamp(o.at)}${o.seq}00`,
    createdAt: o.at,
    paidAt: order!.paidAt,
  });
  await tx.insert(s.orderEvents).values([
    { orderId: order!.id, event: 'pay', fromStatus: 'pending_payment', toStatus: 'paid', note: '账期支付', createdAt: order!.paidAt! },
    { orderId: order!.id, event: 'receive', fromStatus: 'shipped', toStatus: 'completed', note: '买家确认收货', createdAt: order!.completedAt! },
  ]);
  return order!;
}

/** The database's clock: the demo's bills and ledgers are placed relative to the day the seed runs. */
async function dbNow(tx: Tx): Promise<Date> {
  const [row] = await queryRows<{ now: string | Date }>(tx, sql`select now() as now`);
  return new Date(row!.now);
}

export async function insertMemberWalletDemo(tx: Tx, at?: Date): Promise<void> {
  const now = at ?? (await dbNow(tx));
  const [store] = await tx.select({ memberId: s.stores.memberId }).from(s.stores).where(eq(s.stores.id, 1));
  if (!store) return;
  const picks = await tx.select().from(s.goods).where(gt(s.goods.basePrice, 3_000)).orderBy(asc(s.goods.id)).limit(2);
  if (picks.length < 2) return;
  // A coupon used by order A (已使用 tab), and an expired one (已过期 tab).
  const [used, expired] = await tx
    .insert(s.coupons)
    .values([
      { name: '满3000减120', kind: 'amount', threshold: 300_000, value: 12_000, validFrom: ago(now, 40), validTo: new Date(now.getTime() + 60 * DAY) },
      { name: '满800减50', kind: 'amount', threshold: 80_000, value: 5_000, validFrom: ago(now, 60), validTo: ago(now, 3) },
    ])
    .returning();
  const [mc] = await tx
    .insert(s.memberCoupons)
    .values({ storeId: 1, couponId: used!.id, receivedAt: ago(now, 40) })
    .returning();
  await tx.insert(s.memberCoupons).values({ storeId: 1, couponId: expired!.id, receivedAt: ago(now, 60) });

  // Order A: credit bill open, due in 5 days (待还款), paid with the 满3000减120 coupon.
  const atA = ago(now, 25);
  const nA = Math.max(1, Math.ceil(320_000 / picks[0]!.basePrice));
  const a = await demoOrder(tx, { memberId: store.memberId, goods: picks[0]!, number: nA, coupon: 12_000, at: atA, seq: '100001' });
  await tx.update(s.memberCoupons).set({ status: 'used', orderId: a.id, usedAt: atA }).where(eq(s.memberCoupons.id, mc!.id));
  await tx.insert(s.creditBills).values({
    billNo: `ZQ${day(atA).replaceAll('-', '')}10000001`,
    storeId: 1,
    orderId: a.id,
    amount: a.payableAmount,
    dueDate: day(new Date(now.getTime() + 5 * DAY)),
    createdAt: a.paidAt!,
  });

  // Order B: bill repaid from the balance 20 days ago (已还清).
  const atB = ago(now, 50);
  const b = await demoOrder(tx, { memberId: store.memberId, goods: picks[1]!, number: Math.max(1, Math.ceil(120_000 / picks[1]!.basePrice)), coupon: 0, at: atB, seq: '100002' });
  const repaidAt = ago(now, 20, 14);
  const [billB] = await tx
    .insert(s.creditBills)
    .values({
      billNo: `ZQ${day(atB).replaceAll('-', '')}10000002`,
      storeId: 1,
      orderId: b.id,
      amount: b.payableAmount,
      repaidAmount: b.payableAmount,
      status: 'repaid',
      dueDate: day(new Date(atB.getTime() + 30 * DAY)),
      createdAt: b.paidAt!,
      settledAt: repaidAt,
    })
    .returning();
  const repayNo = `HK${stamp(repaidAt)}10000002`;
  await tx
    .insert(s.creditRepayments)
    .values({ repayNo, storeId: 1, billId: billB!.id, amount: b.payableAmount, method: 'balance', status: 'succeeded', createdAt: repaidAt, paidAt: repaidAt });
  await tx.update(s.creditAccounts).set({ used: a.payableAmount }).where(eq(s.creditAccounts.storeId, 1));

  // Balance ledger ending at DEMO_BALANCE.
  const moves: { kind: s.WalletKind; amount: number; ref: string; note: string; at: Date }[] = [
    { kind: 'recharge', amount: 2_000_000, ref: 'seed:recharge-1', note: '对公转账充值', at: ago(now, 60, 12) },
    { kind: 'payment', amount: -185_600, ref: 'seed:order-history-1', note: '历史订单支付', at: ago(now, 45, 9) },
    { kind: 'refund', amount: 12_800, ref: 'seed:return-history-1', note: '退款（历史订单退货）', at: ago(now, 40, 16) },
    { kind: 'cashback', amount: 3_000, ref: 'seed:cashback-1', note: '满返活动返现', at: ago(now, 30, 11) },
    { kind: 'payment', amount: -b.payableAmount, ref: `repay:${repayNo}`, note: `账期还款 ${billB!.billNo}`, at: repaidAt },
  ];
  const before = moves.reduce((sum, m) => sum + m.amount, 0);
  moves.push({ kind: 'recharge', amount: DEMO_BALANCE - before, ref: 'seed:recharge-2', note: '对公转账充值', at: ago(now, 12, 15) });
  let balance = 0;
  await tx.insert(s.walletEntries).values(
    moves.map((m) => {
      balance += m.amount;
      return { storeId: 1, kind: m.kind, amount: m.amount, balanceAfter: balance, ref: m.ref, note: m.note, createdAt: m.at };
    }),
  );

  // Points ledger summing to DEMO_POINTS (stores.points is seeded with it).
  // The points spent in the mall have their points order (积分订单, delivered), like a real redemption.
  const mallAt = ago(now, 55);
  const [bag] = await tx.select().from(s.pointsGoods).where(eq(s.pointsGoods.name, '药采定制帆布袋'));
  const [mall] = await tx
    .insert(s.pointsOrders)
    .values({
      orderNo: `JF${stamp(mallAt)}01`,
      storeId: 1,
      memberId: store.memberId,
      source: 'mall',
      goodsId: bag!.id,
      name: bag!.name,
      quantity: 1,
      points: bag!.points,
      status: 'completed',
      address: { consignee: '张药师', phone: '13800138000', province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 90 号 康宁大药房' },
      carrier: '顺丰速运',
      trackingNo: `SF${stamp(mallAt)}JF`,
      createdAt: mallAt,
      shippedAt: new Date(mallAt.getTime() + DAY),
      completedAt: new Date(mallAt.getTime() + 3 * DAY),
    })
    .returning();
  const earnA = Math.floor(a.payableAmount / 100);
  const earnB = Math.floor(b.payableAmount / 100);
  const points: { kind: s.PointsKind; amount: number; ref: string; note: string; at: Date }[] = [
    { kind: 'adjustment', amount: 2_000, ref: 'seed:welcome', note: '开户赠送积分', at: ago(now, 90) },
    { kind: 'earn', amount: 0, ref: 'seed:history', note: '历史订单完成', at: ago(now, 70) },
    { kind: 'spend', amount: -mall.points, ref: `points-order:${mall.orderNo}`, note: `积分商城兑换 ${mall.name} × 1`, at: mall.createdAt },
    { kind: 'earn', amount: earnB, ref: `order:${b.id}`, note: `订单 ${b.orderNo} 完成`, at: b.completedAt! },
    { kind: 'earn', amount: earnA, ref: `order:${a.id}`, note: `订单 ${a.orderNo} 完成`, at: a.completedAt! },
  ];
  points[1]!.amount = DEMO_POINTS - points.reduce((sum, p) => sum + p.amount, 0);
  let held = 0;
  await tx.insert(s.pointsEntries).values(
    points
      .filter((p) => p.amount !== 0)
      .map((p) => {
        held += p.amount;
        return { storeId: 1, kind: p.kind, amount: p.amount, balanceAfter: held, ref: p.ref, note: p.note, createdAt: p.at };
      }),
  );
  await tx.update(s.stores).set({ points: held }).where(eq(s.stores.id, 1));

  // A voucher held (issued by the operator) and codes to redeem.
  const [v] = await tx
    .insert(s.cashVouchers)
    .values({
      code: 'YCXJ2026SEED0200',
      name: '新店开业现金券 ¥200',
      faceValue: 20_000,
      remaining: 20_000,
      storeId: 1,
      source: 'operator',
      validTo: new Date(now.getTime() + 90 * DAY),
      redeemedAt: ago(now, 8),
      createdAt: ago(now, 8),
    })
    .returning();
  await tx
    .insert(s.voucherEntries)
    .values({ voucherId: v!.id, storeId: 1, kind: 'issue', amount: 20_000, remainingAfter: 20_000, ref: 'seed:welcome', note: v!.name, createdAt: ago(now, 8) });
  await tx.insert(s.cashVouchers).values(
    DEMO_VOUCHER_CODES.map((c) => ({
      code: c.code,
      name: `现金券 ¥${c.value / 100}`,
      faceValue: c.value,
      remaining: c.value,
      source: 'code' as const,
      validTo: new Date(now.getTime() + 365 * DAY),
      createdAt: ago(now, 30),
    })),
  );
}
