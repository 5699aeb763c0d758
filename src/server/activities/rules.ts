/** How a promotion activity's tiers read on its landing page (pure). */
import { formatYuan } from '../../lib/money';

export type ActivityKind = 'manjian' | 'discount' | 'gift';
export type Tier = { amount: number; value: number };

export const KIND_LABELS: Record<ActivityKind, string> = { manjian: '满减', discount: '满折', gift: '买赠' };

/** 39900 → ¥399, 1990 → ¥19.90, 150000 → ¥1,500 (whole yuan without decimals). */
export function yuan(fen: number): string {
  return formatYuan(fen, { whole: true });
}

/** One line per tier, lowest first: 满¥399减¥20 / 满¥500享9.5折 / 买10赠1. */
export function ruleLines(kind: ActivityKind, tiers: readonly Tier[]): string[] {
  return [...tiers]
    .sort((a, b) => a.amount - b.amount)
    .map((t) => {
      if (kind === 'manjian') return `满${yuan(t.amount)}减${yuan(t.value)}`;
      if (kind === 'discount') return `满${yuan(t.amount)}享${t.value / 10}折`;
      return `买${t.amount}赠${t.value}`;
    });
}

export type ActivityStatus = 'upcoming' | 'running' | 'ended';

export function activityStatus(window: { startsAt: Date; endsAt: Date }, now: Date): ActivityStatus {
  if (now < window.startsAt) return 'upcoming';
  return now > window.endsAt ? 'ended' : 'running';
}

/** The spec's words for a link without a live target (活动暂未开始) and for one not yet started (活动未开始). */
export const STATUS_TEXT: Record<ActivityStatus | 'missing', string> = {
  missing: '活动暂未开始',
  upcoming: '活动未开始',
  running: '活动进行中',
  ended: '活动已结束',
};
