/**
 * The query a list or search page runs for its keyword (issue 26), the same for its goods, its facet
 * counts and its category counts: a goods keyword (type 1) resolved through the catalogue's lexicon
 * (search-terms.ts: terms, aliases, makers and brands); when it finds nothing the viewer may see,
 * a close spelling that does (near miss). A maker keyword (type 2) is parsed as ever.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { parseKeyword, type SearchQuery } from '../search/normalize';
import { goodsMatchSql } from '../search/sql';
import type { ListParams } from './list-params';
import { searchIndex } from './search-index';
import { eachMatch, indexQuery, visibleTo } from './search-index-walk';
import { nearMiss, resolveKeyword } from './search-terms';
import { visibleGoodsSql } from './visibility';

/** Whether the viewer may see a goods matching the query: from the in-memory index when it is current (a SQL scan of a rare query costs a full pass over goods on every page), else SQL. */
async function anyMatch(query: SearchQuery, viewer: Viewer): Promise<boolean> {
  const index = searchIndex();
  if (index) {
    let found = false;
    eachMatch(index, indexQuery(query), (g) => (found = visibleTo(g, viewer)));
    return found;
  }
  const rows = await queryRows<{ one: number }>(await db(), sql`select 1 as one from goods g where ${visibleGoodsSql(viewer)} and ${goodsMatchSql(query, 'g')} limit 1`);
  return rows.length > 0;
}

export async function searchQueryFor(params: Pick<ListParams, 'keywords' | 'type'>, viewer: Viewer): Promise<SearchQuery | null> {
  if (params.type === 2) return parseKeyword(params.keywords);
  const query = await resolveKeyword(params.keywords);
  if (!query || (await anyMatch(query, viewer))) return query;
  const close = await nearMiss(query);
  return close && (await anyMatch(close, viewer)) ? close : query;
}

/** What the page tells the buyer when it shows other words than the keyword, or null. */
export function searchNotice(query: SearchQuery | null): string | null {
  if (!query?.shown) return null;
  return query.corrected ? `没有找到“${query.raw}”的结果，已为您显示“${query.shown}”的结果` : `已为您显示“${query.shown}”的结果`;
}
