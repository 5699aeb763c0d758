import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { categories, goods, manufacturers } from '../db/schema';
import { goodsPinyin, pinyinInitials } from '../search/pinyin';
import { ValidationError } from '../http/errors';
import { fenToYuan } from '../../lib/money';
import { rowSchema, TEXT_BY_KIND, type Column, type GoodsRowInput } from './goods-columns';
import type { RawRow } from './goods-file';
import { moveStock } from './goods';
import { applyBatchRow, batchesByGoods, batchRowPlan, firstBatches } from './goods-import-batches';
import { refreshGoods } from '../batches/refresh';
import type { ImportRowPlan } from '../../wire/console';

/**
 * The console's bulk goods import (the file format of goods-columns.ts): a preview that validates
 * every row against the file format and the database, then an all-or-nothing apply.
 */

export type RowPlan = ImportRowPlan;
/**
 * A valid row: `first` its goods' first row in the file, `batched` the goods is stocked by batch, `batchExists` its 批号 is known;
 * `fresh` the key of a new goods (rows without 商品编号 naming the same goods — 通用名, 商品名, 规格, 生产企业, 批准文号 — are
 * one new goods with a batch per row; its other fields come from its first row).
 */
type ValidRow = { line: number; id: number | null; data: GoodsRowInput; first: boolean; batched: boolean; batchExists: boolean; fresh: string | null };

const freshKey = (d: GoodsRowInput) => [d.通用名, d.商品名, d.规格, d.生产企业, d.批准文号].join('|');
export type ImportPlan = { rows: RowPlan[]; creates: number; updates: number; errors: number; valid: ValidRow[] };

/** Goods-level fields a goods stocked by batch takes from its batches, not from the file's row. */
const FROM_BATCHES = new Set<string>(['stock', 'batchNo', 'expiryDate']);

const CHANGE_LABELS: [keyof typeof goods.$inferSelect, Column, (r: GoodsRowInput) => unknown][] = [
  ['name', '通用名', (r) => r.通用名],
  ['tradeName', '商品名', (r) => r.商品名],
  ['spec', '规格', (r) => r.规格],
  ['unit', '单位', (r) => r.单位],
  ['holder', '上市许可持有人', (r) => r.上市许可持有人],
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
  const batches = await batchesByGoods(conn, ids);
  const seen = new Set<number>();
  const seenBatch = new Set<string>();
  const freshFirst = new Map<string, number>(); // a new goods' key → its first row's line
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
    const known = id ? batches.get(id) : undefined;
    const fresh = id ? null : freshKey(d);
    const firstLine = fresh ? freshFirst.get(fresh) : undefined;
    const first = fresh ? firstLine === undefined : !(id && seen.has(id));
    if (fresh && seenBatch.has(`${fresh}|${d.批号}`)) errors.push(`批号：与第 ${firstLine} 行为同一新商品，批号 ${d.批号} 在文件中重复出现`);
    if (fresh && firstLine === undefined) freshFirst.set(fresh, r.line);
    if (fresh) seenBatch.add(`${fresh}|${d.批号}`);
    if (id && seenBatch.has(`${id}|${d.批号}`)) errors.push(`商品编号：${id} 批号 ${d.批号} 在文件中重复出现`);
    else if (id && !first && !known) errors.push(`商品编号：${id} 未按批次管理，文件中只能有一行`);
    if (id) seen.add(id);
    if (id) seenBatch.add(`${id}|${d.批号}`);
    const batch = old && known ? batchRowPlan(d, known) : { errors: [], changes: [] };
    errors.push(...batch.errors);
    if (errors.length) {
      plan.rows.push({ line: r.line, action: 'error', id, name, errors, changes: [] });
      plan.errors++;
      continue;
    }
    const labels = known ? CHANGE_LABELS.filter(([k]) => !FROM_BATCHES.has(k)) : CHANGE_LABELS;
    const goodsChanges = old && first ? labels.filter(([k, , get]) => old[k] !== get(d)).map(([k, label, get]) => `${label}：${show(old[k], label)} → ${show(get(d), label)}`) : [];
    const another = fresh && !first ? [`第 ${firstLine} 行新商品的另一批次：批号 ${d.批号}（有效期至 ${d.有效期至}）入库 ${d.库存}`] : [];
    const changes = [...goodsChanges, ...batch.changes, ...another];
    plan.rows.push({ line: r.line, action: old ? 'update' : 'create', id, name, errors: [], changes });
    plan.valid.push({ line: r.line, id, data: d, first, batched: Boolean(known), batchExists: Boolean(known?.has(d.批号)), fresh });
    if (old && first) plan.updates++;
    else if (!old && first) plan.creates++;
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
      holder: d.上市许可持有人,
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
  // A new goods' rows (one per batch): the goods from its first row, stock = Σ its batches, then FEFO decides its next batch.
  const group = new Map<string, GoodsRowInput[]>();
  for (const v of plan.valid.filter((x) => x.fresh)) group.set(v.fresh!, [...(group.get(v.fresh!) ?? []), v.data]);
  const creates = plan.valid.filter((v) => v.fresh && v.first);
  for (let i = 0; i < creates.length; i += 200) {
    const chunk = creates.slice(i, i + 200);
    const rows = await tx
      .insert(goods)
      .values(chunk.map((v) => ({ ...fields(v.data), stock: group.get(v.fresh!)!.reduce((n, d) => n + d.库存, 0) })))
      .returning({ id: goods.id, stock: goods.stock });
    created.push(...rows.map((r) => r.id));
    await firstBatches(
      tx,
      rows.flatMap((r, k) => group.get(chunk[k]!.fresh!)!.map((d) => ({ goodsId: r.id, d }))),
      operatorId,
    );
    await refreshGoods(
      tx,
      rows.filter((_, k) => group.get(chunk[k]!.fresh!)!.length > 1).map((r) => r.id),
    );
  }
  for (const v of plan.valid.filter((x) => x.id)) {
    const id = v.id!;
    if (!v.batched) {
      const [old] = await tx.select({ stock: goods.stock }).from(goods).where(eq(goods.id, id)).for('update');
      await tx
        .update(goods)
        .set({ ...fields(v.data), version: sql`${goods.version} + 1` })
        .where(eq(goods.id, id));
      if (old!.stock !== v.data.库存) await moveStock(tx, id, v.data.库存 - old!.stock, '批量导入：库存调整', operatorId);
      continue;
    }
    if (v.first) {
      // The next batch's number and dates are the batches' (refreshGoods), not this row's.
      const { batchNo: _b, productionDate: _p, expiryDate: _e, ...own } = fields(v.data);
      await tx
        .update(goods)
        .set({ ...own, version: sql`${goods.version} + 1` })
        .where(eq(goods.id, id));
    }
    await applyBatchRow(tx, id, v.data, v.batchExists, operatorId);
  }
  return { created: created.length, updated: plan.updates, createdIds: created };
}
