import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Db, type Tx } from '../db/client';
import { categories, goods, manufacturers, stockMovements } from '../db/schema';
import { fetchPage } from '../db/paging';
import { goodsPinyin, pinyinInitials } from '../search/pinyin';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { fenToYuan } from '../../lib/money';
import { CONSOLE_STALE } from './errors';
import { rowSchema, TEXT_BY_KIND, type Column, type GoodsRowInput } from './goods-columns';
import type { RawRow } from './goods-file';

/**
 * Goods in the console: the filterable list, edits guarded by the row's version (a second editor
 * is told it changed), stock changed only together with a stock-movement row carrying the reason,
 * and the bulk import (preview → apply, all or nothing) and export in one file format.
 */
export const STOCK_STALE = 40902;

export const listInput = z.object({
  keyword: z.string().trim().max(40).optional(),
  kind: z.enum(['medicine', 'herbal', 'device', '']).optional(),
  sale: z.enum(['on', 'off', '']).optional(),
  low: z.enum(['1', '']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export async function goodsList(q: z.infer<typeof listInput>, pageSize = 30) {
  const conn = await db();
  const like = q.keyword ? `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where: SQL | undefined = and(
    like ? or(ilike(goods.name, like), ilike(goods.tradeName, like), ilike(goods.approvalNo, like), ilike(goods.pinyinInitials, like)) : undefined,
    q.kind ? eq(goods.kind, q.kind) : undefined,
    q.sale === 'on' ? eq(goods.isOnSale, true) : q.sale === 'off' ? eq(goods.isOnSale, false) : undefined,
    q.low ? lt(goods.stock, 20) : undefined,
  );
  const { rows, total } = await fetchPage(
    { page: q.page, pageSize },
    (limit, offset) =>
      conn
        .select({ g: goods, maker: manufacturers.name })
        .from(goods)
        .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
        .where(where)
        .orderBy(desc(goods.id))
        .limit(limit)
        .offset(offset),
    () => conn.select({ total: count() }).from(goods).where(where),
  );
  return {
    total,
    rows: rows.map(({ g, maker }) => ({
      id: g.id,
      name: g.name,
      tradeName: g.tradeName,
      spec: g.spec,
      unit: g.unit,
      maker,
      kind: g.kind,
      basePrice: g.basePrice,
      retailPrice: g.retailPrice,
      stock: g.stock,
      batchNo: g.batchNo,
      expiryDate: g.expiryDate,
      isOnSale: g.isOnSale,
      version: g.version,
      approvalNo: g.approvalNo,
      xgNumber: g.xgNumber,
    })),
  };
}

/** Moves stock by `delta` with a reason; refuses to go below zero. Returns the stock after. */
export async function moveStock(tx: Tx, goodsId: number, delta: number, reason: string, operatorId: number | null): Promise<{ before: number; after: number }> {
  if (delta === 0) throw new ValidationError({ delta: ['变动数量不能为 0'] });
  const [row] = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} + ${delta}`, version: sql`${goods.version} + 1` })
    .where(and(eq(goods.id, goodsId), sql`${goods.stock} + ${delta} >= 0`))
    .returning({ stock: goods.stock });
  if (!row) {
    const [exists] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, goodsId));
    if (!exists) throw new NotFoundError('商品不存在');
    throw new BusinessError(STOCK_STALE, `库存不足：当前库存 ${exists.stock}，不能减少 ${-delta}`);
  }
  await tx.insert(stockMovements).values({ goodsId, delta, stockAfter: row.stock, reason, operatorId });
  return { before: row.stock - delta, after: row.stock };
}

/** Editable fields of one goods (the console form); stock is not here: it moves through {@link moveStock}. */
export const editInput = z.object({
  version: z.coerce.number().int().min(1),
  name: z.string().trim().min(1, '通用名不能为空').max(60),
  trade_name: z.string().trim().max(60).default(''),
  spec: z.string().trim().min(1, '规格不能为空').max(60),
  unit: z.string().trim().min(1, '单位不能为空').max(8),
  approval_no: z.string().trim().max(60).default(''),
  base_price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, '供货价应为金额（元），最多两位小数')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((v) => v > 0, '供货价必须大于 0'),
  retail_price: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, '建议零售价应为金额（元），最多两位小数')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((v) => v > 0, '建议零售价必须大于 0'),
  xg_number: z.coerce.number({ error: '限购应为整数' }).int('限购应为整数').min(-1, '限购最小为 -1（不可购买）').max(100_000),
  batch_no: z.string().trim().min(1, '批号不能为空').max(30),
  expiry_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD'),
  is_on_sale: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
});

/** Saves an edit only if nobody saved since `version` was read; else 409 and nothing changes. */
export async function editGoods(tx: Tx, id: number, input: z.infer<typeof editInput>) {
  const [before] = await tx.select().from(goods).where(eq(goods.id, id));
  if (!before) throw new NotFoundError('商品不存在');
  const p = goodsPinyin(input.name, input.trade_name);
  const [row] = await tx
    .update(goods)
    .set({
      name: input.name,
      tradeName: input.trade_name,
      spec: input.spec,
      unit: input.unit,
      approvalNo: input.approval_no,
      basePrice: input.base_price,
      retailPrice: input.retail_price,
      xgNumber: input.xg_number,
      batchNo: input.batch_no,
      expiryDate: input.expiry_date,
      isOnSale: input.is_on_sale,
      pinyinFull: p.full,
      pinyinInitials: p.initials,
      version: sql`${goods.version} + 1`,
    })
    .where(and(eq(goods.id, id), eq(goods.version, input.version)))
    .returning();
  if (!row) throw new BusinessError(CONSOLE_STALE, `该商品已被他人修改（当前版本 ${before.version}），请刷新后重新编辑`, 409);
  const pick = (g: typeof before) => ({
    name: g.name,
    tradeName: g.tradeName,
    spec: g.spec,
    unit: g.unit,
    basePrice: g.basePrice,
    retailPrice: g.retailPrice,
    xgNumber: g.xgNumber,
    batchNo: g.batchNo,
    expiryDate: g.expiryDate,
    isOnSale: g.isOnSale,
    version: g.version,
  });
  return { before: pick(before), after: pick(row) };
}

// ---- Import ------------------------------------------------------------------------------

export type RowPlan = { line: number; action: 'create' | 'update' | 'error'; id: number | null; name: string; errors: string[]; changes: string[] };
export type ImportPlan = { rows: RowPlan[]; creates: number; updates: number; errors: number; valid: { line: number; id: number | null; data: GoodsRowInput }[] };

const CHANGE_LABELS: [keyof typeof goods.$inferSelect, Column, (r: GoodsRowInput) => unknown][] = [
  ['name', '通用名', (r) => r.通用名],
  ['tradeName', '商品名', (r) => r.商品名],
  ['spec', '规格', (r) => r.规格],
  ['unit', '单位', (r) => r.单位],
  ['basePrice', '供货价', (r) => r.供货价],
  ['retailPrice', '建议零售价', (r) => r.建议零售价],
  ['stock', '库存', (r) => r.库存],
  ['batchNo', '批号', (r) => r.批号],
  ['expiryDate', '有效期至', (r) => r.有效期至],
  ['isOnSale', '上架', (r) => r.上架],
  ['xgNumber', '限购', (r) => r.限购],
];

/** Validates every row against the file format and the database (category, existing ids); changes nothing. */
export async function planImport(conn: Db | Tx, raw: RawRow[]): Promise<ImportPlan> {
  const cats = await conn.select({ id: categories.id, name: categories.name, zone: categories.zone }).from(categories);
  const catByName = new Map<string, typeof cats>();
  for (const c of cats) catByName.set(c.name, [...(catByName.get(c.name) ?? []), c]);
  const ids = raw.map((r) => Number(r.cells['商品编号'] || 0)).filter((n) => n > 0);
  const existing = ids.length ? await conn.select().from(goods).where(inArray(goods.id, ids)) : [];
  const byId = new Map(existing.map((g) => [g.id, g]));
  const seen = new Set<number>();
  const plan: ImportPlan = { rows: [], creates: 0, updates: 0, errors: 0, valid: [] };
  for (const r of raw) {
    const parsed = rowSchema.safeParse(r.cells);
    const name = r.cells['通用名'] ?? '';
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => (i.path.length ? `${String(i.path[0])}：${i.message}` : i.message));
      plan.rows.push({ line: r.line, action: 'error', id: null, name, errors, changes: [] });
      plan.errors++;
      continue;
    }
    const d = parsed.data;
    const errors: string[] = [];
    const cat = catByName.get(d.分类)?.find((c) => c.zone === d.类型);
    if (!cat) errors.push(`分类：“${d.分类}”不是${TEXT_BY_KIND[d.类型]}下的分类`);
    const id = d.商品编号 ? Number(d.商品编号) : null;
    const old = id ? byId.get(id) : undefined;
    if (id && !old) errors.push(`商品编号：${id} 不存在`);
    if (id && seen.has(id)) errors.push(`商品编号：${id} 在文件中重复出现`);
    if (id) seen.add(id);
    if (errors.length) {
      plan.rows.push({ line: r.line, action: 'error', id, name, errors, changes: [] });
      plan.errors++;
      continue;
    }
    const changes = old ? CHANGE_LABELS.filter(([k, , get]) => old[k] !== get(d)).map(([k, label, get]) => `${label}：${show(old[k], label)} → ${show(get(d), label)}`) : [];
    plan.rows.push({ line: r.line, action: old ? 'update' : 'create', id, name, errors: [], changes });
    plan.valid.push({ line: r.line, id, data: d });
    if (old) plan.updates++;
    else plan.creates++;
  }
  return plan;
}

/** A value as the preview shows it: prices in yuan, flags as 是/否. */
const show = (v: unknown, label: string) => (typeof v === 'boolean' ? (v ? '是' : '否') : label.endsWith('价') ? fenToYuan(Number(v)) : String(v ?? ''));

/**
 * Applies a file in the caller's transaction, all or nothing: the plan is made again inside the
 * transaction and any bad row refuses the whole file (422 with the row errors). New manufacturers
 * are added; stock differences become stock movements with the reason「批量导入」.
 */
export async function applyImport(tx: Tx, raw: RawRow[], operatorId: number) {
  const plan = await planImport(tx, raw);
  if (plan.errors) {
    const errors: Record<string, string[]> = {};
    for (const r of plan.rows.filter((x) => x.action === 'error')) errors[`row${r.line}`] = r.errors.map((e) => `第 ${r.line} 行：${e}`);
    throw new ValidationError(errors);
  }
  const makers = new Map((await tx.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers)).map((m) => [m.name, m.id]));
  for (const name of new Set(plan.valid.map((v) => v.data.生产企业))) {
    if (makers.has(name)) continue;
    const [m] = await tx
      .insert(manufacturers)
      .values({ name, shortName: name.slice(0, 6), province: '', pinyinInitials: pinyinInitials(name) })
      .returning({ id: manufacturers.id });
    makers.set(name, m!.id);
  }
  const cats = await tx.select({ id: categories.id, name: categories.name, zone: categories.zone }).from(categories);
  const catOf = (d: GoodsRowInput) => cats.find((c) => c.name === d.分类 && c.zone === d.类型)!.id;
  const fields = (d: GoodsRowInput) => {
    const p = goodsPinyin(d.通用名, d.商品名);
    return {
      kind: d.类型,
      name: d.通用名,
      tradeName: d.商品名,
      categoryId: catOf(d),
      manufacturerId: makers.get(d.生产企业)!,
      spec: d.规格,
      unit: d.单位,
      dosageForm: d.剂型,
      approvalNo: d.批准文号,
      rxClass: (d.处方类别 || null) as 'Rx' | 'OTC甲' | 'OTC乙' | null,
      origin: d.产地,
      grade: d.等级,
      deviceClass: d.器械类别 ? Number(d.器械类别) : null,
      basePrice: d.供货价,
      retailPrice: d.建议零售价,
      batchNo: d.批号,
      productionDate: d.生产日期,
      expiryDate: d.有效期至,
      midPack: d.中包装,
      casePack: d.件装,
      onlyMidPack: d.按中包装购买,
      xgNumber: d.限购,
      isEphedrine: d.含麻,
      isControlled: d.控销,
      isOnSale: d.上架,
      pinyinFull: p.full,
      pinyinInitials: p.initials,
    };
  };
  const created: number[] = [];
  const creates = plan.valid.filter((v) => !v.id);
  for (let i = 0; i < creates.length; i += 200) {
    const chunk = creates.slice(i, i + 200);
    const rows = await tx
      .insert(goods)
      .values(chunk.map((v) => ({ ...fields(v.data), stock: v.data.库存 })))
      .returning({ id: goods.id, stock: goods.stock });
    created.push(...rows.map((r) => r.id));
    const moves = rows.filter((r) => r.stock > 0).map((r) => ({ goodsId: r.id, delta: r.stock, stockAfter: r.stock, reason: '批量导入：新建商品初始库存', operatorId }));
    if (moves.length) await tx.insert(stockMovements).values(moves);
  }
  for (const v of plan.valid.filter((x) => x.id)) {
    const [old] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, v.id!)).for('update');
    await tx
      .update(goods)
      .set({ ...fields(v.data), version: sql`${goods.version} + 1` })
      .where(eq(goods.id, v.id!));
    if (old!.stock !== v.data.库存) await moveStock(tx, v.id!, v.data.库存 - old!.stock, '批量导入：库存调整', operatorId);
  }
  return { created: created.length, updated: plan.updates, createdIds: created };
}
