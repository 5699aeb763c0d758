import { z } from 'zod';

/** Shapes shared by the open API's routes (and so by its OpenAPI document). */
export const errorBody = z
  .object({
    code: z.string().meta({ description: '错误代码（英文，稳定）', example: 'validation_failed' }),
    message: z.string().meta({ description: '中文说明' }),
    details: z.unknown().meta({ description: '细节：字段错误、缺少的权限等' }),
  })
  .meta({ id: 'Error', description: '错误：HTTP 状态码 + {code, message, details}' });

export const itemResult = z
  .object({
    index: z.number().int().meta({ description: '在请求 items 中的位置（从 0 起）' }),
    erp_code: z.string().nullable(),
    ok: z.boolean(),
    action: z.enum(['created', 'updated']).optional(),
    id: z.number().int().optional().meta({ description: '商城商品 ID' }),
    errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: '字段 → 错误信息' }),
    message: z.string().optional(),
  })
  .meta({ id: 'ItemResult', description: '批量请求中一项的结果：成功（created/updated）或该项的字段错误（其他项照常生效）' });

export const bulkResult = z
  .object({ applied: z.number().int(), failed: z.number().int(), results: z.array(itemResult) })
  .meta({ id: 'BulkResult', description: '批量结果：每项独立生效（全有或全无），逐项返回结果' });

export const bulkBody = <T extends z.ZodType>(item: T, max: number) =>
  z.object({ items: z.array(item, { error: 'items 须为数组' }).min(1, '至少一项').max(max, `每次最多 ${max} 项`) });

/** Bulk handlers validate each item themselves (per-item errors): the envelope only checks the array. */
export const bulkEnvelope = (max: number) => z.object({ items: z.array(z.unknown(), { error: 'items 须为数组' }).min(1, 'items 至少一项').max(max, `items 每次最多 ${max} 项`) });

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: 'ID' }) });

export function summarize(results: { ok: boolean }[]) {
  const applied = results.filter((r) => r.ok).length;
  return { applied, failed: results.length - applied };
}
