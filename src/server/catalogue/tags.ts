import { asc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { tags } from '../db/schema';

export type TagOption = { id: number; name: string; color: string; describe: string };

/** The shown promotion tags (优 秒 满 换购 赠 特 新) with their colours, for the list filter. */
export async function listTags(): Promise<TagOption[]> {
  return (await db()).select({ id: tags.id, name: tags.name, color: tags.color, describe: tags.describe }).from(tags).where(eq(tags.isShow, true)).orderBy(asc(tags.id));
}
