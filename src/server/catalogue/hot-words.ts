import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { hotWords } from '../db/schema';

/** Hot search words (spec `rnss`) in operator order. */
export async function listHotWords(limit = 10): Promise<string[]> {
  const rows = await (await db()).select().from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id)).limit(limit);
  return rows.map((r) => r.word);
}
