import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { categories, goods, goodsBatches, manufacturers } from '../db/schema';
import { countUpTo } from '../exports/count';
import { keysetPages, type Row } from '../exports/sheet';
import { MAX_EXPORT_ROWS, type ExportDefinition } from '../exports/definition';
import { fenToYuan } from '../../lib/money';
import { COLUMNS, TEXT_BY_KIND } from './goods-columns';

/**
 * The catalogue in the import format (goods-columns.ts), as .xlsx or CSV, by goods id, read 1,000
 * goods at a time. A goods stocked by batch has one row per sellable (正常) batch: 批号, 生产日期,
 * 有效期至 and 库存 = that batch's units on hand (issue 24); the import reads them back the same way.
 * The CSV escapes formula-looking cells (exports/sheet.ts csvCell).
 */
const input = z.object({
  format: z.enum(['xlsx', 'csv']).catch('xlsx'),
  kind: z.enum(['medicine', 'herbal', 'device', '']).optional(),
  sale: z.enum(['on', 'off', '']).optional(),
});
type Params = z.infer<typeof input>;

const filter = (p: Params) =>
  and(p.kind ? eq(goods.kind, p.kind) : undefined, p.sale === 'on' ? eq(goods.isOnSale, true) : p.sale === 'off' ? eq(goods.isOnSale, false) : undefined);

type Read = { g: typeof goods.$inferSelect; maker: string; cat: string };
type Batch = { batchNo: string; productionDate: string; expiryDate: string; stock: number };
const yn = (b: boolean) => (b ? '是' : '否');

/** One goods (or one of its batches) as a row of the file, keyed by the file's headers. */
export function goodsFileRow({ g, maker, cat }: Read, batch?: Batch): Row {
  return {
    商品编号: g.id,
    类型: TEXT_BY_KIND[g.kind],
    通用名: g.name,
    商品名: g.tradeName,
    规格: g.spec,
    单位: g.unit,
    生产企业: maker,
    批准文号: g.approvalNo,
    上市许可持有人: g.holder,
    处方类别: g.rxClass ?? '',
    剂型: g.dosageForm,
    产地: g.origin,
    等级: g.grade,
    器械类别: g.deviceClass ?? '',
    分类: cat,
    供货价: fenToYuan(g.basePrice),
    建议零售价: fenToYuan(g.retailPrice),
    库存: batch ? batch.stock : g.stock,
    批号: batch ? batch.batchNo : g.batchNo,
    生产日期: batch ? batch.productionDate : g.productionDate,
    有效期至: batch ? batch.expiryDate : g.expiryDate,
    中包装: g.midPack,
    件装: g.casePack,
    按中包装购买: yn(g.onlyMidPack),
    限购: g.xgNumber,
    含麻: yn(g.isEphedrine),
    控销: yn(g.isControlled),
    上架: yn(g.isOnSale),
  };
}

export const goodsExport: ExportDefinition<Params> = {
  kind: 'goods',
  permission: 'goods',
  parse: (params) => input.parse(params),
  fileName: (p) => `商品.${p.format}`,
  format: (p) => p.format,
  spec: { sheet: '商品', columns: COLUMNS.map((c) => ({ header: c, key: c, width: Math.max(8, c.length * 2 + 4) })) },
  countUpTo: async (p, limit) =>
    countUpTo(
      (await db())
        .select({ one: sql`1` })
        .from(goods)
        .where(filter(p))
        .$dynamic(),
      limit,
    ),
  pages: (p) =>
    batchRows(
      keysetPages(
        async (after: Read | null, size) =>
          (await db())
            .select({ g: goods, maker: manufacturers.name, cat: categories.name })
            .from(goods)
            .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
            .innerJoin(categories, eq(categories.id, goods.categoryId))
            .where(and(filter(p), after ? gt(goods.id, after.g.id) : undefined))
            .orderBy(asc(goods.id))
            .limit(size),
        1_000,
        MAX_EXPORT_ROWS,
      ),
    ),
};

/** Each page of goods as file rows: one per sellable batch, or one for a goods without any. */
async function* batchRows(pages: AsyncIterable<Read[]>): AsyncGenerator<Row[]> {
  for await (const page of pages) {
    const ids = page.map((r) => r.g.id);
    const list = ids.length
      ? await (
          await db()
        )
          .select({
            goodsId: goodsBatches.goodsId,
            batchNo: goodsBatches.batchNo,
            productionDate: goodsBatches.productionDate,
            expiryDate: goodsBatches.expiryDate,
            stock: goodsBatches.stock,
          })
          .from(goodsBatches)
          .where(and(inArray(goodsBatches.goodsId, ids), eq(goodsBatches.status, '正常')))
          .orderBy(goodsBatches.goodsId, goodsBatches.expiryDate, goodsBatches.id)
      : [];
    const byGoods = new Map<number, Batch[]>();
    for (const b of list) byGoods.set(b.goodsId, [...(byGoods.get(b.goodsId) ?? []), b]);
    yield page.flatMap((r) => {
      const batches = byGoods.get(r.g.id);
      return batches ? batches.map((b) => goodsFileRow(r, b)) : [goodsFileRow(r)];
    });
  }
}
