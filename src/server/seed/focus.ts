/** Home-page focus items (banners, top ad, right banners, login image) and goods shelves. */
import { isPlainBuyable } from './combos';
import type { CategoryIndex } from './categories';
import type { FocusBlockRow, FocusItemRow, GoodsRow, GoodsTagRow, TagRow } from './types';

type FocusDef = { position: FocusItemRow['position']; title: string; url: string };

export function generateFocusItems(categories: CategoryIndex): FocusItemRow[] {
  const defs: FocusDef[] = [
    { position: 'banner', title: '药采采购节 全场满3000减200', url: '/mrtj' },
    { position: 'banner', title: '秋冬感冒季 感冒用药集中采购', url: `/list?select=${categories.idOf('gm')}` },
    { position: 'banner', title: '道地中药饮片 产地直采', url: '/zyyp' },
    { position: 'banner', title: '家用医疗器械 新品首发', url: '/qxzq' },
    { position: 'banner', title: '品牌专区 厂家直供 正品保障', url: '/ppzq' },
    { position: 'banner', title: '新人专享 首单包邮', url: '/help_xrzn' },
    { position: 'banner', title: '控销专区 厂家授权 区域保护', url: '/kxzq' },
    { position: 'top', title: '领券中心 满减券天天领', url: '/lqzx' },
    { position: 'right', title: '包邮专区 单品包邮', url: '/yx' },
    { position: 'right', title: '组合专区 组合更优惠', url: '/zhzq' },
    { position: 'right', title: '拼团专区 多店联采', url: '/ptzq' },
    { position: 'login', title: '正品保障 极速配送', url: '' },
  ];
  return defs.map((d, i) => ({
    id: i + 1,
    position: d.position,
    title: d.title,
    image: `/img/banner/${i + 1}.svg`,
    url: d.url,
    sort: i + 1,
    startsAt: null,
    endsAt: null,
    isPublished: true,
  }));
}

const SHELF_SIZE = 10;

/** Top sellers first; tops up from the best sellers overall if the filter finds too few. */
function pickGoods(goods: GoodsRow[], filter: (g: GoodsRow) => boolean, order: (a: GoodsRow, b: GoodsRow) => number): number[] {
  const buyable = goods.filter(isPlainBuyable);
  const chosen = buyable.filter(filter).sort(order).slice(0, SHELF_SIZE);
  const ids = new Set(chosen.map((g) => g.id));
  for (const g of buyable.slice().sort(bySales)) {
    if (ids.size >= SHELF_SIZE) break;
    ids.add(g.id);
  }
  return [...ids];
}

const bySales = (a: GoodsRow, b: GoodsRow) => b.sales - a.sales || a.id - b.id;
const byNewest = (a: GoodsRow, b: GoodsRow) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id;

export function generateFocusBlocks(categories: CategoryIndex, goods: GoodsRow[], tags: TagRow[], goodsTags: GoodsTagRow[]): FocusBlockRow[] {
  const parentOf = new Map(categories.rows.map((c) => [c.id, c.parentId]));
  const inTop = (key: string) => {
    const top = categories.idOf(key);
    return (g: GoodsRow) => g.categoryId === top || parentOf.get(g.categoryId) === top;
  };
  const tagged = (name: string) => {
    const tagId = tags.find((t) => t.name === name)!.id;
    const ids = new Set(goodsTags.filter((l) => l.tagId === tagId).map((l) => l.goodsId));
    return (g: GoodsRow) => ids.has(g.id);
  };
  const shelf = (title: string, subtitle: string, color: string, categoryKey: string | null, filter: (g: GoodsRow) => boolean, moreUrl: string, order = bySales) => ({
    title,
    subtitle,
    color,
    categoryId: categoryKey ? categories.idOf(categoryKey) : null,
    goodsIds: pickGoods(goods, filter, order),
    moreUrl,
  });
  const shelves = [
    shelf('抗感染专区', '头孢 · 青霉素 · 大环内酯', '#1f7a4d', 'kgr', inTop('kgr'), `/list?select=${categories.idOf('kgr')}`),
    shelf('感冒用药', '秋冬常备 · 退热止咳', '#d4380d', 'gm', inTop('gm'), `/list?select=${categories.idOf('gm')}`),
    shelf('心脑血管', '慢病用药 · 长期复购', '#c41d7f', 'xnxg', inTop('xnxg'), `/list?select=${categories.idOf('xnxg')}`),
    shelf('消化系统', '胃肠用药 · 益生菌', '#fa8c16', 'xh', inTop('xh'), `/list?select=${categories.idOf('xh')}`),
    shelf('中药饮片', '道地产区 · 产地直采', '#8c5a2b', 'zy', inTop('zy'), '/zyyp'),
    shelf('医疗器械', '防护 · 检测 · 护理', '#1677ff', 'qx', inTop('qx'), '/qxzq'),
    shelf('每日特价', '限时特价 · 数量有限', '#f5222d', null, tagged('特'), '/mrtj'),
    shelf('新品上市', '新品首发 · 抢先采购', '#389e0d', null, tagged('新'), '/list', byNewest),
  ];
  return shelves.map((s, i) => ({ id: i + 1, ...s, sort: i + 1, isPublished: true }));
}
