import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type z } from 'zod';
import { db, type Tx } from '../db/client';
import { brands, categories, COMPANY_TYPES, goods, goodsTags, manufacturers, stockMovements, tags } from '../db/schema';
import { PROVINCE_NAMES } from '../reference/places';
import { goodsPinyin, pinyinInitials } from '../search/pinyin';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { fenToYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';
import { CONSOLE_STALE } from './errors';
import type { EditorOptions, EditorValues } from '../../lib/goods-editor';

export type { EditorOptions, EditorValues };

/**
 * The goods editor (/admin/goods/new, /admin/goods/<id>): every field the shop uses, created or
 * saved whole. One zod schema (Chinese messages, 422 per field, cross-field rules reported on the
 * field they concern); an edit is saved only if nobody saved since the version the editor read
 * (409 otherwise, nothing written). Stock is set once on create (a 新品入库 stock movement) and
 * afterwards moves only through the stock-movement form (`moveStock`).
 */

import { type goodsCreateInput, NEW_STOCK_REASON, type GoodsEditorInput, type Shape } from './goods-editor-input';

/** Checks against the database (category of the kind, brand, tags) and finds or adds the manufacturer; 422 before any write. */
async function resolveRefs(tx: Tx, v: Shape): Promise<{ manufacturerId: number | null }> {
  const errors: Record<string, string[]> = {};
  const [cat] = await tx.select({ zone: categories.zone }).from(categories).where(eq(categories.id, v.category_id));
  if (!cat || cat.zone !== v.kind) errors.category_id = ['请选择该商品类型下的分类'];
  if (v.brand_id !== null) {
    const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, v.brand_id));
    if (!b) errors.brand_id = ['品牌不存在'];
  }
  const ids = [...new Set(v.tag_ids)];
  if (ids.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
    if (found.length !== ids.length) errors.tag_ids = ['标签不存在'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const [m] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, v.manufacturer));
  return { manufacturerId: m?.id ?? null };
}

async function manufacturerId(tx: Tx, name: string, found: number | null): Promise<number> {
  if (found) return found;
  const [m] = await tx
    .insert(manufacturers)
    .values({ name, shortName: name.slice(0, 6), province: '', pinyinInitials: pinyinInitials(name) })
    .onConflictDoNothing()
    .returning({ id: manufacturers.id });
  if (m) return m.id;
  const [again] = await tx.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.name, name));
  return again!.id;
}

/** The goods row of the editor's values (also the ERP's batched upsert, integration/goods-batch.ts). */
export function goodsColumns(v: Shape, makerId: number) {
  const p = goodsPinyin(v.name, v.trade_name);
  const ladder = [...v.ladder].map((t) => ({ number: t.number, price: t.price }));
  return {
    kind: v.kind,
    name: v.name,
    tradeName: v.trade_name,
    categoryId: v.category_id,
    manufacturerId: makerId,
    brandId: v.brand_id,
    spec: v.spec,
    unit: v.unit,
    dosageForm: v.dosage_form,
    approvalNo: v.approval_no,
    holder: v.holder,
    barcode: v.barcode,
    rxClass: v.rx_class || null,
    origin: v.origin,
    grade: v.grade,
    deviceClass: v.device_class ? Number(v.device_class) : null,
    basePrice: v.base_price,
    retailPrice: v.retail_price,
    ladderPrice: ladder,
    ladderPriceType: ladder.length ? v.ladder_price_type : 0,
    midPack: v.mid_pack,
    casePack: v.case_pack,
    onlyMidPack: v.only_mid_pack,
    xgNumber: v.xg_number,
    isDpby: v.is_dpby,
    qgNumber: v.is_dpby ? v.qg_number : 0,
    isFreeShipping: v.is_free_shipping,
    freeShippingNumber: v.is_free_shipping ? v.free_shipping_number : 0,
    isEphedrine: v.is_ephedrine,
    ephedrineLimit: v.is_ephedrine ? v.ephedrine_limit : 0,
    isControlled: v.is_controlled,
    controlRule: v.is_controlled
      ? { companyTypes: COMPANY_TYPES.filter((t) => v.control_company_types.includes(t)), provinces: PROVINCE_NAMES.filter((p) => v.control_provinces.includes(p)) }
      : null,
    batchNo: v.batch_no,
    productionDate: v.production_date,
    expiryDate: v.expiry_date,
    isOnSale: v.is_on_sale,
    pinyinFull: p.full,
    pinyinInitials: p.initials,
  };
}

async function setTags(tx: Tx, goodsId: number, ids: number[]): Promise<void> {
  await tx.delete(goodsTags).where(eq(goodsTags.goodsId, goodsId));
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length) await tx.insert(goodsTags).values(unique.map((tagId) => ({ goodsId, tagId })));
}

async function tagIdsOf(tx: Tx, goodsId: number): Promise<number[]> {
  const rows = await tx.select({ id: goodsTags.tagId }).from(goodsTags).where(eq(goodsTags.goodsId, goodsId)).orderBy(asc(goodsTags.tagId));
  return rows.map((r) => r.id);
}

/** What the audit entry keeps of a goods: every edited column (prices in fen) and its tags. */
function snapshot(g: typeof goods.$inferSelect, tagIds: number[]) {
  const { searchText: _t, searchGrams: _g, createdAt: _c, sales: _s, pinyinFull: _pf, ...rest } = g;
  return { ...rest, tagIds };
}

/** Creates a goods; a positive initial stock is recorded as a 新品入库 stock movement. */
export async function createGoods(tx: Tx, v: z.infer<typeof goodsCreateInput>, operatorId: number | null) {
  const refs = await resolveRefs(tx, v);
  const makerId = await manufacturerId(tx, v.manufacturer, refs.manufacturerId);
  const [row] = await tx
    .insert(goods)
    .values({ ...goodsColumns(v, makerId), stock: v.stock })
    .returning();
  if (v.stock > 0) await tx.insert(stockMovements).values({ goodsId: row!.id, delta: v.stock, stockAfter: v.stock, reason: NEW_STOCK_REASON, operatorId });
  await setTags(tx, row!.id, v.tag_ids);
  return {
    id: row!.id,
    after: snapshot(
      row!,
      [...new Set(v.tag_ids)].sort((a, b) => a - b),
    ),
  };
}

/** Saves every field of a goods if nobody saved since `version` (else 409, nothing written). Stock is left alone. */
export async function updateGoods(tx: Tx, id: number, v: GoodsEditorInput) {
  const [before] = await tx.select().from(goods).where(eq(goods.id, id)).for('update');
  if (!before) throw new NotFoundError('商品不存在');
  if (before.type !== 1) throw new BusinessError(42201, '组合商品请在营销活动的组合套餐中编辑', 422);
  if (before.version !== v.version) throw new BusinessError(CONSOLE_STALE, `该商品已被他人修改（当前版本 ${before.version}），请刷新后重新编辑`, 409);
  const refs = await resolveRefs(tx, v);
  const makerId = await manufacturerId(tx, v.manufacturer, refs.manufacturerId);
  const beforeTags = await tagIdsOf(tx, id);
  const [row] = await tx
    .update(goods)
    .set({ ...goodsColumns(v, makerId), version: sql`${goods.version} + 1` })
    .where(and(eq(goods.id, id), eq(goods.version, v.version)))
    .returning();
  if (!row) throw new BusinessError(CONSOLE_STALE, '该商品已被他人修改，请刷新后重新编辑', 409);
  await setTags(tx, id, v.tag_ids);
  return { before: snapshot(before, beforeTags), after: snapshot(row, await tagIdsOf(tx, id)) };
}

/** The editor's choices: categories by kind (with their parent's name), manufacturers, brands, tags. */
export async function editorOptions(): Promise<EditorOptions> {
  const conn = await db();
  const [cats, makers, brandRows, tagRows] = await Promise.all([
    conn
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name, zone: categories.zone })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    conn.select({ name: manufacturers.name }).from(manufacturers).orderBy(asc(manufacturers.name)),
    conn.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    conn.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).orderBy(asc(tags.id)),
  ]);
  // Every category (a goods may sit on a parent too, as the import allows), each parent followed by its children.
  const children = new Map<number | null, typeof cats>();
  for (const c of cats) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const categoryOptions: EditorOptions['categories'] = [];
  const walk = (parent: number | null, prefix: string) => {
    for (const c of children.get(parent) ?? []) {
      categoryOptions.push({ id: c.id, zone: c.zone, label: `${prefix}${c.name}` });
      if (prefix.length < 40) walk(c.id, `${prefix}${c.name} / `);
    }
  };
  walk(null, '');
  return {
    categories: categoryOptions,
    manufacturers: makers.map((m) => m.name),
    brands: brandRows,
    tags: tagRows,
    companyTypes: [...COMPANY_TYPES],
    provinces: [...PROVINCE_NAMES],
  };
}

/** The editor's values of one goods (null when it does not exist), with its stock and image count. */
export async function goodsForEditor(id: number): Promise<{ values: EditorValues; stock: number; imageCount: number; type: number; name: string } | null> {
  const conn = await db();
  const [row] = await conn.select({ g: goods, maker: manufacturers.name }).from(goods).innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId)).where(eq(goods.id, id));
  if (!row) return null;
  const { g, maker } = row;
  const tagIds = (await conn.select({ id: goodsTags.tagId }).from(goodsTags).where(eq(goodsTags.goodsId, id))).map((r) => r.id);
  return {
    stock: g.stock,
    imageCount: g.imageCount,
    type: g.type,
    name: g.name,
    values: {
      version: g.version,
      kind: g.kind,
      name: g.name,
      trade_name: g.tradeName,
      category_id: String(g.categoryId),
      manufacturer: maker,
      brand_id: g.brandId ? String(g.brandId) : '',
      spec: g.spec,
      unit: g.unit,
      dosage_form: g.dosageForm,
      approval_no: g.approvalNo,
      holder: g.holder,
      barcode: g.barcode,
      rx_class: g.rxClass ?? '',
      origin: g.origin,
      grade: g.grade,
      device_class: g.deviceClass ? String(g.deviceClass) : '',
      base_price: fenToYuan(g.basePrice),
      retail_price: fenToYuan(g.retailPrice),
      ladder_price_type: g.ladderPriceType === 1 ? 1 : 0,
      ladder: (g.ladderPrice ?? []).map((t) => ({ number: String(t.number), price: fenToYuan(t.price) })),
      mid_pack: String(g.midPack),
      case_pack: String(g.casePack),
      only_mid_pack: g.onlyMidPack,
      xg_number: String(g.xgNumber),
      is_dpby: g.isDpby,
      qg_number: String(g.qgNumber),
      is_free_shipping: g.isFreeShipping,
      free_shipping_number: String(g.freeShippingNumber),
      tag_ids: tagIds,
      is_ephedrine: g.isEphedrine,
      ephedrine_limit: String(g.ephedrineLimit),
      is_controlled: g.isControlled,
      control_company_types: g.controlRule?.companyTypes ?? [],
      control_provinces: g.controlRule?.provinces ?? [],
      batch_no: g.batchNo,
      production_date: g.productionDate,
      expiry_date: g.expiryDate,
      is_on_sale: g.isOnSale,
      stock: String(g.stock),
    },
  };
}

/** Empty values of the create form. */
export function blankValues(): EditorValues {
  const today = shanghaiToday();
  return {
    version: 0,
    kind: 'medicine',
    name: '',
    trade_name: '',
    category_id: '',
    manufacturer: '',
    brand_id: '',
    spec: '',
    unit: '盒',
    dosage_form: '',
    approval_no: '',
    holder: '',
    barcode: '',
    rx_class: '',
    origin: '',
    grade: '',
    device_class: '',
    base_price: '',
    retail_price: '',
    ladder_price_type: 0,
    ladder: [],
    mid_pack: '1',
    case_pack: '1',
    only_mid_pack: false,
    xg_number: '0',
    is_dpby: false,
    qg_number: '0',
    is_free_shipping: false,
    free_shipping_number: '0',
    tag_ids: [],
    is_ephedrine: false,
    ephedrine_limit: '0',
    is_controlled: false,
    control_company_types: [],
    control_provinces: [],
    batch_no: '',
    production_date: today,
    expiry_date: '',
    is_on_sale: false,
    stock: '0',
  };
}
