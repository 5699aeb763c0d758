/**
 * Loads a DemoData set into the database: one transaction, multi-row inserts of at most
 * 500 rows (well under PostgreSQL's 65 535 bind parameters even for the wide goods table),
 * then every serial sequence moved past the explicit ids. Works on PGlite and postgres-js.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { goodsPinyin, pinyinInitials } from '../search/pinyin';
import type { Db, Tx } from '../db/client';
import { queryRows } from '../db/rows';
import * as s from '../db/schema';
import { generateDemoData } from './generate';
import { insertAccountDemo } from './accounts';
import { insertPromotionDemo } from './promotions';
import { insertPriceActivityDemo } from './price-activities';
import { insertSelfServiceDemo } from './selfservice';
import { insertWalletDemo } from './wallet';
import { insertScopedCouponDemo } from './scoped-coupons';
import { insertOperatorDemo } from './operators';
import { insertLotteryDemo, insertPointsGoods } from './lottery';
import { SEARCH_ALIASES } from './data/search-aliases';
import { insertBatchDemo } from './batches';
import { insertFirstSaleDemo } from './first-sale';
import type { DemoData } from './types';

const CHUNK = 500;

/** Each DemoData key with its table, in insertion order (parents before children). */
const TABLES: { [K in keyof DemoData]: PgTable } = {
  manufacturers: s.manufacturers,
  categories: s.categories,
  brands: s.brands,
  tags: s.tags,
  goods: s.goods,
  goodsTags: s.goodsTags,
  goodsCombinationItems: s.goodsCombinationItems,
  hotWords: s.hotWords,
  accountManagers: s.accountManagers,
  members: s.members,
  stores: s.stores,
  messages: s.messages,
  news: s.news,
  focusItems: s.focusItems,
  focusBlocks: s.focusBlocks,
  navItems: s.navItems,
  siteLinks: s.siteLinks,
  siteSettings: s.siteSettings,
};

/** Tables whose `id` is a serial filled explicitly by the seed. */
const SERIAL_TABLES = [
  'manufacturers',
  'categories',
  'brands',
  'tags',
  'goods',
  'hot_words',
  'account_managers',
  'members',
  'stores',
  'messages',
  'news',
  'focus_items',
  'focus_blocks',
  'nav_items',
  'site_links',
] as const;

/** Fills pinyin keys a caller-supplied data set left empty (the generator already computes them). */
function withPinyin(data: DemoData): DemoData {
  return {
    ...data,
    manufacturers: data.manufacturers.map((m) => (m.pinyinInitials ? m : { ...m, pinyinInitials: pinyinInitials(m.name) })),
    goods: data.goods.map((g) => {
      if (g.pinyinInitials && g.pinyinFull) return g;
      const p = goodsPinyin(g.name, g.tradeName);
      return { ...g, pinyinFull: p.full, pinyinInitials: p.initials };
    }),
  };
}

/** Empties every table of the application schema (not drizzle's migration journal, which lives in schema `drizzle`). */
async function truncateAll(tx: Tx): Promise<void> {
  const tables = await queryRows<{ name: string }>(tx as unknown as Db, sql`select quote_ident(tablename) as name from pg_tables where schemaname = current_schema()`);
  if (tables.length === 0) return;
  // The audit log refuses TRUNCATE (a statement trigger); the reset, run by the tables' owner, lifts it for this one statement.
  await tx.execute(sql`alter table audit_log disable trigger audit_log_no_truncate`);
  await tx.execute(sql.raw(`truncate table ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
  await tx.execute(sql`alter table audit_log enable trigger audit_log_no_truncate`);
}

async function insertRows(tx: Tx, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // The rows are typed per table in DemoData; the map above loses that link, hence the cast.
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

async function bumpSequences(tx: Tx): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from ${table}`));
  }
}

/**
 * Inserts the demo data. With `reset`, first empties all application tables; without it the
 * tables are expected to be empty (explicit ids would collide otherwise).
 */
export async function seedDatabase(db: Db, data: DemoData = generateDemoData(), { reset = false }: { reset?: boolean } = {}): Promise<void> {
  const rows = withPinyin(data);
  await db.transaction(async (tx) => {
    if (reset) await truncateAll(tx);
    for (const key of Object.keys(TABLES) as (keyof DemoData)[]) {
      await insertRows(tx, TABLES[key], rows[key]);
    }
    await bumpSequences(tx);
    await insertAccountDemo(tx); // accounts issue: certificates, address, contract signature
    await insertPromotionDemo(tx, rows); // cart issue: promotions and shipping rules
    await insertPointsGoods(tx); // lottery issue: the points mall's goods (the wallet demo redeems one)
    await insertWalletDemo(tx); // orders issue: demo balance and credit terms
    await insertPriceActivityDemo(tx, rows); // promotions issue: spike, specials, group, clearance, 94折, coupon centre, cash-back
    await insertOperatorDemo(tx); // console issue: demo operators, one per role
    await insertSelfServiceDemo(tx); // self-service issue: purchase history, favourites, requests, chat
    await insertLotteryDemo(tx); // lottery issue: a running lottery, member `choujiang`
    await tx.insert(s.searchAliases).values(SEARCH_ALIASES.map(([alias, target]) => ({ alias, target }))); // issue 26: 搜索同义词
    await insertScopedCouponDemo(tx); // wallet issue: a category-scoped and a goods-scoped coupon for the demo store
    await insertBatchDemo(tx); // batches issue: goods batches, split batches, shipped orders' allocation and trace codes
    await insertFirstSaleDemo(tx); // documents issue: 首营资料, the wholesaler's licences and the goods' registration files
  });
}

/** True when no goods exist yet: the start-up script then seeds. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const found = await db.select({ id: s.goods.id }).from(s.goods).limit(1);
  return found.length === 0;
}
