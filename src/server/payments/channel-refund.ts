/**
 * Refunds go back the way the money came (issue 30): after a return of an order paid online is
 * approved (../orders/returns.ts moves no money for `online`), the refund is sent through the channel
 * the payment went through, with the return number as the channel's refund number (out_refund_no /
 * out_request_no), so a retry is the same refund at WeChat Pay or Alipay, never a second one. The
 * sandbox has no account to refund to. The outcome is written on the order's timeline.
 */
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { orderReturns, orders, payments } from '../db/schema';
import { formatYuan } from '../../lib/money';
import { note } from '../orders/transitions';
import { CHANNEL_TEXT, liveChannel, type ChannelId, type PayChannel } from './channel';

export type ChannelRefund = { channel: ChannelId; sent: boolean; ref?: string; error?: string } | null;

export async function refundThroughChannel(returnId: number, pick: (id: ChannelId) => PayChannel | null = liveChannel): Promise<ChannelRefund> {
  const conn = await db();
  const [r] = await conn
    .select({ ret: orderReturns, payMethod: orders.payMethod })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(eq(orderReturns.id, returnId));
  if (!r || r.ret.status !== 'refunded' || r.payMethod !== 'online' || r.ret.refundAmount <= 0) return null;
  const [p] = await conn
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, r.ret.orderId), eq(payments.status, 'succeeded')));
  if (!p) return null;
  const channel = p.channel as ChannelId;
  if (channel === 'sandbox') return { channel, sent: false };
  const adapter = pick(channel);
  const what = `${r.ret.returnNo} 退款 ${formatYuan(r.ret.refundAmount)}`;
  if (!adapter) {
    await note(conn, r.ret.orderId, 'refund', `${what} 需经${CHANNEL_TEXT[channel]}原路退回，但该渠道未配置，请人工处理`, 'system');
    return { channel, sent: false, error: 'channel not configured' };
  }
  try {
    const out = await adapter.refund({ tradeNo: p.tradeNo, refundNo: r.ret.returnNo, amount: r.ret.refundAmount, total: p.amount, reason: r.ret.reason || '退货退款' });
    await note(conn, r.ret.orderId, 'refund', `${what} 已提交${CHANNEL_TEXT[channel]}原路退回（${out.ref || out.status}）`, 'system');
    return { channel, sent: true, ref: out.ref };
  } catch (error) {
    console.error('[pay] channel refund failed:', error);
    await note(conn, r.ret.orderId, 'refund', `${what} 经${CHANNEL_TEXT[channel]}原路退回失败，可重试（同一退款单号不会重复退款）`, 'system');
    return { channel, sent: false, error: String((error as Error).message ?? error) };
  }
}
