/**
 * The 拼团 state machine (pure). A group is `open` until it has `size` buyers (→ `succeeded`: the
 * members' paid orders proceed to shipping) or its deadline passes first (→ `failed`: every paid
 * seat is refunded to the balance it was paid from). Seats move `paid` → `refunded`, only in a
 * failed group. No other transition exists; ./groups.ts applies these with
 * conditional UPDATEs on the same conditions.
 *
 *   open ──join (joined+1 < size, before deadline)──▶ open
 *   open ──join (joined+1 = size, before deadline)──▶ succeeded
 *   open ──expire (at/after deadline, joined < size)─▶ failed ──▶ each seat: paid ─refund─▶ refunded
 */
import type { GroupStatus } from '../db/schema';

export type GroupFacts = { status: GroupStatus; joined: number; size: number; deadline: Date };
export type GroupEvent = 'join' | 'expire';
export type Decision = { ok: true; to: GroupStatus } | { ok: false; reason: string };

export function decideGroup(event: GroupEvent, g: GroupFacts, now: Date): Decision {
  if (event === 'join') {
    if (g.status === 'succeeded' || g.joined >= g.size) return { ok: false, reason: '该团已满员，请参加其他团或自己开团' };
    if (g.status === 'failed' || now >= g.deadline) return { ok: false, reason: '该团已结束，请参加其他团或自己开团' };
    return { ok: true, to: g.joined + 1 >= g.size ? 'succeeded' : 'open' };
  }
  if (g.status !== 'open') return { ok: false, reason: '只有进行中的团可以失败' };
  if (now < g.deadline) return { ok: false, reason: '未到成团截止时间' };
  return { ok: true, to: 'failed' };
}

export type SeatStatus = 'paid' | 'refunded';
/** A seat is refunded only once, and only when its group failed. */
export function canRefundSeat(group: GroupStatus, seat: SeatStatus): boolean {
  return group === 'failed' && seat === 'paid';
}
