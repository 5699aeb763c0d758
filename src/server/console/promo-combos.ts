import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { goods, goodsCombinationItems } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { CONSOLE_STALE } from './errors';
import { goodsPinyin } from '../search/pinyin';
import { formatYuan } from '../../lib/money';
import { flag, int, name, refuse, rows } from './promo-inputs';
import { yuan } from '../http/money';
import { refuseUnknownGoods } from './promo-overlap';
import { moveStock } from './goods';

/**
 * Combination packages (组合购, goods of type 3 whose parts are in goods_combination_items). A package
 * is made of at least two different plain goods (on sale, not 含麻, not themselves packages) and is
 * priced above 0 and at most what its parts cost bought singly. Its other fields (category, maker,
 * batch, expiry = the earliest part's) follow its parts, like the demo's packages; its stock moves
 * only with a stock-movement row (initial stock here, later on the goods page).
 */
const part = z.object({ goods_id: int('商品编号', 1), number: int('数量', 1, 999) });
export const PART_KEYS = ['goods_id', 'number'];
const fields = {
  name: name('套餐名称'),
  price: yuan('套餐价', { positive: true }),
  parts: rows('套餐商品', PART_KEYS, part, { min: 2, max: 10 }),
  is_on_sale: flag.default(true),
};
const distinct = (v: { parts: { goods_id: number }[] }, ctx: z.RefinementCtx) => {
  if (new Set(v.parts.map((p) => p.goods_id)).size !== v.parts.length) ctx.addIssue({ code: 'custom', path: ['parts'], message: '套餐商品不能重复' });
};
export const comboCreateInput = z.object({ ...fields, stock: int('初始库存', 0, 1_000_000) }).superRefine(distinct);
export const comboEditInput = z.object({ ...fields, version: int('版本', 1) }).superRefine(distinct);

async function resolveParts(tx: Tx, v: { price: number; parts: { goods_id: number; number: number }[] }) {
  const byId = await refuseUnknownGoods(
    tx,
    v.parts.map((p) => p.goods_id),
    'parts',
  );
  const list = v.parts.map((p) => ({ g: byId.get(p.goods_id)!, number: p.number }));
  const bad = list.find(({ g }) => g.type !== 1 || !g.isOnSale || g.isEphedrine);
  if (bad) refuse('parts', `商品 #${bad.g.id} 不能组成套餐（须为在售、非含麻的单品）`);
  const total = list.reduce((s, p) => s + p.g.basePrice * p.number, 0);
  if (v.price > total) refuse('price', `套餐价不能高于单买合计 ${formatYuan(total)}`);
  return { list, total };
}

function derived(name: string, list: Awaited<ReturnType<typeof resolveParts>>['list']) {
  const first = list[0]!.g;
  const pinyin = goodsPinyin(name);
  return {
    name,
    kind: first.kind,
    categoryId: first.categoryId,
    manufacturerId: first.manufacturerId,
    spec: `组合装：${list.map((p) => `${p.g.name}×${p.number}`).join('+')}`,
    rxClass: (['Rx', 'OTC甲', 'OTC乙'] as const).find((c) => list.some((p) => p.g.rxClass === c)) ?? null,
    retailPrice: list.reduce((s, p) => s + p.g.retailPrice * p.number, 0),
    batchNo: `ZH${first.batchNo}`,
    productionDate: list
      .map((p) => p.g.productionDate)
      .sort()
      .at(-1)!,
    expiryDate: list.map((p) => p.g.expiryDate).sort()[0]!,
    pinyinFull: pinyin.full,
    pinyinInitials: pinyin.initials,
  };
}

export async function createCombo(tx: Tx, v: z.infer<typeof comboCreateInput>, operatorId: number) {
  const { list } = await resolveParts(tx, v);
  const [row] = await tx
    .insert(goods)
    .values({ ...derived(v.name, list), type: 3, unit: '套', basePrice: v.price, casePack: 20, isOnSale: v.is_on_sale, stock: 0 })
    .returning({ id: goods.id });
  await tx.insert(goodsCombinationItems).values(list.map((p) => ({ comboId: row!.id, goodsId: p.g.id, number: p.number })));
  if (v.stock > 0) await moveStock(tx, row!.id, v.stock, '组合套餐建立', operatorId);
  return { id: row!.id, after: { ...v, id: row!.id } };
}

/** Edits a package (version-checked like every goods edit: a second editor is told it changed). */
export async function editCombo(tx: Tx, id: number, v: z.infer<typeof comboEditInput>) {
  const [before] = await tx
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.type, 3)))
    .for('update');
  if (!before) throw new NotFoundError('套餐不存在');
  if (before.version !== v.version) throw new BusinessError(CONSOLE_STALE, `该套餐已被他人修改（当前版本 ${before.version}），请刷新后重新编辑`, 409);
  const { list } = await resolveParts(tx, v);
  const oldParts = await tx.select().from(goodsCombinationItems).where(eq(goodsCombinationItems.comboId, id));
  await tx
    .update(goods)
    .set({ ...derived(v.name, list), basePrice: v.price, isOnSale: v.is_on_sale, version: sql`${goods.version} + 1` })
    .where(eq(goods.id, id));
  await tx.delete(goodsCombinationItems).where(eq(goodsCombinationItems.comboId, id));
  await tx.insert(goodsCombinationItems).values(list.map((p) => ({ comboId: id, goodsId: p.g.id, number: p.number })));
  return { before: { name: before.name, price: before.basePrice, isOnSale: before.isOnSale, parts: oldParts }, after: v };
}

export async function comboList() {
  const conn = await db();
  const list = await conn.select().from(goods).where(eq(goods.type, 3)).orderBy(desc(goods.id)).limit(60);
  if (!list.length) return [];
  const parts = await conn
    .select({ part: goodsCombinationItems, name: goods.name, basePrice: goods.basePrice })
    .from(goodsCombinationItems)
    .innerJoin(goods, eq(goods.id, goodsCombinationItems.goodsId))
    .where(
      inArray(
        goodsCombinationItems.comboId,
        list.map((c) => c.id),
      ),
    )
    .orderBy(asc(goodsCombinationItems.goodsId));
  return list.map((c) => ({ ...c, parts: parts.filter((p) => p.part.comboId === c.id).map((p) => ({ ...p.part, name: p.name, basePrice: p.basePrice })) }));
}
