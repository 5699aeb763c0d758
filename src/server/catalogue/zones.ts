/**
 * The catalogue's zones: brand zone (品牌专区), free-shipping (包邮专区), herbal pieces (中药饮片),
 * devices (器械专区), controlled sales (控销专区, old and new pages), "recommended for you" (为你推荐)
 * and new-user picks (新人推荐). Each is a goods list with a fixed filter plus its own header data.
 */
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { categoryTree, type MenuCategory } from './categories';
import { listGoods, type GoodsPage } from './goods-list';
import { goodsJsonSql, parseGoodsJson } from './goods-source';
import { goodsView, type GoodsView } from './goods-view';
import { DEFAULT_LIST_PARAMS, type ListParams } from './list-params';
import { releasedControlledSql, visibleGoodsSql } from './visibility';
import { notNearExpirySql } from './near-expiry';

export const BRAND_PAGE_SIZE = 24;
export const WNTJ_PAGE_SIZE = 10;
export const XRTJ_LIMIT = 12;

export type BrandCard = {
  id: number;
  name: string;
  logo: string;
  description: string;
  url: string;
  goods_count: number;
  manufacturer: string | null;
};

type BrandRow = { id: number; name: string; logo: string; description: string; maker: string | null; n: number };

function brandCard(r: BrandRow): BrandCard {
  return {
    id: Number(r.id),
    name: r.name,
    logo: r.logo || `/img/brand/${r.id}.svg`,
    description: r.description,
    url: `/ppzq/info/${r.id}`,
    goods_count: Number(r.n),
    manufacturer: r.maker,
  };
}

function brandSelect(viewer: Viewer) {
  return sql`select b.id, b.name, b.logo, b.description, m.name as maker,
      (select count(*)::int from goods g where g.brand_id = b.id and ${visibleGoodsSql(viewer)}) as n
    from brands b left join manufacturers m on m.id = b.manufacturer_id`;
}

/** Brand zone: the brands in operator order, a page at a time (page clamped). */
export async function brandZone(page: number, viewer: Viewer, pageSize = BRAND_PAGE_SIZE) {
  const conn = await db();
  const [{ total }] = await queryRows<{ total: number }>(conn, sql`select count(*)::int as total from brands`);
  const lastPage = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await queryRows<BrandRow>(conn, sql`${brandSelect(viewer)} order by b.sort, b.id limit ${pageSize} offset ${(current - 1) * pageSize}`);
  return { list: rows.map(brandCard), total: Number(total), page: current, page_size: pageSize, last_page: lastPage };
}

/** One brand with a page of its goods, or null for an unknown brand. */
export async function brandDetail(id: number, params: ListParams, viewer: Viewer): Promise<(GoodsPage & { brand: BrandCard }) | null> {
  const [row] = await queryRows<BrandRow>(await db(), sql`${brandSelect(viewer)} where b.id = ${id}`);
  if (!row) return null;
  return { brand: brandCard(row), ...(await listGoods({ ...params, brand: id }, viewer)) };
}

/** How free shipping works (/yx_rule and the zone header). */
export const FREE_SHIPPING_RULES = [
  '单品包邮：标有"单品包邮"的商品，单笔订单中该商品购买数量达到起购数量即免运费。',
  '包邮商品：标有"包邮"的商品，购买数量达到包邮数量即免运费。',
  '包邮以订单结算页显示的运费为准；偏远地区（新疆、西藏、青海等）可能另行收取运费。',
  '含麻黄碱类复方制剂、冷链商品不参与包邮活动。',
  '活动最终解释权归平台所有，如有疑问请联系您的专属客服。',
];

/** Free-shipping zone (包邮专区): its rules, the medicine categories and a page of free-shipping goods. */
export async function freeShippingZone(params: ListParams, viewer: Viewer): Promise<GoodsPage & { rule: string[]; category: MenuCategory[] }> {
  const [category, page] = await Promise.all([categoryTree('medicine'), listGoods({ ...params, yx: true }, viewer)]);
  return { rule: FREE_SHIPPING_RULES, category, ...page };
}

/** A kind zone: herbal pieces (中药饮片 / zyzq) or devices (器械专区) with that zone's category tree. */
export async function kindZone(kind: 'herbal' | 'device', params: ListParams, viewer: Viewer): Promise<GoodsPage & { category: MenuCategory[] }> {
  const [category, page] = await Promise.all([categoryTree(kind), listGoods({ ...params, kind }, viewer)]);
  return { category, ...page };
}

export const CONTROLLED_NOTICE_VISITOR = '控销商品仅对指定客户类型和地区开放，请登录后查看。';
export const CONTROLLED_NOTICE_NONE = '暂无对您开放的控销商品。控销商品由生产厂家指定销售的客户类型和地区。';

/** The controlled-sales zone: goods released to this viewer (none for visitors, with a notice). */
export async function controlledZone(params: ListParams, viewer: Viewer, manufacturerId?: number): Promise<GoodsPage & { notice: string | null }> {
  const page = await listGoods(manufacturerId ? { ...params, manufacturer: manufacturerId } : params, viewer, { controlledOnly: true });
  const notice = viewer.storeId === null ? CONTROLLED_NOTICE_VISITOR : page.total === 0 ? CONTROLLED_NOTICE_NONE : null;
  return { ...page, notice };
}

export type ControlledGroup = {
  id: number;
  name: string;
  short_name: string;
  url: string;
  goods_count: number;
  ad: number;
  goods: GoodsView[];
};

/** New controlled-sales page: the released goods grouped by manufacturer, each with its first goods. */
export async function controlledGroups(viewer: Viewer, perGroup = 4): Promise<{ list: ControlledGroup[]; notice: string | null }> {
  if (viewer.storeId === null) return { list: [], notice: CONTROLLED_NOTICE_VISITOR };
  const conn = await db();
  const groups = await queryRows<{ id: number; name: string; short_name: string; n: number }>(
    conn,
    sql`
    select m.id, m.name, m.short_name, count(*)::int as n from goods g join manufacturers m on m.id = g.manufacturer_id
    where ${releasedControlledSql(viewer)} group by m.id, m.name, m.short_name order by count(*) desc, m.id`,
  );
  const rows = await queryRows<{ j: string; rn: number }>(
    conn,
    sql`
    select ${goodsJsonSql('g')} as j from (
      select g.id, row_number() over (partition by g.manufacturer_id order by g.sales desc, g.id) as rn
      from goods g where ${releasedControlledSql(viewer)}
    ) r join goods g on g.id = r.id where r.rn <= ${perGroup} order by g.manufacturer_id, r.rn`,
  );
  const byMaker = new Map<number, GoodsView[]>();
  for (const r of rows) {
    const view = goodsView(parseGoodsJson(r.j), viewer);
    const key = view.manufacturer_id ?? 0;
    byMaker.set(key, [...(byMaker.get(key) ?? []), view]);
  }
  const list = groups.map((g) => ({
    id: Number(g.id),
    name: g.name,
    short_name: g.short_name,
    url: `/kxzq/goods/${g.id}`,
    goods_count: Number(g.n),
    ad: Number(g.id),
    goods: byMaker.get(Number(g.id)) ?? [],
  }));
  return { list, notice: list.length ? null : CONTROLLED_NOTICE_NONE };
}

export type ControlledAd = { id: number; title: string; image: string; url: string };

/** Banners of controlled-sales groups by id (the manufacturer's brand banner), for `kxzq_ad?ids=`. */
export async function controlledAds(ids: number[], viewer: Viewer): Promise<ControlledAd[]> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647).slice(0, 50);
  if (wanted.length === 0 || viewer.storeId === null) return [];
  const rows = await queryRows<{ id: number; short_name: string; brand: number | null }>(
    await db(),
    sql`
    select m.id, m.short_name, (select b.id from brands b where b.manufacturer_id = m.id order by b.sort, b.id limit 1) as brand
    from manufacturers m where m.id in (${sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    )})
      and exists (select 1 from goods g where g.manufacturer_id = m.id and ${releasedControlledSql(viewer)})
    order by m.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: `${r.short_name}控销专区`,
    image: r.brand ? `/img/brand/${r.brand}.svg` : '',
    url: `/kxzq/goods/${r.id}`,
  }));
}

/**
 * "Recommended for you" (/api/index_wntj/{page}): 优选 goods first, then best sellers; in stock, not
 * near-expiry. `youxOnly`: the 优选 zone (/youx, members with is_show_youx), 优选 goods only.
 */
export async function recommended(page: number, viewer: Viewer, pageSize = WNTJ_PAGE_SIZE, youxOnly = false): Promise<GoodsPage> {
  const params: ListParams = { ...DEFAULT_LIST_PARAMS, stock: true, sort: 'sales', page, pageSize };
  const conn = await db();
  const where = sql`${visibleGoodsSql(viewer)} and g.stock > 0 and g.is_buy and g.xg_number >= 0 and ${notNearExpirySql('g')}${youxOnly ? sql` and g.is_youx` : sql``}`;
  const [{ total }] = await queryRows<{ total: number }>(conn, sql`select count(*)::int as total from goods g where ${where}`);
  const lastPage = Math.max(1, Math.ceil(Number(total) / pageSize));
  const current = Math.min(Math.max(1, page), lastPage);
  const rows = await queryRows<{ j: string }>(
    conn,
    sql`
    select ${goodsJsonSql('g')} as j from (
      select g.id, row_number() over (order by g.is_youx desc, g.sales desc, g.id) as ord from goods g where ${where}
      order by g.is_youx desc, g.sales desc, g.id limit ${pageSize} offset ${(current - 1) * pageSize}
    ) p join goods g on g.id = p.id order by p.ord`,
  );
  return {
    list: rows.map((r) => goodsView(parseGoodsJson(r.j), viewer)),
    total: Number(total),
    page: current,
    page_size: pageSize,
    last_page: lastPage,
    sort: params.sort,
    keywords: '',
    type: 1,
  };
}

/** New-user picks (新人推荐): well-selling, in-stock 优选 goods that any buyer may order, not near-expiry. */
export async function newUserPicks(viewer: Viewer, limit = XRTJ_LIMIT): Promise<GoodsView[]> {
  const rows = await queryRows<{ j: string }>(
    await db(),
    sql`
    select ${goodsJsonSql('g')} as j from goods g
    where ${visibleGoodsSql(viewer)} and not g.is_controlled and not g.is_ephedrine and g.is_youx
      and g.stock > 0 and g.is_buy and g.xg_number >= 0 and ${notNearExpirySql('g')}
    order by g.sales desc, g.id limit ${limit}`,
  );
  return rows.map((r) => goodsView(parseGoodsJson(r.j), viewer));
}
