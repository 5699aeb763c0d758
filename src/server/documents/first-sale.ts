/**
 * 首营资料 (issue 25 item 4), the read side: the wholesaler's licences (营业执照, 药品经营许可证, GSP 证书,
 * 质量保证协议, 销售人员委托书) and per goods its 药品注册批件 / 医疗器械注册证, each one current file with an
 * expiry day, flagged 已过期 or 30 天内到期 (Shanghai days). Who may see a goods' file: a store that bought it
 * (`boughtGoods`); the console sees all.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { firstSaleFiles, goods, type FirstSaleKind } from '../db/schema';
import { queryRows } from '../db/rows';
import { addShanghaiDays, shanghaiToday } from '../../lib/time';
import { escapeLike } from '../search/normalize';
import type { FirstSalePack } from '../../wire/first-sale';

export const SUPPLIER_KINDS = ['business_licence', 'drug_licence', 'gsp', 'quality_agreement', 'agent_letter'] as const satisfies readonly FirstSaleKind[];

export const KIND_TEXT: Record<FirstSaleKind, string> = {
  business_licence: '营业执照',
  drug_licence: '药品经营许可证',
  gsp: '药品GSP证书',
  quality_agreement: '质量保证协议',
  agent_letter: '销售人员授权委托书',
  registration: '注册证/批件',
};

/** Days before its expiry a file is flagged. */
export const EXPIRY_WARN_DAYS = 30;

export type ExpiryFlag = 'expired' | 'soon' | null;
export const FLAG_TEXT: Record<Exclude<ExpiryFlag, null>, string> = { expired: '已过期', soon: '30 天内到期' };

/** 已过期 once the expiry day has passed; 30 天内到期 from 30 days before it. */
export function expiryFlag(expiresOn: string, today: string = shanghaiToday()): ExpiryFlag {
  if (expiresOn < today) return 'expired';
  return expiresOn <= addShanghaiDays(today, EXPIRY_WARN_DAYS) ? 'soon' : null;
}

export type FirstSaleView = {
  id: number;
  kind: FirstSaleKind;
  /** 营业执照 … or 药品注册批件 / 医疗器械注册证 for a goods. */
  title: string;
  goodsId: number | null;
  goodsName: string;
  certNo: string;
  agentName: string;
  agentIdNo: string;
  fileKey: string;
  expiresOn: string;
  flag: ExpiryFlag;
  version: number;
  updatedAt: Date;
};

type Row = typeof firstSaleFiles.$inferSelect & { goodsName: string | null; deviceClass: number | null };

function view(r: Row, today: string): FirstSaleView {
  const title = r.kind === 'registration' ? (r.deviceClass ? '医疗器械注册证' : '药品注册批件') : KIND_TEXT[r.kind];
  return {
    id: r.id,
    kind: r.kind,
    title,
    goodsId: r.goodsId,
    goodsName: r.goodsName ?? '',
    certNo: r.certNo,
    agentName: r.agentName,
    agentIdNo: r.agentIdNo,
    fileKey: r.fileKey,
    expiresOn: r.expiresOn,
    flag: expiryFlag(r.expiresOn, today),
    version: r.version,
    updatedAt: r.updatedAt,
  };
}

/** Files matching `where`, with their goods' name; by goods (the wholesaler's first) unless `byExpiry`. */
async function select(conn: Db | Tx, where: SQL | undefined, { limit = 500, byExpiry = false } = {}): Promise<FirstSaleView[]> {
  const rows = await conn
    .select({ f: firstSaleFiles, goodsName: goods.name, deviceClass: goods.deviceClass })
    .from(firstSaleFiles)
    .leftJoin(goods, eq(goods.id, firstSaleFiles.goodsId))
    .where(where)
    .orderBy(...(byExpiry ? [asc(firstSaleFiles.expiresOn), asc(firstSaleFiles.id)] : [asc(firstSaleFiles.goodsId), asc(firstSaleFiles.id)]))
    .limit(limit);
  const today = shanghaiToday();
  return rows.map((r) => view({ ...r.f, goodsName: r.goodsName, deviceClass: r.deviceClass }, today));
}

/** The wholesaler's own licences, in {@link SUPPLIER_KINDS} order. */
export async function supplierFiles(conn?: Db | Tx): Promise<FirstSaleView[]> {
  const list = await select(conn ?? (await db()), isNull(firstSaleFiles.goodsId));
  return SUPPLIER_KINDS.flatMap((k) => list.filter((f) => f.kind === k));
}

/** The registration files of these goods (those that have one). */
export async function goodsFiles(goodsIds: number[], conn?: Db | Tx): Promise<FirstSaleView[]> {
  if (goodsIds.length === 0) return [];
  return select(conn ?? (await db()), inArray(firstSaleFiles.goodsId, goodsIds));
}

/** The console's list of registration files: a goods name or id, expired / soon-to-expire first. */
export async function registrationList(keyword: string, conn?: Db): Promise<FirstSaleView[]> {
  const k = keyword.trim();
  const id = /^\d{1,9}$/.test(k) ? Number(k) : 0;
  const matching = k ? sql`(${goods.id} = ${id} or ${goods.name} like ${`%${escapeLike(k)}%`})` : undefined;
  return select(conn ?? (await db()), and(isNotNull(firstSaleFiles.goodsId), matching), { limit: 50, byExpiry: true });
}

/** Counts of flagged files for the console's summary. */
export async function flaggedCounts(conn?: Db): Promise<{ expired: number; soon: number }> {
  const today = shanghaiToday();
  const [r] = await queryRows<{ expired: number; soon: number }>(
    conn ?? (await db()),
    sql`select count(*) filter (where expires_on < ${today})::int as expired,
               count(*) filter (where expires_on >= ${today} and expires_on <= ${addShanghaiDays(today, EXPIRY_WARN_DAYS)})::int as soon
        from first_sale_files`,
  );
  return { expired: Number(r?.expired ?? 0), soon: Number(r?.soon ?? 0) };
}

/** Orders that count as bought: paid and not cancelled (what the store has received or will receive). */
const BOUGHT = sql`o.status in ('paid', 'shipped', 'completed')`;

/** Whether the store has bought this goods (a 首营资料 pack is theirs only then). */
export async function boughtGoods(storeId: number, goodsId: number, conn?: Db | Tx): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    (conn ?? (await db())) as Db,
    sql`select 1 as one from order_lines l join orders o on o.id = l.order_id where o.store_id = ${storeId} and l.goods_id = ${goodsId} and ${BOUGHT} limit 1`,
  );
  return rows.length > 0;
}

/** The stores that bought a goods: they receive its new or renewed registration file. */
export async function buyersOf(goodsId: number, conn: Db | Tx): Promise<number[]> {
  const rows = await queryRows<{ store_id: number }>(
    conn as Db,
    sql`select distinct o.store_id from order_lines l join orders o on o.id = l.order_id where l.goods_id = ${goodsId} and ${BOUGHT} order by 1`,
  );
  return rows.map((r) => Number(r.store_id));
}

/** One file by id (the console's download), or null. */
export async function firstSaleById(id: number, conn?: Db): Promise<FirstSaleView | null> {
  const [f] = await select(conn ?? (await db()), eq(firstSaleFiles.id, id), { limit: 1 });
  return f ?? null;
}

/** The buyer's view of a goods' files (GET /api/goods/first-sale/{id}). */
export function firstSaleWire(goodsId: number, files: FirstSaleView[]): FirstSalePack {
  return {
    url: `/api/goods/first-sale/${goodsId}/pack`,
    files: files.map((f) => ({
      title: f.title,
      goods_name: f.goodsName,
      cert_no: f.certNo,
      expires_on: f.expiresOn,
      flag: f.flag,
      flag_text: f.flag ? FLAG_TEXT[f.flag] : '',
    })),
  };
}
