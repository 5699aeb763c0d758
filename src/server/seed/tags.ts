/** The seven promotion tags and which goods carry them. */
import { SEED_NOW } from './constants';
import type { Rng } from './random';
import type { GoodsRow, GoodsTagRow, TagRow } from './types';
import { TAGS } from './data/site';

export function generateTags(): TagRow[] {
  return TAGS.map((t, i) => ({ id: i + 1, name: t.name, describe: t.describe, color: t.color, isShow: true, isLadder: false }));
}

/** Goods created this recently count as 新品. */
export const NEW_GOODS_DAYS = 45;

/** Chance of each promotion tag on a goods row (优 and 新 follow the row's own flags). */
const TAG_CHANCE: Record<string, number> = { 秒: 0.03, 满: 0.12, 换购: 0.03, 赠: 0.05, 特: 0.1 };

export function generateGoodsTags(rng: Rng, tags: TagRow[], goods: GoodsRow[]): GoodsTagRow[] {
  const idOf = (name: string) => tags.find((t) => t.name === name)!.id;
  const newSince = SEED_NOW.getTime() - NEW_GOODS_DAYS * 86_400_000;
  const links: GoodsTagRow[] = [];
  for (const g of goods) {
    if (g.isEphedrine) continue; // 含麻 goods take part in no promotion
    const names: string[] = [];
    if (g.isYoux) names.push('优');
    if (g.createdAt.getTime() >= newSince) names.push('新');
    for (const [name, chance] of Object.entries(TAG_CHANCE)) if (rng.chance(chance)) names.push(name);
    for (const name of names) links.push({ goodsId: g.id, tagId: idOf(name) });
  }
  return links;
}
