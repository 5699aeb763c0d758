/**
 * Operator commands of the orders issue, run by scripts/admin.ts (there is no back office yet):
 *
 *   orders:list [--status paid] [--user demo]           orders, newest first
 *   orders:ship <订单号|id> --carrier 顺丰速运 --tracking SF123
 *   orders:deliver <订单号|id>
 *   orders:expire                                        cancel unpaid orders past their deadline now
 *   returns:list                                         pending returns with the computed refund
 *   returns:approve <退货单号|id>  /  returns:reject <退货单号|id> --reason "原因"
 *   wallet:credit <用户名或手机号> <金额(元)> [--note 备注] [--store 门店ID]
 *   credit:set-limit <用户名或手机号> <额度(元)> [--days 30] [--store 门店ID]
 */
import { asc, desc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { db } from '../db/client';
import { orders, stores } from '../db/schema';
import { memberByName } from '../qualifications/service';
import { formatYuan } from '../../lib/money';
import { fenOf } from '../http/money';
import { credit } from '../wallet/ledger';
import { setCreditLimit, creditSummary } from '../credit/service';
import { deliverOrder, findOrder, shipOrder } from './actions';
import { sweepExpired } from './deadline';
import { STATUS_TEXT } from './state';
import { BusinessError } from '../http/errors';
import { approveReturn, findReturn, pendingReturns, rejectReturn } from './returns';
import { tty } from '../../lib/terminal';

export const ORDER_COMMANDS = [
  'orders:list',
  'orders:ship',
  'orders:deliver',
  'orders:expire',
  'returns:list',
  'returns:approve',
  'returns:reject',
  'wallet:credit',
  'credit:set-limit',
] as const;

export const ORDER_USAGE = `  npm run admin -- orders:list [--status pending_payment|paid|shipped|completed|cancelled] [--user 用户名]
  npm run admin -- orders:ship <订单号或ID> --carrier 承运商 --tracking 运单号
  npm run admin -- orders:deliver <订单号或ID>
  npm run admin -- orders:expire
  npm run admin -- returns:list
  npm run admin -- returns:approve <退货单号或ID>
  npm run admin -- returns:reject <退货单号或ID> --reason "驳回原因"
  npm run admin -- wallet:credit <用户名或手机号> <金额(元)> [--note 备注] [--store 门店ID]
  npm run admin -- credit:set-limit <用户名或手机号> <额度(元)> [--days 账期天数] [--store 门店ID]`;

/** "1000" / "1000.5" / "1000.50" yuan → fen, else null. */
export function parseYuan(text: string | undefined): number | null {
  return text ? fenOf(text, { digits: 9 }) : null;
}

async function storeOf(who: string, storeOption?: string) {
  const member = await memberByName(who);
  if (!member) throw new BusinessError(1, `找不到会员：${who}`);
  const conn = await db();
  const owned = await conn.select().from(stores).where(eq(stores.memberId, member.id)).orderBy(asc(stores.id));
  const wanted = storeOption ? Number(storeOption) : (member.activeStoreId ?? owned[0]?.id);
  const store = owned.find((s) => s.id === wanted);
  if (!store) throw new BusinessError(1, `会员 ${who} 没有门店 ${storeOption ?? ''}`);
  return store;
}

type Out = (line: string) => void;

/** Runs one command; returns the process exit code. */
export async function runOrderCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  out: Out = console.log,
  err: Out = console.error,
  // After a return is approved: the refund through the payment channel (../payments/channel-refund.ts,
  // the same step the console's approve runs; injected because payments sits above orders).
  refundThroughChannel: (returnId: number) => Promise<{ channel: string; sent: boolean; ref?: string; error?: string } | null> = async () => null,
): Promise<number> {
  try {
    switch (command) {
      case 'orders:list': {
        const conn = await db();
        const status = option('status');
        const user = option('user');
        const store = user ? await storeOf(user, option('store')) : null;
        let rows = await conn.select().from(orders).orderBy(desc(orders.id)).limit(50);
        if (status) rows = rows.filter((r) => r.status === status);
        if (store) rows = rows.filter((r) => r.storeId === store.id);
        if (!rows.length) out('没有符合条件的订单。');
        for (const r of rows)
          out(tty`#${r.id}\t${r.orderNo}\t门店${r.storeId}\t${STATUS_TEXT[r.status]}\t${formatYuan(r.payableAmount)}\t${r.payMethod ?? '-'}\t${r.createdAt.toISOString()}`);
        return 0;
      }
      case 'orders:ship': {
        const carrier = option('carrier');
        const tracking = option('tracking');
        if (!positional[0] || !carrier || !tracking) {
          err('✖ 用法：orders:ship <订单号或ID> --carrier 承运商 --tracking 运单号');
          return 1;
        }
        const order = await findOrder(positional[0]);
        if (!order) {
          err(tty`✖ 找不到订单：${positional[0]}`);
          return 1;
        }
        const row = await shipOrder(order.id, carrier, tracking);
        out(tty`订单 ${row.orderNo} 已发货：${carrier} ${tracking}（${STATUS_TEXT[row.status]}）`);
        return 0;
      }
      case 'orders:deliver': {
        const order = positional[0] ? await findOrder(positional[0]) : null;
        if (!order) {
          err(tty`✖ 找不到订单：${positional[0] ?? ''}`);
          return 1;
        }
        const row = await deliverOrder(order.id);
        out(tty`订单 ${row.orderNo} 已送达（${STATUS_TEXT[row.status]}）`);
        return 0;
      }
      case 'orders:expire': {
        out(tty`已取消 ${await sweepExpired()} 笔超时未支付的订单。`);
        return 0;
      }
      case 'returns:list': {
        const rows = await pendingReturns();
        if (!rows.length) out('没有待处理的退货/售后单。');
        // The refund shown is the server's computed amount (price snapshot, pro rata), the one approval pays at most.
        for (const r of rows)
          out(tty`#${r.id}\t${r.returnNo}\t订单${r.orderNo}\t门店${r.storeId}\t${r.kindText}\t应退 ${formatYuan(r.refundAmount)}\t${r.reason}\t${r.lines}\t${r.description}`);
        return 0;
      }
      case 'returns:approve':
      case 'returns:reject': {
        const ret = positional[0] ? await findReturn(positional[0]) : null;
        if (!ret) {
          err(tty`✖ 找不到退货/售后单：${positional[0] ?? ''}`);
          return 1;
        }
        if (command === 'returns:reject') {
          const reason = option('reason')?.trim();
          if (!reason) {
            err('✖ 驳回需要填写原因：--reason "原因"');
            return 1;
          }
          await rejectReturn(ret.id, reason);
          out(tty`${ret.returnNo} 已驳回：${reason}`);
        } else {
          const r = await approveReturn(ret.id);
          const sent = await refundThroughChannel(r.id);
          const how = !sent || sent.channel === 'sandbox' ? '原路退回' : sent.sent ? `已提交渠道原路退回 ${sent.ref ?? ''}`.trim() : `渠道退款未完成：${sent.error ?? ''}，可重试`;
          out(tty`${ret.returnNo} 已同意并退款 ${formatYuan(r.refundAmount)}（${how}）`);
        }
        return 0;
      }
      case 'wallet:credit': {
        const amount = parseYuan(positional[1]);
        if (!positional[0] || !amount) {
          err('✖ 用法：wallet:credit <用户名或手机号> <金额(元)>，金额须大于 0，最多两位小数');
          return 1;
        }
        const store = await storeOf(positional[0], option('store'));
        const balance = await credit(store.id, amount, `topup:${Date.now()}:${randomBytes(4).toString('hex')}`, option('note') ?? '运营充值');
        out(tty`门店${store.id} ${store.company} 充值 ${formatYuan(amount)}，当前余额 ${formatYuan(balance)}`);
        return 0;
      }
      case 'credit:set-limit': {
        const limit = parseYuan(positional[1]);
        const days = option('days') ? Number(option('days')) : undefined;
        if (!positional[0] || limit === null || (days !== undefined && !(Number.isInteger(days) && days >= 1 && days <= 365))) {
          err('✖ 用法：credit:set-limit <用户名或手机号> <额度(元)> [--days 1–365]');
          return 1;
        }
        const store = await storeOf(positional[0], option('store'));
        await setCreditLimit(store.id, limit, days);
        const s = await creditSummary(store.id);
        out(tty`门店${store.id} ${store.company} 账期额度 ${formatYuan(s.credit_limit)}，已用 ${formatYuan(s.used)}，可用 ${formatYuan(s.available)}，账期 ${s.term_days} 天`);
        return 0;
      }
      default:
        return 1;
    }
  } catch (error) {
    if (error instanceof BusinessError) {
      err(tty`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}
