import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { brands, categories, COMPANY_TYPES, goods, goodsTags, manufacturers, stockMovements, tags } from '../db/schema';
import { PROVINCE_NAMES } from '../reference/places';
import { goodsPinyin, pinyinInitials } from '../search/pinyin';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { fenToYuan } from '../../lib/money';
import { shanghaiToday } from '../../lib/time';
import { CONSOLE_STALE } from './errors';
import { flag, int } from './promo-inputs';
import { yuan } from '../http/money';
import type { EditorOptions, EditorValues } from '../../lib/goods-editor';

export type { EditorOptions, EditorValues };

/**
 * The goods editor (/admin/goods/new, /admin/goods/<id>): every field the shop uses, created or
 * saved whole. One zod schema (Chinese messages, 422 per field, cross-field rules reported on the
 * field they concern); an edit is saved only if nobody saved since the version the editor read
 * (409 otherwise, nothing written). Stock is set once on create (a 新品入库 stock movement) and
 * afterwards moves only through the stock-movement form (`moveStock`).
 */

export const KINDS = ['medicine', 'herbal', 'device'] as const;
export const RX_CLASSES = ['Rx', 'OTC甲', 'OTC乙'] as const;
/** Ladder types: 0 full-quantity tiers, 1 up-to-quantity bands (pricing/ladder.ts). */
export const LADDER_TYPES = [0, 1] as const;
export const MAX_TIERS = 5;
/** The initial stock of a goods created in the editor is recorded with this reason. */
export const NEW_STOCK_REASON = '新品入库';

const text = (label: string, max: number, required = false) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}最多 ${max} 个字`)
    .refine((v) => !required || v.length > 0, `请输入${label}`);
const day = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .min(1, { error: `请输入${label}`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`);
const optionalId = z.union([z.literal(''), z.null(), z.coerce.number().int().min(1)]).transform((v) => (v === '' || v === null ? null : v));
const list = <T extends z.ZodType>(item: T) => z.union([z.array(item), item.transform((v) => [v])]).default([]);

/** EAN-13 / EAN-8 check digit. */
function eanOk(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const tierInput = z.object({ number: int('阶梯数量', 2, 1_000_000), price: yuan('阶梯单价', { positive: true }) });

const shape = {
  kind: z.enum(KINDS, { error: '请选择商品类型' }),
  name: text('通用名', 60, true),
  trade_name: text('商品名', 60).default(''),
  category_id: z.coerce.number({ error: '请选择分类' }).int('请选择分类').min(1, '请选择分类'),
  manufacturer: text('生产厂家', 60, true),
  brand_id: optionalId.default(null),
  spec: text('规格', 60, true),
  unit: text('单位', 8, true),
  dosage_form: text('剂型', 20).default(''),
  approval_no: text('批准文号/注册证号', 60).default(''),
  barcode: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (/^(\d{8}|\d{13})$/.test(v) && eanOk(v)), '条码应为 13 位（或 8 位）商品条码，校验位正确'),
  rx_class: z.enum(['', ...RX_CLASSES], { error: '处方类别应为 Rx、OTC甲 或 OTC乙' }).default(''),
  origin: text('产地', 30).default(''),
  grade: text('等级', 20).default(''),
  device_class: z.enum(['', '1', '2', '3'], { error: '器械类别应为 I、II 或 III 类' }).default(''),
  base_price: yuan('供货价', { positive: true }),
  retail_price: yuan('建议零售价', { positive: true }),
  ladder_price_type: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '请选择阶梯价类型' }))
    .default(0),
  ladder: z.array(tierInput, { error: '阶梯价格式不正确' }).max(MAX_TIERS, `阶梯价最多 ${MAX_TIERS} 档`).default([]),
  mid_pack: int('中包装', 1, 100_000),
  case_pack: int('件装', 1, 1_000_000),
  only_mid_pack: flag.default(false),
  xg_number: int('限购', -1, 100_000),
  is_dpby: flag.default(false),
  qg_number: int('起购数量', 0, 100_000).default(0),
  is_free_shipping: flag.default(false),
  free_shipping_number: int('满件包邮数量', 0, 100_000).default(0),
  tag_ids: list(z.coerce.number().int().min(1)),
  is_ephedrine: flag.default(false),
  ephedrine_limit: int('含麻每单限购', 0, 100_000).default(0),
  is_controlled: flag.default(false),
  control_company_types: list(z.enum(COMPANY_TYPES, { error: '客户类型不正确' })),
  control_provinces: list(z.string().refine((p) => PROVINCE_NAMES.includes(p), '地区不正确')),
  batch_no: text('批号', 30, true),
  production_date: day('生产日期'),
  expiry_date: day('有效期至'),
  is_on_sale: flag.default(false),
};

type Shape = z.infer<z.ZodObject<typeof shape>>;

/** Rules between fields, each reported on the field the operator has to change. */
function crossCheck(v: Shape, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (v.kind !== 'herbal') {
    if (v.origin) issue(['origin'], '产地仅用于中药饮片');
    if (v.grade) issue(['grade'], '等级仅用于中药饮片');
  }
  if (v.kind === 'device' && !v.device_class) issue(['device_class'], '请选择器械类别');
  if (v.kind !== 'device' && v.device_class) issue(['device_class'], '器械类别仅用于医疗器械');
  if (v.kind !== 'medicine' && v.rx_class) issue(['rx_class'], '处方类别仅用于药品');
  if (v.kind !== 'medicine' && v.is_ephedrine) issue(['is_ephedrine'], '含麻黄碱仅用于药品');
  if (v.retail_price < v.base_price) issue(['retail_price'], '建议零售价不能低于供货价');
  // Ladder: quantities rising, each price lower than the one before (the first not above the supply price).
  v.ladder.forEach((t, i) => {
    const prev = v.ladder[i - 1];
    if (prev && t.number <= prev.number) issue(['ladder', i, 'number'], `第 ${i + 1} 档数量须大于第 ${i} 档`);
    if (!prev && t.price > v.base_price) issue(['ladder', i, 'price'], '阶梯单价不能高于供货价');
    if (prev && t.price >= prev.price) issue(['ladder', i, 'price'], `第 ${i + 1} 档单价须低于第 ${i} 档`);
    if (v.only_mid_pack && t.number % v.mid_pack !== 0) issue(['ladder', i, 'number'], `按中包装购买时阶梯数量须为中包装（${v.mid_pack}）的倍数`);
  });
  if (v.mid_pack > v.case_pack) issue(['mid_pack'], '中包装不能大于件装');
  else if (v.case_pack % v.mid_pack !== 0) issue(['case_pack'], `件装须为中包装（${v.mid_pack}）的整数倍`);
  if (v.only_mid_pack && v.mid_pack < 2) issue(['only_mid_pack'], '中包装大于 1 时才能按中包装倍数购买');
  if (v.only_mid_pack && v.xg_number > 0 && v.xg_number % v.mid_pack !== 0) issue(['xg_number'], `限购数量须为中包装（${v.mid_pack}）的倍数`);
  if (v.is_dpby && v.qg_number < 1) issue(['qg_number'], '单品包邮请填写起购数量（至少 1）');
  if (v.is_dpby && v.xg_number > 0 && v.qg_number > v.xg_number) issue(['qg_number'], '起购数量不能大于限购数量');
  if (v.is_dpby && v.only_mid_pack && v.qg_number % v.mid_pack !== 0) issue(['qg_number'], `起购数量须为中包装（${v.mid_pack}）的倍数`);
  if (v.is_free_shipping && v.free_shipping_number < 1) issue(['free_shipping_number'], '满件包邮请填写数量（至少 1）');
  if (v.is_dpby && v.is_free_shipping) issue(['is_free_shipping'], '单品包邮与满件包邮只能选一种');
  if (v.is_controlled && !v.control_company_types.length && !v.control_provinces.length) issue(['control_company_types'], '控销商品请至少选择一种客户类型或一个地区');
  if (v.expiry_date <= v.production_date) issue(['expiry_date'], '有效期须晚于生产日期');
  if (v.production_date > shanghaiToday()) issue(['production_date'], '生产日期不能晚于今天');
}

/**
 * zod runs the object's refinement even when some fields failed (so the operator sees every problem
 * at once); a field that failed keeps its raw value, which a rule may not expect — that field is
 * already reported, so a rule tripping over it adds nothing.
 */
function safeCrossCheck(v: Shape, ctx: z.RefinementCtx): void {
  try {
    crossCheck(v, ctx);
  } catch {
    // the malformed field has its own message
  }
}

export const goodsCreateInput = z.object({ ...shape, stock: int('初始库存', 0, 10_000_000).default(0) }).superRefine(crossCheck);
export const goodsUpdateInput = z.object({ ...shape, version: z.coerce.number({ error: '缺少版本号，请刷新后重新编辑' }).int().min(1) }).superRefine(safeCrossCheck);
export type GoodsEditorInput = z.infer<typeof goodsUpdateInput>;

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

function columns(v: Shape, makerId: number) {
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
export async function createGoods(tx: Tx, v: z.infer<typeof goodsCreateInput>, operatorId: number) {
  const refs = await resolveRefs(tx, v);
  const makerId = await manufacturerId(tx, v.manufacturer, refs.manufacturerId);
  const [row] = await tx
    .insert(goods)
    .values({ ...columns(v, makerId), stock: v.stock })
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
    .set({ ...columns(v, makerId), version: sql`${goods.version} + 1` })
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
