/**
 * The order state machine (pure). Statuses and the events that move between them:
 *
 *   pending_payment ──pay──────────▶ paid ──ship──▶ shipped ──receive/deliver──▶ completed
 *         │                            │
 *         ├──cancel (buyer)────────────┼──refund (whole order refunded before shipping)──▶ cancelled
 *         └──expire (30-minute deadline)▶ cancelled
 *
 * Each transition has a guard (who may fire it, what must hold); `decide` answers the target
 * status or the Chinese refusal. The database applies a decision with a conditional UPDATE
 * (`… where status = from`), so a transition happens once even when requests race
 * (src/server/orders/transitions.ts).
 */
import type { OrderStatus } from '../db/schema/orders';

export type OrderEvent = 'pay' | 'cancel' | 'expire' | 'ship' | 'receive' | 'deliver' | 'refund';
export type Actor = 'buyer' | 'operator' | 'system' | 'gateway';

/** Tab labels of the order centre and the status names shown everywhere. */
export const STATUS_TEXT: Record<OrderStatus, string> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '待收货',
  completed: '已完成',
  cancelled: '已取消',
};

export const EVENT_TEXT: Record<OrderEvent, string> = {
  pay: '支付订单',
  cancel: '取消订单',
  expire: '超时未支付，订单自动取消',
  ship: '订单已发货',
  receive: '确认收货',
  deliver: '订单已送达',
  refund: '订单已全额退款',
};

type Facts = {
  status: OrderStatus;
  /** Deadline of an unpaid order. */
  payBefore?: Date;
  /** 含麻 orders must carry the buyer's receipt information before payment. */
  kind?: 'normal' | 'ephedrine' | 'points';
  hasEphedrineReceiver?: boolean;
};

type Rule = {
  from: OrderStatus[];
  to: OrderStatus;
  actors: Actor[];
  guard?: (facts: Facts, now: Date, actor: Actor) => string | null;
};

export const TRANSITIONS: Record<OrderEvent, Rule> = {
  pay: {
    from: ['pending_payment'],
    to: 'paid',
    actors: ['buyer', 'gateway'],
    guard: (f, now, actor) => {
      // The gateway reports money already taken within the deadline: an unswept order still accepts it.
      if (actor !== 'gateway' && f.payBefore && f.payBefore.getTime() <= now.getTime()) return '订单已超过支付期限，请重新下单';
      if (f.kind === 'ephedrine' && !f.hasEphedrineReceiver) return '含麻黄碱类药品订单须先填写收货人身份信息';
      return null;
    },
  },
  cancel: { from: ['pending_payment'], to: 'cancelled', actors: ['buyer', 'operator'] },
  expire: {
    from: ['pending_payment'],
    to: 'cancelled',
    actors: ['system'],
    guard: (f, now) => (f.payBefore && f.payBefore.getTime() > now.getTime() ? '订单尚未超过支付期限' : null),
  },
  ship: { from: ['paid'], to: 'shipped', actors: ['operator'] },
  receive: { from: ['shipped'], to: 'completed', actors: ['buyer'] },
  deliver: { from: ['shipped'], to: 'completed', actors: ['operator', 'system'] },
  refund: { from: ['paid'], to: 'cancelled', actors: ['buyer', 'operator', 'system'] },
};

/** Refusal when an event does not fit the current status (the message names the status). */
function wrongStatus(event: OrderEvent, status: OrderStatus): string {
  switch (event) {
    case 'pay':
      return status === 'cancelled' ? '订单已取消，不能支付' : '订单已支付，请勿重复支付';
    case 'cancel':
      return status === 'cancelled' ? '订单已取消' : `订单${STATUS_TEXT[status]}，不能取消；如需退货请申请售后`;
    case 'expire':
      return '订单不是待付款状态';
    case 'ship':
      return `订单${STATUS_TEXT[status]}，不能发货`;
    case 'receive':
    case 'deliver':
      return status === 'completed' ? '订单已确认收货' : `订单${STATUS_TEXT[status]}，不能确认收货`;
    case 'refund':
      return `订单${STATUS_TEXT[status]}，不能整单退款`;
  }
}

export type Decision = { ok: true; from: OrderStatus; to: OrderStatus } | { ok: false; reason: string };

/** Whether `actor` may fire `event` on an order with these facts, and where it goes. */
export function decide(event: OrderEvent, facts: Facts, actor: Actor, now = new Date()): Decision {
  const rule = TRANSITIONS[event];
  if (!rule.actors.includes(actor)) return { ok: false, reason: '无权执行此操作' };
  if (!rule.from.includes(facts.status)) return { ok: false, reason: wrongStatus(event, facts.status) };
  const refused = rule.guard?.(facts, now, actor) ?? null;
  if (refused) return { ok: false, reason: refused };
  return { ok: true, from: facts.status, to: rule.to };
}

/** Events a buyer can fire now (the buttons of the order centre). */
export function buyerActions(facts: Facts, now = new Date()): OrderEvent[] {
  return (['pay', 'cancel', 'receive'] as const).filter((e) => {
    if (e === 'pay') return TRANSITIONS.pay.from.includes(facts.status) && !(facts.payBefore && facts.payBefore <= now);
    // A paid order not yet shipped is cancelled with a refund (event `refund`), shown as the same 取消订单 button.
    if (e === 'cancel' && facts.status === 'paid') return decide('refund', facts, 'buyer', now).ok;
    return decide(e, facts, 'buyer', now).ok;
  });
}

/** All statuses reachable from `status` (for tests and documentation). */
export function reachable(status: OrderStatus): OrderStatus[] {
  const seen = new Set<OrderStatus>([status]);
  const queue = [status];
  while (queue.length) {
    const s = queue.shift()!;
    for (const rule of Object.values(TRANSITIONS)) {
      if (rule.from.includes(s) && !seen.has(rule.to)) {
        seen.add(rule.to);
        queue.push(rule.to);
      }
    }
  }
  return [...seen];
}

export const TERMINAL: readonly OrderStatus[] = ['completed', 'cancelled'];
