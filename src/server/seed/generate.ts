/**
 * The demo data set: a pure, deterministic function of (goodsCount, seed). It never reads the
 * clock or an unseeded random source — dates derive from SEED_NOW and randomness from the
 * seeded Rng — so two calls with the same options return deep-equal rows.
 */
import { generateCategories } from './categories';
import { DEFAULT_GOODS_COUNT, DEFAULT_SEED } from './constants';
import { generateHotWords, generateNav, generateNews, generateSiteLinks, generateSiteSettings } from './content';
import { generateFocusBlocks, generateFocusItems } from './focus';
import { generateGoods } from './goods';
import { generateBrands, generateMakers } from './makers';
import { generateAccountManagers, generateMembers, generateMessages } from './members';
import { Rng } from './random';
import { generateGoodsTags, generateTags } from './tags';
import type { DemoData, GenerateOptions } from './types';

/** Below this the shelves, 控销 and combination goods cannot all be filled. */
export const MIN_GOODS_COUNT = 100;

export function generateDemoData(options: GenerateOptions = {}): DemoData {
  const goodsCount = options.goodsCount ?? DEFAULT_GOODS_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(goodsCount) || goodsCount < MIN_GOODS_COUNT) {
    throw new RangeError(`goodsCount must be an integer ≥ ${MIN_GOODS_COUNT}`);
  }
  const rng = new Rng(seed);

  const categories = generateCategories();
  const makers = generateMakers(rng.fork('makers'));
  const { brands, brandOfMaker } = generateBrands(rng.fork('brands'), makers);
  const tags = generateTags();
  const { goods, combinationItems } = generateGoods(rng.fork('goods'), goodsCount, categories, makers, brandOfMaker);
  const goodsTags = generateGoodsTags(rng.fork('goods-tags'), tags, goods);
  const { members, stores } = generateMembers();

  return {
    manufacturers: makers.map((m) => m.row),
    categories: categories.rows,
    brands,
    tags,
    goods,
    goodsTags,
    goodsCombinationItems: combinationItems,
    hotWords: generateHotWords(),
    accountManagers: generateAccountManagers(rng.fork('managers')),
    members,
    stores,
    messages: generateMessages(),
    news: generateNews(rng.fork('news')),
    focusItems: generateFocusItems(categories),
    focusBlocks: generateFocusBlocks(categories, goods, tags, goodsTags),
    navItems: generateNav(),
    siteLinks: generateSiteLinks(),
    siteSettings: generateSiteSettings(),
  };
}
