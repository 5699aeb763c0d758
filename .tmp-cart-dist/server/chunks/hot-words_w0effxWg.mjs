import { N as hotWords, t as db } from "./client_BXA_sWCA.mjs";
import { asc } from "drizzle-orm";
// src/server/catalogue/hot-words.ts
/** Hot search words (spec `rnss`) in operator order. */
async function listHotWords(limit = 10) {
	return (await (await db()).select().from(hotWords).orderBy(asc(hotWords.sort), asc(hotWords.id)).limit(limit)).map((r) => r.word);
}
export { listHotWords as t };
