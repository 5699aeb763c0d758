/**
 * 我的清单: lists a store keeps by name (常购清单). Every read and write is filtered by the store: a
 * list id of another store is a 404, never a leak. At most {@link MAX_LISTS} lists and {@link MAX_ITEMS}
 * goods per list; a name is unique within the store (the unique index answers a race).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { buyerListItems, buyerLists, goods } from '../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import type { Viewer } from '../auth/viewer';
import { goodsByIds } from '../catalogue/goods-query';
import { goodsView } from '../catalogue/goods-view';
import type { BuyerList } from '../../wire/replenish';

export const MAX_LISTS = 20;
export const MAX_ITEMS = 200;
/** Too many lists or goods in a list. */
export const LIST_FULL = 42901;

const taken = (error: unknown) => /buyer_lists_store_name_idx|unique/i.test(String((error as { cause?: unknown })?.cause ?? error));
const sameName = () => new ValidationError({ name: ['已有同名清单，请换一个名称'] });

/** The store's lists with their goods (today's view for this viewer), oldest list first. */
export async function buyerListsOf(viewer: Viewer & { storeId: number }): Promise<BuyerList[]> {
  const conn = await db();
  const lists = await conn.select({ id: buyerLists.id, name: buyerLists.name }).from(buyerLists).where(eq(buyerLists.storeId, viewer.storeId)).orderBy(asc(buyerLists.id));
  if (lists.length === 0) return [];
  const items = await conn
    .select({ listId: buyerListItems.listId, goodsId: buyerListItems.goodsId, name: goods.name })
    .from(buyerListItems)
    .innerJoin(goods, eq(goods.id, buyerListItems.goodsId))
    .where(
      inArray(
        buyerListItems.listId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(buyerListItems.addedAt), asc(buyerListItems.goodsId));
  const views = new Map((await goodsByIds([...new Set(items.map((i) => i.goodsId))], viewer)).map((g) => [g.id, goodsView(g, viewer)]));
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    items: items.filter((i) => i.listId === l.id).map((i) => ({ goods_id: i.goodsId, name: i.name, goods: views.get(i.goodsId) ?? null })),
  }));
}

export async function createList(storeId: number, name: string): Promise<{ id: number; name: string }> {
  const conn = await db();
  const [{ n } = { n: 0 }] = await conn.select({ n: count() }).from(buyerLists).where(eq(buyerLists.storeId, storeId));
  if (Number(n) >= MAX_LISTS) throw new BusinessError(LIST_FULL, `最多保存 ${MAX_LISTS} 个清单，请先删除不用的清单`);
  try {
    const [row] = await conn.insert(buyerLists).values({ storeId, name }).returning({ id: buyerLists.id, name: buyerLists.name });
    return row!;
  } catch (error) {
    if (taken(error)) throw sameName();
    throw error;
  }
}

export async function renameList(storeId: number, id: number, name: string): Promise<void> {
  try {
    const rows = await (
      await db()
    )
      .update(buyerLists)
      .set({ name })
      .where(and(eq(buyerLists.id, id), eq(buyerLists.storeId, storeId)))
      .returning({ id: buyerLists.id });
    if (rows.length === 0) throw new NotFoundError('清单不存在');
  } catch (error) {
    if (taken(error)) throw sameName();
    throw error;
  }
}

export async function deleteList(storeId: number, id: number): Promise<void> {
  const rows = await (
    await db()
  )
    .delete(buyerLists)
    .where(and(eq(buyerLists.id, id), eq(buyerLists.storeId, storeId)))
    .returning({ id: buyerLists.id });
  if (rows.length === 0) throw new NotFoundError('清单不存在');
}

/** Locks the store's list row (owner check and a bound on concurrent adds), or 404. */
async function ownList(tx: Tx, storeId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: buyerLists.id })
    .from(buyerLists)
    .where(and(eq(buyerLists.id, id), eq(buyerLists.storeId, storeId)))
    .for('update');
  if (!row) throw new NotFoundError('清单不存在');
}

/** Adds goods to the list (those already in it stay); returns how many goods it now holds. */
export async function addToList(storeId: number, id: number, goodsIds: readonly number[]): Promise<number> {
  return (await db()).transaction(async (tx) => {
    await ownList(tx, storeId, id);
    const known = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.id, [...goodsIds]));
    if (known.length !== new Set(goodsIds).size) throw new ValidationError({ goods_ids: ['有商品不存在'] });
    await tx
      .insert(buyerListItems)
      .values(known.map((g) => ({ listId: id, goodsId: g.id })))
      .onConflictDoNothing();
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(buyerListItems).where(eq(buyerListItems.listId, id));
    if (Number(n) > MAX_ITEMS) throw new BusinessError(LIST_FULL, `一个清单最多 ${MAX_ITEMS} 种商品`);
    return Number(n);
  });
}

export async function removeFromList(storeId: number, id: number, goodsIds: readonly number[]): Promise<number> {
  return (await db()).transaction(async (tx) => {
    await ownList(tx, storeId, id);
    await tx.delete(buyerListItems).where(and(eq(buyerListItems.listId, id), inArray(buyerListItems.goodsId, [...goodsIds])));
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(buyerListItems).where(eq(buyerListItems.listId, id));
    return Number(n);
  });
}
