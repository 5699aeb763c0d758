/**
 * The one promotions vocabulary (pure): what a 满减 / 满折 / 买赠 activity is called, how a tier and a
 * discount rate read, and when an activity (or a coupon offer, a lottery, a session) is running.
 * Every surface — cart hints, landing pages, zones, the coupon centre, the console, the lottery —
 * and every test reads these, so a tier or a window reads and behaves the same everywhere.
 */
import { and, gt, gte, lt, lte, type Column, type SQL } from 'drizzle-orm';
import { formatYuan } from '../../lib/money';

export type PromotionKind = 'manjian' | 'discount' | 'gift';
export type PromotionTier = { amount: number; value: number };

/** 满减 / 满折 / 买赠. */
export const PROMOTION_KIND_TEXT: Record<PromotionKind, string> = { manjian: '满减', discount: '满折', gift: '买赠' };

/** 95 → "9.5折", 90 → "9折", 94 → "9.4折" (the percent paid). */
export function rateText(percent: number): string {
  const tenths = percent / 10;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}折`;
}

/** "满¥399减¥20" / "满¥500享9.5折" / "买10赠1" for a tier (amounts in fen, formatted by `yuan`). */
export function tierLabel(kind: PromotionKind, tier: PromotionTier, yuan: (fen: number) => string = formatYuan): string {
  if (kind === 'discount') return `满${yuan(tier.amount)}享${rateText(tier.value)}`;
  if (kind === 'gift') return `买${tier.amount}赠${tier.value}`;
  return `满${yuan(tier.amount)}减${yuan(tier.value)}`;
}

/** "再买¥X 可减¥Y" / "再买¥X 可享9.5折" for the next tier. */
export function nextHintText(kind: PromotionKind, next: { tier: PromotionTier; need: number }, yuan: (fen: number) => string = formatYuan): string {
  if (kind === 'discount') return `再买${yuan(next.need)} 可享${rateText(next.tier.value)}`;
  return `再买${yuan(next.need)} 可减${yuan(next.tier.value)}`;
}

/** One line per tier, lowest first: 满¥399减¥20 / 满¥500享9.5折 / 买10赠1 (landing pages). */
export function ruleLines(kind: PromotionKind, tiers: readonly PromotionTier[]): string[] {
  return [...tiers].sort((a, b) => a.amount - b.amount).map((t) => tierLabel(kind, t));
}

/** Where an instant stands against a window. */
export type WindowState = 'upcoming' | 'running' | 'ended';
export type Window = { startsAt: Date; endsAt: Date };

/**
 * THE window rule: a window is running from its start (included) to its end (excluded),
 * `startsAt <= t < endsAt`. An activity ending at 10:00 is over at 10:00:00 — the next session may
 * start at that very instant, and the database's CHECK `ends_at > starts_at` keeps every window non-empty.
 */
export function windowState(w: Window, t: Date): WindowState {
  if (t < w.startsAt) return 'upcoming';
  return t < w.endsAt ? 'running' : 'ended';
}

export function isRunningAt(w: Window, t: Date): boolean {
  return windowState(w, t) === 'running';
}

/** The same rule in SQL, for a table's start and end columns: `starts <= t and ends > t`. */
export function runningAtSql(starts: Column, ends: Column, t: Date): SQL {
  return and(lte(starts, t), gt(ends, t))!;
}

/** Rows whose instant `column` falls inside the window, by the same rule: `startsAt <= column < endsAt`. */
export function withinWindowSql(column: Column, w: Window): SQL {
  return and(gte(column, w.startsAt), lt(column, w.endsAt))!;
}
