/**
 * The wholesaler's identity on the documents it ships (随货同行单, 医保 export): name, 药品经营许可证号,
 * 统一社会信用代码, who ships and who checks, and the 出库专用章 image. Kept in `site_settings` under
 * `supplier`, edited in the console (/admin/content/supplier); until an operator saves it the demo values
 * below stand (generated, never a real company's numbers).
 */
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Db, type Tx } from '../db/client';
import { siteSettings } from '../db/schema';
import type { CompanyInfo } from '../content/site-settings';
import { readAttachment } from '../attachments/store';
import { validUscc } from '../../lib/uscc';

export const supplierInput = z.object({
  name: z.string().trim().min(2, '请填写供货单位名称').max(60, '名称不超过 60 字'),
  licenceNo: z.string().trim().min(4, '请填写药品经营许可证号').max(40, '许可证号不超过 40 字'),
  uscc: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => validUscc(v), '统一社会信用代码应为 18 位且校验位正确'),
  shipper: z.string().trim().max(20, '发货人不超过 20 字').default(''),
  checker: z.string().trim().max(20, '复核人不超过 20 字').default(''),
});
export type Supplier = z.infer<typeof supplierInput> & { sealKey: string };

const DEMO: Supplier = {
  name: '药采医药有限公司',
  licenceNo: '浙AA5710001',
  uscc: '91330110MA2H8K3X1D',
  shipper: '王发货',
  checker: '李复核',
  sealKey: '',
};

/**
 * The stored supplier block merged over the demo values (the site settings' company name first). Reads on
 * `conn` only: inside the receiving transaction a second connection would wait on PGlite's single one.
 */
export async function supplierInfo(conn?: Db | Tx): Promise<Supplier> {
  const c = conn ?? (await db());
  const rows = await c
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['supplier', 'company']));
  const stored = (rows.find((r) => r.key === 'supplier')?.value ?? {}) as Partial<Supplier>;
  const company = (rows.find((r) => r.key === 'company')?.value ?? {}) as Partial<CompanyInfo>;
  return { ...DEMO, ...(company.name ? { name: company.name } : {}), ...stored };
}

/** Saves the operator's edit (the seal key is kept unless a new one is given). */
export async function saveSupplier(conn: Db | Tx, input: z.infer<typeof supplierInput>, sealKey?: string): Promise<Supplier> {
  const current = await supplierInfo(conn);
  const value: Supplier = { ...current, ...input, sealKey: sealKey ?? current.sealKey };
  await conn
    .insert(siteSettings)
    .values({ key: 'supplier', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** The 出库专用章 image bytes (PNG/JPEG), or null: the PDF then draws the demo seal. */
export async function sealImage(s: Supplier): Promise<{ data: Uint8Array; png: boolean } | null> {
  if (!s.sealKey) return null;
  const data = await readAttachment(s.sealKey);
  return data ? { data: new Uint8Array(data), png: s.sealKey.endsWith('.png') } : null;
}
