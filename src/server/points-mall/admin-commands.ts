/**
 * Operator commands for points orders (`npm run admin -- points-orders:…`): list, ship with carrier
 * and tracking number, mark delivered, cancel (points, cash and stock go back).
 */
import { eq, or } from 'drizzle-orm';
import { db } from '../db/client';
import { pointsOrders } from '../db/schema';
import { BusinessError } from '../http/errors';
import { formatYuan } from '../../lib/money';
import { allPointsOrders, isPointsStatus, POINTS_STATUS_TEXT } from './query';
import { cancelPointsOrder, completePointsOrder, shipPointsOrder } from './redeem';

type Out = (line: string) => void;

export const POINTS_COMMANDS = ['points-orders:list', 'points-orders:ship', 'points-orders:deliver', 'points-orders:cancel'] as const;
export const POINTS_USAGE = `  npm run admin -- points-orders:list [--status pending_shipment|shipped|completed|cancelled]
  npm run admin -- points-orders:ship <积分订单号或ID> --carrier 承运商 --tracking 运单号
  npm run admin -- points-orders:deliver <积分订单号或ID>
  npm run admin -- points-orders:cancel <积分订单号或ID>     （积分、现金和库存退回）`;

async function findPointsOrder(key: string) {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : -1;
  const [row] = await (
    await db()
  )
    .select()
    .from(pointsOrders)
    .where(or(eq(pointsOrders.id, id), eq(pointsOrders.orderNo, key)));
  return row;
}

export async function runPointsCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  try {
    if (command === 'points-orders:list') {
      const status = option('status');
      if (status && !isPointsStatus(status)) {
        err(`✖ 未知状态：${status}`);
        return 1;
      }
      const rows = await allPointsOrders(isPointsStatus(status) ? status : undefined);
      if (!rows.length) out('没有符合条件的积分订单。');
      for (const r of rows) {
        out(
          `#${r.id}\t${r.orderNo}\t门店${r.storeId}\t${POINTS_STATUS_TEXT[r.status]}\t${r.name} × ${r.quantity}\t${r.points} 积分${r.cash ? ` + ${formatYuan(r.cash)}` : ''}\t${r.source === 'lottery' ? '抽奖奖品' : '积分兑换'}\t${r.createdAt.toISOString()}`,
        );
      }
      return 0;
    }
    const order = positional[0] ? await findPointsOrder(positional[0]) : undefined;
    if (!order) {
      err(`✖ 找不到积分订单：${positional[0] ?? ''}`);
      return 1;
    }
    if (command === 'points-orders:ship') {
      const carrier = option('carrier');
      const tracking = option('tracking');
      if (!carrier || !tracking) {
        err('✖ 用法：points-orders:ship <积分订单号或ID> --carrier 承运商 --tracking 运单号');
        return 1;
      }
      const row = await shipPointsOrder(order.id, carrier, tracking);
      out(`积分订单 ${row.orderNo} 已发货：${carrier} ${tracking}`);
    } else if (command === 'points-orders:deliver') {
      const row = await completePointsOrder(undefined, order.id);
      out(`积分订单 ${row.orderNo} 已送达（${POINTS_STATUS_TEXT[row.status]}）`);
    } else if (command === 'points-orders:cancel') {
      const row = await cancelPointsOrder(undefined, order.id);
      out(`积分订单 ${row.orderNo} 已取消，退回 ${row.points} 积分${row.cash ? `、${formatYuan(row.cash)}` : ''}`);
    } else {
      err(`✖ 未知命令：${command}`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof BusinessError) {
      err(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}
