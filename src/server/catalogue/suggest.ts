/**
 * Search suggestions for the header dropdown (GET /api/goods/search): at most 10, best first, each
 * with the ranges of its text the keyword matched.
 *
 * - type 1 (药品): goods names — goods sharing a name are one suggestion, ranked by their best tier,
 *   then their sales together; a name reached through its trade name or approval number shows it too.
 * - type 2 (厂家): manufacturers with goods the viewer may see, ranked by tier, then goods count.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { visibleGoodsSql } from './visibility';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { highlightRanges } from '../search/highlight';
import { escapeLike, foldText, parseKeyword, type SearchQuery } from '../search/normalize';
import { goodsPinyin } from '../search/pinyin';
import { TIER_NAMES, type Tier } from '../search/ranking';
import type { Suggestion, Suggestions } from '../../wire/search';
import { goodsMatchSql, goodsTierSql, makerMatchSql, makerTierSql } from '../search/sql';
import { searchIndex } from './search-index';
import { eachMatch, indexQuery, visibleTo } from './search-index-walk';
import { FIELD_SEPARATOR } from '../search/normalize';
import { nearMiss, resolveKeyword } from './search-terms';
import { searchNotice } from './search-query';

export const SUGGESTION_LIMIT = 10;

export type { Suggestion, Suggestions } from '../../wire/search';

type NameRow = { name: string; trade: string | null; approval: string | null; tier: number; n: number; top: number };

/** The same grouping as the SQL below, over the in-memory search index (./search-index.ts). */
function drugRowsFromIndex(query: SearchQuery, viewer: Viewer, limit: number): NameRow[] | null {
  const index = searchIndex();
  if (!index) return null;
  const k = query.terms[0]!;
  const q = indexQuery(query);
  // By name id (index.nameIds): a numeric key costs less than the name string on every match.
  const groups: (NameRow & { sales: number; id: number })[] = [];
  const byName: (NameRow & { sales: number; id: number })[] = new Array(index.names);
  const { all, starts, nameIds } = index;
  eachMatch(index, q, (g, tier, row, hits) => {
    if (!visibleTo(g, viewer)) return;
    // The row is \x01 name \x01 trade \x01 approval \x01 … in `all` from starts[row]: which fields the
    // walk's hits of the keyword fall in (searching the row's own text string costs far more).
    const end = starts[row + 1]!;
    const tradeAt = all.indexOf(FIELD_SEPARATOR, starts[row]! + 1);
    const approvalAt = tradeAt === -1 ? -1 : all.indexOf(FIELD_SEPARATOR, tradeAt + 1);
    const pinyinAt = approvalAt === -1 ? -1 : all.indexOf(FIELD_SEPARATOR, approvalAt + 1);
    let inTrade = false;
    let inApproval = false;
    if (pinyinAt !== -1 && pinyinAt < end && hits.count <= hits.at.length) {
      for (let i = 0; i < hits.count; i++) {
        const at = hits.at[i]!;
        if (at > tradeAt && at < approvalAt) inTrade = true;
        else if (at > approvalAt && at < pinyinAt) inApproval = true;
      }
    } else {
      // A row of fewer fields, or more hits than kept: its own text (a term holds no \x01).
      const t = g.text.indexOf(FIELD_SEPARATOR, 1);
      const a = g.text.indexOf(FIELD_SEPARATOR, t + 1);
      const p = g.text.indexOf(FIELD_SEPARATOR, a + 1);
      const hitT = g.text.indexOf(k, t + 1);
      const hitA = g.text.indexOf(k, a + 1);
      inTrade = hitT !== -1 && hitT < a;
      inApproval = hitA !== -1 && hitA < p;
    }
    const trade = inTrade ? g.tradeName : null;
    const approval = inApproval ? g.approvalNo : null;
    const nameId = nameIds[row]!;
    const group = byName[nameId];
    if (!group) {
      groups.push((byName[nameId] = { name: g.name, trade, approval, tier, n: 1, sales: g.sales, id: g.id, top: g.id }));
      return;
    }
    group.n++;
    group.sales += g.sales;
    // The group's goods shown with maker and spec: its best tier's best seller (rows come in sales order).
    if (tier < group.tier) group.top = g.id;
    group.tier = Math.min(group.tier, tier);
    group.id = Math.min(group.id, g.id);
    if (trade !== null && (group.trade === null || trade < group.trade)) group.trade = trade;
    if (approval !== null && (group.approval === null || approval < group.approval)) group.approval = approval;
  });
  return groups.sort((a, b) => a.tier - b.tier || b.sales - a.sales || a.id - b.id).slice(0, limit);
}

/** Maker short name and spec of goods by id. */
async function makerAndSpec(ids: number[]): Promise<Map<number, { maker: string; spec: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; maker: string; spec: string }>(
    await db(),
    sql`select g.id, m.short_name as maker, g.spec from goods g join manufacturers m on m.id = g.manufacturer_id where g.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { maker: r.maker, spec: r.spec }]));
}

/**
 * What a click on a name suggestion searches for: the name, and the typed terms the name does not hold
 * (a maker, a spec, a brand: `布洛芬 天源` → 「布洛芬片 天源」), so picking a suggestion keeps what narrowed it.
 * A term the suggestion shows beside the name (the trade name or approval number it was reached by) is
 * held by the name's goods already: searching the name alone finds them.
 */
function suggestionKeywords(name: string, query: SearchQuery, shown: string | null): string {
  const folded = foldText(name);
  const besides = shown ? foldText(shown) : '';
  const p = goodsPinyin(name);
  const rest = query.terms.filter((t) => !folded.includes(t) && !besides.includes(t) && !p.full.includes(t) && !p.initials.includes(t));
  return [name, ...rest].join(' ');
}

async function drugSuggestions(query: SearchQuery, viewer: Viewer, limit: number): Promise<Suggestion[]> {
  const k = `%${escapeLike(query.terms[0])}%`;
  const rows =
    drugRowsFromIndex(query, viewer, limit) ??
    (await queryRows<NameRow>(
      await db(),
      sql`
    select t.name, min(t.trade) filter (where t.trade_hit) as trade, min(t.approval) filter (where t.approval_hit) as approval,
      min(t.tier)::int as tier, count(*)::int as n, (array_agg(t.id order by t.tier, t.sales desc, t.id))[1] as top
    from (
      select g.id, g.name, g.sales, g.trade_name as trade, g.approval_no as approval,
        split_part(g.search_text, chr(1), 2) like ${k} as trade_hit,
        split_part(g.search_text, chr(1), 3) like ${k} as approval_hit,
        ${goodsTierSql(query, 'g')} as tier
      from goods g where ${visibleGoodsSql(viewer)} and ${goodsMatchSql(query, 'g')}
    ) t
    group by t.name
    order by min(t.tier), sum(t.sales) desc, min(t.id)
    limit ${limit}`,
    ));
  const details = await makerAndSpec(rows.map((r) => Number(r.top)));
  return rows.map((r) => {
    const onName = highlightRanges(r.name, query);
    const detail = details.get(Number(r.top));
    // Reached through the trade name or the approval number rather than the name: show what matched.
    const extra = onName.length === 0 ? (r.trade ?? r.approval) : null;
    const text = extra ? `${r.name}（${extra}）` : r.name;
    return {
      text,
      keywords: suggestionKeywords(r.name, query, extra),
      type: 1 as const,
      count: Number(r.n),
      match: TIER_NAMES[Number(r.tier) as Tier],
      highlight: onName.length ? onName : highlightRanges(text, query),
      ...(detail ? { maker: detail.maker, spec: detail.spec } : {}),
    };
  });
}

async function makerSuggestions(query: SearchQuery, viewer: Viewer, limit: number): Promise<Suggestion[]> {
  const rows = await queryRows<{ id: number; name: string; tier: number; n: number }>(
    await db(),
    sql`
    select m.id, m.name, ${makerTierSql(query, 'm')}::int as tier, count(g.id)::int as n
    from manufacturers m join goods g on g.manufacturer_id = m.id and ${visibleGoodsSql(viewer)}
    where ${makerMatchSql(query, 'm')}
    group by m.id, m.name, m.short_name, m.pinyin_initials
    order by 3, count(g.id) desc, m.id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    text: r.name,
    keywords: r.name,
    type: 2 as const,
    count: Number(r.n),
    match: TIER_NAMES[Number(r.tier) as Tier],
    highlight: highlightRanges(r.name, query),
  }));
}

/** Suggestions for a raw keyword; an empty or white-space keyword has none (and costs no query). */
export async function suggest(raw: string, type: 1 | 2, viewer: Viewer, limit = SUGGESTION_LIMIT): Promise<Suggestions> {
  const query = type === 2 ? parseKeyword(raw) : await resolveKeyword(raw);
  if (!query) return { keywords: '', type, list: [] };
  if (type === 2) return { keywords: query.raw, type, list: await makerSuggestions(query, viewer, limit) };
  let list = await drugSuggestions(query, viewer, limit);
  // The search page's near miss (search-query.ts): nothing found, so a close spelling's goods.
  const close = list.length ? null : await nearMiss(query);
  if (close) list = await drugSuggestions(close, viewer, limit);
  // The page's notice too (an alias applied, a close spelling), when there is something to show.
  const notice = list.length ? searchNotice(close ?? query) : null;
  return { keywords: query.raw, type, list, ...(notice ? { notice } : {}) };
}
