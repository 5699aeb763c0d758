import type { Format, Row, SheetSpec } from './sheet';

/**
 * What one kind of export is (the console defines one per file): the permission it needs, its
 * validated parameters, the download's name and format, the sheet's columns, how many rows it has
 * (counted up to a limit, to choose between answering at once and a background job) and its rows,
 * page by page.
 */
export type ExportDefinition<P> = {
  kind: string;
  permission: string;
  parse: (params: unknown) => P;
  fileName: (params: P) => string;
  format: (params: P) => Format;
  spec: SheetSpec;
  countUpTo: (params: P, limit: number) => Promise<number>;
  pages: (params: P) => AsyncIterable<Row[]>;
};

/** Rows a request answers itself; above it the export becomes a background job with a download link. */
export function inlineExportRows(): number {
  return Number(process.env.EXPORT_INLINE_ROWS) > 0 ? Number(process.env.EXPORT_INLINE_ROWS) : 5_000;
}

/** Excel's sheet holds 1,048,576 rows: every export stops at a million. */
export const MAX_EXPORT_ROWS = 1_000_000;
