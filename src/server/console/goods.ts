import { and, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { db, type Tx } from '../db/client';
import { goods, manufacturers, stockMovements } from '../db/schema';
import { fetchPage } from '../db/paging';
import { goodsPinyin } from '../search/pinyin';
import { BusinessError, NotFoundError, ValidationError } from '../http/errors';
import { CONSOLE_STALE } from './errors';
import { consoleYuan } from './goods-columns';
import { adjustBatches, hasBatches } from '../batches/adjust';
import { announceArrivals } from '../replenish/arrival-notices';

/**
 * Goods in the console: the filterable list, edits guarded by the row's version (a second editor
 * is told it changed), stock changed only together with a stock-movement row carrying the reason,
 * and the export in the file format of the bulk import (goods-import.ts).
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
      type: g.type,
    })),
  };
}

/** Moves stock by `delta` with a reason; refuses to go below zero. Returns the stock after. */
export async function moveStock(tx: Tx, goodsId: number, delta: number, reason: string, operatorId: number | null): Promise<{ before: number; after: number }> {
  if (delta === 0) throw new ValidationError({ delta: ['变动数量不能为 0'] });
  // A goods stocked by batch moves through its batches (issue 24): the ledger names each batch.
  if (await hasBatches(tx, goodsId)) return adjustBatches(tx, goodsId, delta, reason, operatorId);
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
  if (delta > 0) await announceArrivals(tx, [goodsId]); // stock came back: 到货通知 (batch goods: refreshGoods does it)
  return { before: row.stock - delta, after: row.stock };
}

/**
 * Editable fields of one goods (the old inline edit); stock is not here: it moves through
 * {@link moveStock}. PATCH semantics: a field left out keeps its value (only `version` is required).
 */
export const editInput = z
  .object({
    name: z.string().trim().min(1, '通用名不能为空').max(60),
    trade_name: z.string().trim().max(60),
    spec: z.string().trim().min(1, '规格不能为空').max(60),
    unit: z.string().trim().min(1, '单位不能为空').max(8),
    approval_no: z.string().trim().max(60),
    base_price: consoleYuan('供货价'),
    retail_price: consoleYuan('建议零售价'),
    xg_number: z.coerce.number({ error: '限购应为整数' }).int('限购应为整数').min(-1, '限购最小为 -1（不可购买）').max(100_000),
    batch_no: z.string().trim().min(1, '批号不能为空').max(30),
    expiry_date: z.string().regex(DAY, { error: '有效期格式应为 YYYY-MM-DD', abort: true }).refine(isCalendarDay, '有效期不是有效日期'),
    is_on_sale: z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1'),
  })
  .partial()
  .extend({ version: z.coerce.number().int().min(1) });

/** Saves an edit only if nobody saved since `version` was read; else 409 and nothing changes. Omitted fields keep their values. */
export async function editGoods(tx: Tx, id: number, input: z.infer<typeof editInput>) {
  const [before] = await tx.select().from(goods).where(eq(goods.id, id));
  if (!before) throw new NotFoundError('商品不存在');
  const next = {
    name: input.name ?? before.name,
    tradeName: input.trade_name ?? before.tradeName,
    spec: input.spec ?? before.spec,
    unit: input.unit ?? before.unit,
    approvalNo: input.approval_no ?? before.approvalNo,
    basePrice: input.base_price ?? before.basePrice,
    retailPrice: input.retail_price ?? before.retailPrice,
    xgNumber: input.xg_number ?? before.xgNumber,
    batchNo: input.batch_no ?? before.batchNo,
    expiryDate: input.expiry_date ?? before.expiryDate,
    isOnSale: input.is_on_sale ?? before.isOnSale,
  };
  const p = goodsPinyin(next.name, next.tradeName);
  const [row] = await tx
    .update(goods)
    .set({ ...next, pinyinFull: p.full, pinyinInitials: p.initials, version: sql`${goods.version} + 1` })
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
