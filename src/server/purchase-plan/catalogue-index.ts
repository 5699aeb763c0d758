/**
 * The matcher's in-memory index of the catalogue (single goods on sale), built from one query and
 * kept per database while the catalogue's size and newest id stay the same (at most 10 minutes).
 * Visibility (控销 released to this buyer) is applied per request from one id query.
 */
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { queryRows } from '../db/rows';
import { visibleGoodsSql } from '../catalogue/visibility';
import type { Viewer } from '../auth/viewer';
import { MatchIndex, type IndexGoods } from './match';

const MAX_AGE_MS = 10 * 60_000;

type Cached = { signature: string; at: number; index: Promise<MatchIndex> };
const cache = new WeakMap<Db, Cached>();

type Row = {
  id: number;
  name: string;
  trade_name: string;
  spec: string;
  unit: string;
  approval_no: string;
  barcode: string;
  maker: string;
  maker_initials: string;
  sales: number;
  stock: number;
};

async function build(conn: Db): Promise<MatchIndex> {
  const rows = await queryRows<Row>(
    conn,
    sql`
    select g.id, g.name, g.trade_name, g.spec, g.unit, g.approval_no, g.barcode, m.name as maker, m.pinyin_initials as maker_initials, g.sales, g.stock
    from goods g join manufacturers m on m.id = g.manufacturer_id
    where g.type = 1 and g.is_on_sale
    order by g.id`,
  );
  const goods: IndexGoods[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    tradeName: r.trade_name,
    spec: r.spec,
    unit: r.unit,
    approvalNo: r.approval_no,
    barcode: r.barcode,
    maker: r.maker,
    makerInitials: r.maker_initials,
    sales: Number(r.sales),
    stock: Number(r.stock),
  }));
  return new MatchIndex(goods);
}

/** The index for the current database (rebuilt when goods were added or removed, or after 10 minutes). */
export async function catalogueIndex(now = Date.now()): Promise<MatchIndex> {
  const conn = await db();
  const [sig] = await queryRows<{ n: number; m: number; s: number }>(
    conn,
    sql`
    select count(*)::int as n, coalesce(max(id), 0)::int as m, count(*) filter (where is_on_sale)::int as s from goods`,
  );
  const signature = `${sig?.n}:${sig?.m}:${sig?.s}`;
  const hit = cache.get(conn);
  if (hit && hit.signature === signature && now - hit.at < MAX_AGE_MS) return hit.index;
  const index = build(conn);
  cache.set(conn, { signature, at: now, index });
  index.catch(() => cache.delete(conn));
  return index;
}

/** Ids of the single goods this viewer may see and buy from (on sale, 控销 released to them). */
export async function visibleGoodsIds(viewer: Viewer): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(await db(), sql`select g.id from goods g where g.type = 1 and ${visibleGoodsSql(viewer)}`);
  return new Set(rows.map((r) => Number(r.id)));
}
