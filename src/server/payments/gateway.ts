/**
 * Online payment through a gateway interface, with a local sandbox gateway standing in for a real
 * one (PAY_GATEWAY=sandbox, the default; PAY_GATEWAY=off hides online payment).
 *
 * 1. `startOnline` records a pending payment (our trade number, the order's amount) and answers the
 *    gateway's cashier URL.
 * 2. The gateway calls back `POST /api/pay/notify` with `trade_no, gateway_trade_no, amount (fen),
 *    status, notify_time` and `sign` = HMAC-SHA256 over `yaocai-pay/notify` and the sorted `k=v` pairs
 *    with the shared key (PAY_SANDBOX_SECRET, else derived from AUTH_SECRET); the cashier address is
 *    signed as `yaocai-pay/cashier`, so neither signature stands in for the other.
 * 3. `handleNotify` verifies the signature (constant time), the amount against the payment, and is
 *    idempotent: the payment row is locked and a repeated callback of a succeeded payment changes
 *    nothing. Balance top-ups (trade numbers CZ…, ../wallet/topup.ts) and credit-bill repayments
 *    (HK…, ../credit/repay.ts) go through the same gateway and callback. Money that arrives for an order that can no longer be paid (cancelled by the deadline,
 *    or paid another way meanwhile) goes back to the buyer's balance, recorded on the ledger.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { payments } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { authSecret } from '../auth/config';
import { fenToYuan, formatYuan } from '../../lib/money';
import { postEntry } from '../wallet/ledger';
import { lockOrder, note } from '../orders/transitions';
import { decide } from '../orders/state';
import { newTradeNo } from '../orders/numbers';
import { ORDER_STATUS, PAY_GATEWAY } from '../orders/errors';
import { settle } from './service';
import { applyTopUp, lockTopUp, topUpOf } from '../wallet/topup';
import { applyRepayment, lockRepayment } from '../credit/repay';
import { creditRepayments } from '../db/schema';
import { gatewayMode, liveChannel, offeredChannels, type ChannelId } from './channel';

/** Whether online payment is offered at all (the sandbox, or configured real channels: ./channel.ts). */
export function gatewayEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return offeredChannels(env).length > 0;
}

/** The channel a buyer asked for, if offered (the first offered one when none was named). */
export function pickChannel(asked?: string): ChannelId {
  const offered = offeredChannels();
  const hit = offered.find((c) => c.id === asked) ?? (asked ? undefined : offered[0]);
  if (!hit) throw new BusinessError(PAY_GATEWAY, offered.length ? '不支持该支付方式' : '暂不支持在线支付');
  return hit.id;
}

/** Where the buyer pays a trade through `channel`. */
export async function payUrl(channel: ChannelId, tradeNo: string, amount: number, subject: string): Promise<{ pay_url: string; qr?: boolean }> {
  if (channel === 'sandbox') return { pay_url: cashierUrl(tradeNo, amount) };
  const live = liveChannel(channel);
  if (!live) throw new BusinessError(PAY_GATEWAY, '不支持该支付方式');
  return live.start({ tradeNo, amount, subject });
}

function key(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.PAY_SANDBOX_SECRET && env.PAY_SANDBOX_SECRET.length >= 16) return Buffer.from(env.PAY_SANDBOX_SECRET, 'utf8');
  return createHmac('sha256', authSecret(env)).update('yaocai/pay-sandbox').digest();
}

/**
 * What a signature is for. The purpose is signed with the parameters, so the cashier address's
 * signature (trade_no, amount) can never pass as a callback's, nor the other way round.
 */
export type SignPurpose = 'notify' | 'cashier';

/** The signature of a parameter set (`purpose`, then every key but `sign`, sorted, `k=v` joined by `&`). */
export function signParams(params: Record<string, string>, purpose: SignPurpose = 'notify'): string {
  const base = Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', key()).update(`yaocai-pay/${purpose}\n${base}`).digest('hex');
}

export function verifySign(params: Record<string, string>, purpose: SignPurpose = 'notify'): boolean {
  const given = Buffer.from(String(params.sign ?? ''), 'utf8');
  const want = Buffer.from(signParams(params, purpose), 'utf8');
  return given.length === want.length && timingSafeEqual(given, want);
}

export type OnlineStart = { trade_no: string; amount: string; pay_url: string; channel: ChannelId; qr?: boolean };

/** POST /api/pay/online_create {order_id}: a pending online payment of my unpaid order and the cashier URL. */
export async function startOnline(storeId: number, orderId: number, now = new Date(), askedChannel?: string): Promise<OnlineStart> {
  const channel = pickChannel(askedChannel);
  const conn = await db();
  const started = await conn.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, storeId);
    const d = decide('pay', { status: order.status, payBefore: order.payBefore, kind: order.kind, hasEphedrineReceiver: !!order.ephedrineReceiver }, 'buyer', now);
    if (!d.ok) throw new BusinessError(ORDER_STATUS, d.reason);
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.method, 'online'), eq(payments.status, 'pending'), eq(payments.channel, channel)))
      .orderBy(desc(payments.id))
      .limit(1);
    const tradeNo = open && open.amount === order.payableAmount ? open.tradeNo : newTradeNo(now);
    if (!open || open.tradeNo !== tradeNo) {
      await tx.insert(payments).values({ orderId: order.id, storeId, method: 'online', amount: order.payableAmount, status: 'pending', tradeNo, channel, createdAt: now });
    }
    return { tradeNo, amount: order.payableAmount, orderNo: order.orderNo };
  });
  // The channel is asked after the commit: the pending payment exists before its callback can arrive.
  const where = await payUrl(channel, started.tradeNo, started.amount, `药采订单 ${started.orderNo}`);
  return { trade_no: started.tradeNo, amount: fenToYuan(started.amount), channel, ...where };
}

/** The sandbox cashier's URL for a trade (signed, so the amount cannot be changed on the way). */
export function cashierUrl(tradeNo: string, amount: number): string {
  if (gatewayMode() !== 'sandbox') throw new BusinessError(PAY_GATEWAY, '暂不支持在线支付');
  const query = { trade_no: tradeNo, amount: String(amount) };
  return `/api/pay/sandbox/checkout?${new URLSearchParams({ ...query, sign: signParams(query, 'cashier') })}`;
}

/** What a trade number pays for: an order (PAY…), a top-up (CZ…) or a bill repayment (HK…). */
export function tradeKind(tradeNo: string): 'order' | 'topup' | 'repay' {
  return tradeNo.startsWith('CZ') ? 'topup' : tradeNo.startsWith('HK') ? 'repay' : 'order';
}

export type NotifyResult = { ok: boolean; outcome: 'paid' | 'duplicate' | 'refunded' | 'rejected'; reason?: string; orderId?: number };

/** The gateway's callback (already parsed into strings). Never throws for bad input: answers the outcome. */
export async function handleNotify(params: Record<string, string>, now = new Date()): Promise<NotifyResult> {
  // A callback always says how the payment ended: without `status` it is not a callback at all.
  if (!params.status) return { ok: false, outcome: 'rejected', reason: 'missing status' };
  if (!verifySign(params, 'notify')) return { ok: false, outcome: 'rejected', reason: 'bad signature' };
  return applyVerified(params, now);
}

/**
 * A callback whose origin was verified (sandbox HMAC, or a channel's signature: ./channel-notify.ts),
 * as `trade_no, gateway_trade_no, amount (fen), status`: pays the order, top-up or repayment once.
 */
export async function applyVerified(params: Record<string, string>, now = new Date(), channel: ChannelId = 'sandbox'): Promise<NotifyResult> {
  if (params.status !== 'SUCCESS') return { ok: true, outcome: 'rejected', reason: `status ${params.status}` };
  const conn = await db();
  const kind = tradeKind(params.trade_no ?? '');
  if (kind !== 'order') {
    return conn.transaction(async (tx) => {
      const row = kind === 'topup' ? await lockTopUp(tx, params.trade_no!) : await lockRepayment(tx, params.trade_no!);
      if (!row || (kind === 'repay' && (row as { method: string }).method !== 'online')) return { ok: false, outcome: 'rejected', reason: 'unknown trade_no' } as NotifyResult;
      // A trade is paid only through the channel it was started with.
      if ((kind === 'topup' ? (row as { channel: string }).channel : 'sandbox') !== channel) return { ok: false, outcome: 'rejected', reason: 'other channel' } as NotifyResult;
      if (String(row.amount) !== params.amount) return { ok: false, outcome: 'rejected', reason: 'amount mismatch' } as NotifyResult;
      if (row.status !== 'pending') return { ok: true, outcome: 'duplicate' } as NotifyResult;
      if (kind === 'topup') await applyTopUp(tx, row as Parameters<typeof applyTopUp>[1], params.gateway_trade_no ?? '', now);
      else await applyRepayment(tx, row as Parameters<typeof applyRepayment>[1], now, params.gateway_trade_no);
      return { ok: true, outcome: 'paid' } as NotifyResult;
    });
  }
  return conn.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.tradeNo, params.trade_no ?? ''))
      .for('update');
    if (!payment || payment.method !== 'online') return { ok: false, outcome: 'rejected', reason: 'unknown trade_no' };
    if (payment.channel !== channel) return { ok: false, outcome: 'rejected', reason: 'other channel' };
    if (String(payment.amount) !== params.amount) return { ok: false, outcome: 'rejected', reason: 'amount mismatch' };
    if (payment.status === 'succeeded' || (payment.status === 'closed' && payment.gatewayTradeNo)) return { ok: true, outcome: 'duplicate', orderId: payment.orderId };
    const order = await lockOrder(tx, payment.orderId, null);
    if (order.status === 'pending_payment' && order.payableAmount === payment.amount) {
      await settle(tx, order, 'online', 'gateway', now, { id: payment.id, gatewayTradeNo: params.gateway_trade_no });
      return { ok: true, outcome: 'paid', orderId: order.id };
    }
    // The order cannot take this money any more: keep the record and give the money back to the balance.
    await tx
      .update(payments)
      .set({ status: 'closed', gatewayTradeNo: params.gateway_trade_no ?? 'unknown', paidAt: now })
      .where(eq(payments.id, payment.id));
    await postEntry(tx, {
      storeId: order.storeId,
      kind: 'refund',
      amount: payment.amount,
      ref: `gateway:${payment.tradeNo}`,
      note: `在线支付到账时订单已${order.status === 'cancelled' ? '取消' : '支付'}，款项退回余额`,
    });
    await note(tx, order.id, 'payment_refunded', `在线支付 ${formatYuan(payment.amount)} 到账时订单已不能支付，已退回余额`, 'system');
    return { ok: true, outcome: 'refunded', orderId: order.id };
  });
}

/**
 * The sandbox gateway's "buyer confirmed" step: the gateway builds and signs the notification and
 * delivers it to our callback (in-process here, the same function `/api/pay/notify` runs). Only the
 * buyer whose payment it is may confirm it in the sandbox.
 */
export async function sandboxConfirm(storeId: number, tradeNo: string, now = new Date()): Promise<NotifyResult & { back: string }> {
  const trade = await tradeOf(tradeNo);
  if (!trade || trade.storeId !== storeId) throw new NotFoundError('支付单不存在');
  const notice: Record<string, string> = {
    trade_no: trade.tradeNo,
    gateway_trade_no: `SBX${Date.now()}${randomBytes(3).toString('hex')}`,
    amount: String(trade.amount),
    status: 'SUCCESS',
    notify_time: now.toISOString(),
  };
  const result = await handleNotify({ ...notice, sign: signParams(notice) }, now);
  return { ...result, back: trade.back };
}

type Trade = { tradeNo: string; storeId: number; amount: number; status: string; back: string; cancel: string; what: string };

/** Any gateway trade by number, with where the buyer returns to afterwards. */
async function tradeOf(tradeNo: string): Promise<Trade | null> {
  const kind = tradeKind(tradeNo);
  const conn = await db();
  if (kind === 'topup') {
    const t = await topUpOf(tradeNo);
    return t ? { tradeNo, storeId: t.storeId, amount: t.amount, status: t.status, back: `/wdqb_yegl?topup=${tradeNo}`, cancel: '/wdqb_yegl', what: '余额充值' } : null;
  }
  if (kind === 'repay') {
    const [r] = await conn.select().from(creditRepayments).where(eq(creditRepayments.repayNo, tradeNo));
    return r && r.method === 'online'
      ? { tradeNo, storeId: r.storeId, amount: r.amount, status: r.status, back: `/wdqb_zqgl?repay=${tradeNo}`, cancel: '/wdqb_zqgl', what: '账期还款' }
      : null;
  }
  const [p] = await conn.select().from(payments).where(eq(payments.tradeNo, tradeNo));
  return p ? { tradeNo, storeId: p.storeId, amount: p.amount, status: p.status, back: `/cart_step4?id=${p.orderId}`, cancel: `/order/info/${p.orderId}`, what: '订单支付' } : null;
}

/** The sandbox cashier's view of a trade (checked signature). */
export async function sandboxTrade(params: Record<string, string>): Promise<Trade | null> {
  if (!verifySign(params, 'cashier')) return null;
  const trade = await tradeOf(params.trade_no ?? '');
  if (!trade || String(trade.amount) !== params.amount) return null;
  return trade;
}
