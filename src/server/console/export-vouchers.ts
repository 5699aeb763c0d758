import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { cashVouchers, stores } from '../db/schema';
import { countUpTo } from '../exports/count';
import { keysetPages, mapPages } from '../exports/sheet';
import { MAX_EXPORT_ROWS, type ExportDefinition } from '../exports/definition';
import { formatDateTime } from '../../lib/time';

/** One cash-voucher batch's codes as Excel (code shown 4-4-4-4, value, validity, redeemed by), by code id. */
const input = z.object({ batch: z.string().regex(/^XJP\d{12}$/) });
type Params = z.infer<typeof input>;

type Read = { v: typeof cashVouchers.$inferSelect; company: string | null };

export const vouchersExport: ExportDefinition<Params> = {
  kind: 'vouchers',
  permission: 'finance',
  parse: (params) => input.parse(params),
  fileName: (p) => `现金券-${p.batch}.xlsx`,
  format: () => 'xlsx',
  spec: {
    sheet: '现金券',
    columns: [
      { header: '批次号', key: 'batch', width: 18 },
      { header: '兑换码', key: 'code', width: 24 },
      { header: '名称', key: 'name', width: 20 },
      { header: '面值（元）', key: 'value', width: 12 },
      { header: '兑换截止', key: 'validTo', width: 20 },
      { header: '兑换门店', key: 'store', width: 24 },
      { header: '兑换时间', key: 'redeemedAt', width: 20 },
    ],
  },
  countUpTo: async (p, limit) =>
    countUpTo(
      (await db())
        .select({ one: sql`1` })
        .from(cashVouchers)
        .where(eq(cashVouchers.batchNo, p.batch))
        .$dynamic(),
      limit,
    ),
  pages: (p) =>
    mapPages(
      keysetPages(
        async (after: Read | null, size) =>
          (await db())
            .select({ v: cashVouchers, company: stores.company })
            .from(cashVouchers)
            .leftJoin(stores, eq(stores.id, cashVouchers.storeId))
            .where(and(eq(cashVouchers.batchNo, p.batch), after ? gt(cashVouchers.id, after.v.id) : undefined))
            .orderBy(cashVouchers.id)
            .limit(size),
        1_000,
        MAX_EXPORT_ROWS,
      ),
      ({ v, company }) => ({
        batch: p.batch,
        code: v.code.replace(/(.{4})(?=.)/g, '$1-'),
        name: v.name,
        value: v.faceValue / 100,
        validTo: formatDateTime(v.validTo),
        store: company ?? '',
        redeemedAt: v.redeemedAt ? formatDateTime(v.redeemedAt) : '',
      }),
    ),
};
