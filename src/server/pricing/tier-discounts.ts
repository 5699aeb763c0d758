/**
 * Promotion tiers: 满减 (reach `amount` fen, `value` fen off) and 满折 order discounts (reach
 * `amount` fen, pay `value` percent). Each tier gets a `status` (1 when the activity's eligible
 * selected amount is at least the tier amount); reached tiers are listed first; only the best
 * reached tier of an activity applies; its reduction is shared among the activity's lines.
 * (How a tier reads — 满¥399减¥20, 9.5折 — is the promotions vocabulary, ../promotions/vocabulary.ts.)
 */
import type { Activity, ActivityKind, ActivityTier, TierResult } from './types';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Valid tiers in ascending amount; for one amount the better value wins. Discount rates must be 1–99. */
export function normalizeActivityTiers(kind: ActivityKind, tiers: readonly ActivityTier[]): ActivityTier[] {
  const best = new Map<number, number>();
  for (const t of tiers ?? []) {
    if (!t || !isCount(t.amount) || !isCount(t.value)) continue;
    if (kind === 'discount' && t.value >= 100) continue;
    const had = best.get(t.amount);
    const better = had === undefined ? t.value : kind === 'discount' ? Math.min(had, t.value) : Math.max(had, t.value);
    best.set(t.amount, better);
  }
  return [...best].sort((a, b) => a[0] - b[0]).map(([amount, value]) => ({ amount, value }));
}

/**
 * Tiers with their status, reached ones first. Within each group the ascending order is kept, so
 * the first unreached tier is the next one to aim for.
 */
export function tierStatuses(tiers: readonly ActivityTier[], eligible: number): TierResult[] {
  const withStatus = tiers.map((t) => ({ ...t, status: (eligible >= t.amount ? 1 : 0) as 0 | 1 }));
  return [...withStatus.filter((t) => t.status === 1), ...withStatus.filter((t) => t.status === 0)];
}

/** What a tier takes off `eligible` fen: 满减 its value (never more than the amount), 满折 the unpaid percent (floored payable). */
export function tierReduction(kind: ActivityKind, tier: ActivityTier, eligible: number): number {
  if (eligible <= 0) return 0;
  if (kind === 'manjian') return Math.min(tier.value, eligible);
  if (kind === 'discount') return eligible - Math.floor((eligible * tier.value) / 100);
  return 0;
}

/**
 * The tier that applies: among the reached tiers, the one taking off the most (ties: the higher
 * threshold). For usual data (bigger spend, bigger reward) that is simply the highest reached tier.
 */
export function bestTier(kind: ActivityKind, tiers: readonly ActivityTier[], eligible: number): ActivityTier | null {
  let best: ActivityTier | null = null;
  let bestOff = -1;
  for (const t of tiers) {
    if (eligible < t.amount) continue;
    const off = tierReduction(kind, t, eligible);
    if (off > bestOff || (off === bestOff && best !== null && t.amount > best.amount)) {
      best = t;
      bestOff = off;
    }
  }
  return best;
}

/** The lowest tier not yet reached, with the fen still missing. */
export function nextTier(tiers: readonly ActivityTier[], eligible: number): { tier: ActivityTier; need: number } | null {
  const t = tiers.find((x) => x.amount > eligible);
  return t ? { tier: t, need: t.amount - eligible } : null;
}

/**
 * Splits `total` fen over lines in proportion to their weights: floors, then hands the remaining
 * fen one each to the largest remainders (earlier lines first on ties). The shares sum to
 * min(`amount`, Σ weights) and none exceeds its weight. BigInt keeps amount × weight exact.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  const total = Math.min(amount, sum); // never more than the lines are worth
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const shares = weights.map((w) => (T * BigInt(Math.max(0, w))) / S);
  const remainders = weights.map((w, i) => ({ i, r: (T * BigInt(Math.max(0, w))) % S }));
  let left = total - shares.reduce((s, x) => s + Number(x), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = shares.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    if (weights[i]! <= 0 || out[i]! >= weights[i]!) continue;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

type Coverage = Pick<Activity, 'scope' | 'goodsIds'> & Partial<Pick<Activity, 'kind' | 'excludedGoodsIds'>>;

/**
 * Whether an activity covers a goods. 含麻 goods take part in no promotion. A store-wide 满折 (the
 * 全场94折) leaves out combination packages (already a package price) and the goods its loader lists
 * in `excludedGoodsIds` (those in a running 拼团), so a goods is in one price-changing activity at a time.
 */
export function covers(activity: Coverage, goodsId: number, isEphedrine: boolean, isCombination = false): boolean {
  if (isEphedrine) return false;
  if (activity.scope === 'goods') return activity.goodsIds.includes(goodsId);
  if (activity.kind === 'discount' && isCombination) return false;
  return !activity.excludedGoodsIds?.includes(goodsId);
}

/**
 * The one activity of a kind a goods belongs to: a goods-scoped activity before an all-goods one,
 * then the lowest id. A line therefore joins at most one 满减 and at most one 满折.
 */
export function activityFor<A extends Pick<Activity, 'id'> & Coverage>(activities: readonly A[], goodsId: number, isEphedrine: boolean, isCombination = false): A | null {
  let found: A | null = null;
  for (const a of activities) {
    if (!covers(a, goodsId, isEphedrine, isCombination)) continue;
    if (!found) {
      found = a;
      continue;
    }
    const rank = (x: A) => (x.scope === 'goods' ? 0 : 1);
    if (rank(a) < rank(found) || (rank(a) === rank(found) && a.id < found.id)) found = a;
  }
  return found;
}
