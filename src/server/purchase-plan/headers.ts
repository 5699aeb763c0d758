/**
 * Which column holds what: automatic mapping from the header names pharmacy ERPs export, which the
 * member may override on the page.
 */
import type { ColumnMapping, PlanField } from '../../wire/purchase-plan';
import { squash } from './normalize';

export type { ColumnMapping, PlanField };

export const PLAN_FIELDS: readonly PlanField[] = ['name', 'spec', 'maker', 'approval', 'barcode', 'quantity'];

export const FIELD_LABELS: Record<PlanField, string> = {
  name: '商品名称',
  spec: '规格',
  maker: '生产厂家',
  approval: '批准文号',
  barcode: '条形码',
  quantity: '数量',
};

/** Header names per field, most specific first (exact match wins over "contains"). */
const SYNONYMS: Record<PlanField, string[]> = {
  name: ['通用名', '通用名称', '药品名称', '商品名称', '品名', '名称', '产品名称', '药品通用名', '商品名', '药名', '货品名称'],
  spec: ['规格', '规格型号', '型号', '包装规格', '药品规格', '商品规格'],
  maker: ['生产厂家', '厂家', '生产企业', '生产厂商', '厂商', '生产单位', '上市许可持有人', '产地厂家', '制造商'],
  approval: ['批准文号', '注册证号', '批文', '国药准字', '备案号', '注册证编号', '批准文号/注册证号'],
  barcode: ['条形码', '条码', '商品条码', '国际条码', '69码', '条形码/69码', 'ean'],
  quantity: ['数量', '采购数量', '计划数量', '订购数量', '需求数量', '采购量', '订货数量', '计划采购数量', '购买数量'],
};

const clean = (h: string) => squash(h).replace(/[*＊:：()（）[\]【】]/g, '');

/** The field a header names, or null. */
export function fieldOfHeader(header: string): PlanField | null {
  const h = clean(header);
  if (!h) return null;
  for (const f of PLAN_FIELDS) if (SYNONYMS[f].some((s) => clean(s) === h)) return f;
  // "药品名称(通用名)", "采购数量(盒)": a synonym inside the header; longer synonyms first.
  const all = PLAN_FIELDS.flatMap((f) => SYNONYMS[f].map((s) => [f, clean(s)] as const)).sort((a, b) => b[1].length - a[1].length);
  for (const [f, s] of all) if (s.length >= 2 && h.includes(s)) return f;
  return null;
}

/** Column index per field from a header row (the first column naming a field wins). */
export function autoMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = { name: null, spec: null, maker: null, approval: null, barcode: null, quantity: null };
  headers.forEach((h, i) => {
    const f = fieldOfHeader(h);
    if (f && mapping[f] === null) mapping[f] = i;
  });
  return mapping;
}

/** How many cells of a row name a field (a header row names at least two). */
export function headerHits(cells: readonly string[]): number {
  return new Set(cells.map(fieldOfHeader).filter(Boolean)).size;
}
