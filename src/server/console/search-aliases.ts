import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { searchAliases } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';

/**
 * 搜索同义词 in the console (issue 26): a word buyers type (俗名, 旧名, 英文缩写, 商品名) and the name it
 * is searched as. Goods search and the header suggestions read them (catalogue/search-terms.ts); the
 * console's writes invalidate the caches, so a new pair counts at once.
 */
export const searchAliasInput = z.object({
  alias: z.string({ error: '请填写同义词' }).trim().min(1, '请填写同义词').max(20, '同义词最多 20 个字'),
  target: z.string({ error: '请填写对应的药品名' }).trim().min(1, '请填写对应的药品名').max(30, '药品名最多 30 个字'),
});

export async function listSearchAliases() {
  return (await db()).select().from(searchAliases).orderBy(asc(searchAliases.id));
}

export async function addSearchAlias(tx: Tx, input: z.infer<typeof searchAliasInput>) {
  if (input.alias.normalize('NFKC').toLowerCase() === input.target.normalize('NFKC').toLowerCase()) throw new ValidationError({ target: ['同义词与药品名相同'] });
  // One row per folded alias (unique index on yc_fold(alias)): ＶＣ and vc are the same word.
  const [row] = await tx.insert(searchAliases).values(input).onConflictDoNothing().returning();
  if (!row) throw new ValidationError({ alias: ['该同义词已存在'] });
  return row;
}

export async function removeSearchAlias(tx: Tx, id: number) {
  const [row] = await tx.delete(searchAliases).where(eq(searchAliases.id, id)).returning();
  if (!row) throw new NotFoundError('同义词不存在');
  return row;
}
