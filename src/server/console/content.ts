import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { hotWords, navItems } from '../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { isInternalPath } from '../http/safe-next';

/**
 * Content in the console: header navigation (at most 9 top-level entries, counted under a lock so
 * two operators cannot both add the 10th) and search hot words. Banners and news are not here yet.
 */
export const NAV_MAX = 9;
export const CONTENT_LIMIT = 40903;

export const navInput = z.object({
  name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(8, '名称最多 8 个字'),
  url: z.string({ error: '请填写链接' }).trim().max(200).refine(isInternalPath, '链接应为站内路径，以一个 / 开头（不能是 // 或 /\\ 开头的外站地址）'),
  sort: z.coerce.number().int().min(0).max(999).default(0),
  is_open: z
    .union([z.literal('1'), z.literal('0')])
    .default('0')
    .transform(Number),
});
export const hotWordInput = z.object({
  word: z.string({ error: '请填写热词' }).trim().min(1, '请填写热词').max(12, '热词最多 12 个字'),
  sort: z.coerce.number().int().min(0).max(999).default(0),
});

export async function contentLists() {
  const conn = await db();
  const [nav, words] = await Promise.all([
    conn.select().from(navItems).where(isNull(navItems.parentId)).orderBy(asc(navItems.sort), asc(navItems.id)),
    conn.select().from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id)),
  ]);
  return { nav, words };
}

export async function addNav(tx: Tx, input: z.infer<typeof navInput>) {
  await tx.execute(sql`lock table ${navItems} in share row exclusive mode`);
  const [{ n }] = (await tx.select({ n: count() }).from(navItems).where(isNull(navItems.parentId))) as [{ n: number }];
  if (Number(n) >= NAV_MAX) throw new BusinessError(CONTENT_LIMIT, `导航最多 ${NAV_MAX} 项，请先删除一项`);
  const [row] = await tx.insert(navItems).values({ name: input.name, url: input.url, sort: input.sort, isOpen: input.is_open }).returning();
  return row!;
}

export async function removeNav(tx: Tx, id: number) {
  const [row] = await tx.delete(navItems).where(eq(navItems.id, id)).returning();
  if (!row) throw new NotFoundError('导航项不存在');
  await tx.delete(navItems).where(eq(navItems.parentId, id));
  return row;
}

export async function addHotWord(tx: Tx, input: z.infer<typeof hotWordInput>) {
  const [row] = await tx.insert(hotWords).values({ word: input.word, sort: input.sort }).onConflictDoNothing().returning();
  if (!row) throw new ValidationError({ word: ['该热词已存在'] });
  return row;
}

export async function removeHotWord(tx: Tx, id: number) {
  const [row] = await tx.delete(hotWords).where(eq(hotWords.id, id)).returning();
  if (!row) throw new NotFoundError('热词不存在');
  return row;
}
