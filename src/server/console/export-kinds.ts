import type { ExportDefinition } from '../exports/definition';
import { auditExport } from './export-audit';
import { goodsExport } from './export-goods';
import { ordersExport } from './export-orders';
import { receiversExport } from './export-receivers';
import { vouchersExport } from './export-vouchers';

/** Every console export by kind (a job row names its kind; the runner finds the definition here). */
export const EXPORTS = {
  orders: ordersExport,
  audit: auditExport,
  goods: goodsExport,
  vouchers: vouchersExport,
  'batch-receivers': receiversExport,
} as const;
export type ExportKind = keyof typeof EXPORTS;

export function exportDefinition(kind: string): ExportDefinition<unknown> | null {
  return kind in EXPORTS ? (EXPORTS[kind as ExportKind] as unknown as ExportDefinition<unknown>) : null;
}
