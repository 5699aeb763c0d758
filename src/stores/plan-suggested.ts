/**
 * 采购计划 × 建议采购量 (issue 29 item 2): the plan's matched lines take the 常购清单's suggested
 * quantity of their goods (GET /api/user/cgqd), then the plan is priced again. Lines of goods the store
 * has not bought in 180 days keep their imported quantity.
 */
import { apiGet } from '../client/api';
import { showToast } from './notifier';
import { $choices, reprice } from './purchase-plan';
import type { FrequentList } from '../wire/replenish';

/** Fills the suggested quantities; resolves how many lines changed. */
export async function fillSuggestedQuantities(): Promise<number> {
  let data: FrequentList;
  try {
    data = await apiGet<FrequentList>('/api/user/cgqd');
  } catch {
    return 0; // the API client showed why
  }
  const suggested = new Map(data.list.filter((r) => r.suggested > 0).map((r) => [r.goods_id, r.suggested]));
  let changed = 0;
  const next = Object.fromEntries(
    Object.entries($choices.get()).map(([key, c]) => {
      const n = c.goods_id === null ? undefined : suggested.get(c.goods_id);
      if (n === undefined || n === c.quantity) return [key, c];
      changed += 1;
      return [key, { ...c, quantity: n }];
    }),
  );
  if (changed === 0) {
    showToast('计划中没有需要按建议量调整的常买商品', 'info');
    return 0;
  }
  $choices.set(next);
  await reprice(0);
  showToast(`已按建议采购量填写 ${changed} 行`, 'success');
  return changed;
}
