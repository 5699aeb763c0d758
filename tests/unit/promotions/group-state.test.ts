/** The 拼团 state machine (pure): joins fill a group, the last seat completes it, the deadline fails it, seats refund once. */
import { describe, expect, it } from 'vitest';
import { canRefundSeat, decideGroup, type GroupFacts } from '../../../src/server/group-buy/state';

const deadline = new Date('2026-11-24T02:00:00Z');
const g = (over: Partial<GroupFacts> = {}): GroupFacts => ({ status: 'open', joined: 1, size: 3, deadline, ...over });
const before = new Date(deadline.getTime() - 1);

describe('group state machine', () => {
  it('join keeps a group open until the last seat, which completes it', () => {
    expect(decideGroup('join', g({ joined: 1 }), before)).toEqual({ ok: true, to: 'open' });
    expect(decideGroup('join', g({ joined: 2 }), before)).toEqual({ ok: true, to: 'succeeded' });
  });
  it('join is refused when full, succeeded, failed or at/after the deadline', () => {
    expect(decideGroup('join', g({ joined: 3 }), before)).toMatchObject({ ok: false, reason: expect.stringContaining('满员') });
    expect(decideGroup('join', g({ status: 'succeeded', joined: 3 }), before)).toMatchObject({ ok: false });
    expect(decideGroup('join', g({ status: 'failed' }), before)).toMatchObject({ ok: false, reason: expect.stringContaining('已结束') });
    expect(decideGroup('join', g(), deadline)).toMatchObject({ ok: false, reason: expect.stringContaining('已结束') });
  });
  it('expire fails an open group only at or after its deadline', () => {
    expect(decideGroup('expire', g(), before)).toMatchObject({ ok: false });
    expect(decideGroup('expire', g(), deadline)).toEqual({ ok: true, to: 'failed' });
    expect(decideGroup('expire', g({ status: 'succeeded', joined: 3 }), deadline)).toMatchObject({ ok: false });
    expect(decideGroup('expire', g({ status: 'failed' }), deadline)).toMatchObject({ ok: false });
  });
  it('a seat refunds only once and only in a failed group', () => {
    expect(canRefundSeat('failed', 'paid')).toBe(true);
    expect(canRefundSeat('failed', 'refunded')).toBe(false);
    expect(canRefundSeat('succeeded', 'paid')).toBe(false);
    expect(canRefundSeat('open', 'paid')).toBe(false);
  });
});
