/** The order state machine: every allowed transition, every refusal, guards and reachability. */
import { describe, expect, it } from 'vitest';
import { buyerActions, decide, reachable, TERMINAL, TRANSITIONS, type Actor, type OrderEvent } from '../../../src/server/orders/state';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/server/db/schema/orders';

const NOW = new Date('2026-11-21T10:00:00Z');
const LATER = new Date(NOW.getTime() + 10 * 60_000);
const EARLIER = new Date(NOW.getTime() - 1);

const ALLOWED: [OrderEvent, OrderStatus, Actor, OrderStatus][] = [
  ['pay', 'pending_payment', 'buyer', 'paid'],
  ['pay', 'pending_payment', 'gateway', 'paid'],
  ['cancel', 'pending_payment', 'buyer', 'cancelled'],
  ['cancel', 'pending_payment', 'operator', 'cancelled'],
  ['ship', 'paid', 'operator', 'shipped'],
  ['receive', 'shipped', 'buyer', 'completed'],
  ['deliver', 'shipped', 'operator', 'completed'],
  ['refund', 'paid', 'operator', 'cancelled'],
];

describe('order state machine', () => {
  it.each(ALLOWED)('%s from %s by %s → %s', (event, from, actor, to) => {
    expect(decide(event, { status: from, payBefore: LATER }, actor, NOW)).toEqual({ ok: true, from, to });
  });

  it('refuses every event from a status it does not start from, with a Chinese reason', () => {
    for (const [event, rule] of Object.entries(TRANSITIONS) as [OrderEvent, (typeof TRANSITIONS)[OrderEvent]][]) {
      for (const status of ORDER_STATUSES.filter((s) => !rule.from.includes(s))) {
        const d = decide(event, { status, payBefore: LATER }, rule.actors[0]!, NOW);
        expect(d.ok, `${event} from ${status}`).toBe(false);
        if (!d.ok) expect(d.reason).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('a paid order cannot be paid again; a cancelled one cannot be paid', () => {
    expect(decide('pay', { status: 'paid' }, 'buyer', NOW)).toEqual({ ok: false, reason: '订单已支付，请勿重复支付' });
    expect(decide('pay', { status: 'cancelled' }, 'buyer', NOW)).toEqual({ ok: false, reason: '订单已取消，不能支付' });
  });

  it('only the allowed actors may fire an event (the buyer cannot ship or deliver, the system cannot pay)', () => {
    expect(decide('ship', { status: 'paid' }, 'buyer', NOW).ok).toBe(false);
    expect(decide('deliver', { status: 'shipped' }, 'buyer', NOW).ok).toBe(false);
    expect(decide('pay', { status: 'pending_payment', payBefore: LATER }, 'system', NOW).ok).toBe(false);
    expect(decide('refund', { status: 'shipped' }, 'buyer', NOW).ok).toBe(false);
  });

  it('the buyer may cancel a paid order before it ships (refund, issue 31 item 10), not after', () => {
    expect(decide('refund', { status: 'paid' }, 'buyer', NOW)).toEqual({ ok: true, from: 'paid', to: 'cancelled' });
    expect(buyerActions({ status: 'paid' }, NOW)).toContain('cancel');
    expect(buyerActions({ status: 'shipped' }, NOW)).not.toContain('cancel');
  });

  it('the payment deadline: the buyer cannot pay after it, the gateway still can (money already taken), expiry only after it', () => {
    expect(decide('pay', { status: 'pending_payment', payBefore: EARLIER }, 'buyer', NOW)).toMatchObject({ ok: false, reason: expect.stringContaining('超过支付期限') });
    expect(decide('pay', { status: 'pending_payment', payBefore: EARLIER }, 'gateway', NOW).ok).toBe(true);
    expect(decide('expire', { status: 'pending_payment', payBefore: LATER }, 'system', NOW).ok).toBe(false);
    expect(decide('expire', { status: 'pending_payment', payBefore: EARLIER }, 'system', NOW)).toEqual({ ok: true, from: 'pending_payment', to: 'cancelled' });
    expect(decide('expire', { status: 'pending_payment', payBefore: NOW }, 'system', NOW).ok).toBe(true);
  });

  it('a 含麻 order needs the receiver information before payment', () => {
    expect(decide('pay', { status: 'pending_payment', payBefore: LATER, kind: 'ephedrine', hasEphedrineReceiver: false }, 'buyer', NOW)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('含麻'),
    });
    expect(decide('pay', { status: 'pending_payment', payBefore: LATER, kind: 'ephedrine', hasEphedrineReceiver: true }, 'buyer', NOW).ok).toBe(true);
  });

  it('terminal statuses lead nowhere; every status is reachable from pending_payment', () => {
    for (const s of TERMINAL) expect(reachable(s)).toEqual([s]);
    expect(new Set(reachable('pending_payment'))).toEqual(new Set(ORDER_STATUSES));
  });

  it('buyer actions per status', () => {
    expect(buyerActions({ status: 'pending_payment', payBefore: LATER }, NOW)).toEqual(['pay', 'cancel']);
    expect(buyerActions({ status: 'pending_payment', payBefore: EARLIER }, NOW)).toEqual(['cancel']);
    expect(buyerActions({ status: 'paid' }, NOW)).toEqual(['cancel']);
    expect(buyerActions({ status: 'shipped' }, NOW)).toEqual(['receive']);
    expect(buyerActions({ status: 'completed' }, NOW)).toEqual([]);
    expect(buyerActions({ status: 'cancelled' }, NOW)).toEqual([]);
  });
});
