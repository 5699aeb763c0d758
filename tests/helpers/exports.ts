import { PassThrough } from 'node:stream';
import type { ExportDefinition } from '../../src/server/exports/definition';
import { writeSheet, type Format, type Row, type SheetSpec } from '../../src/server/exports/sheet';

/** A table written by the exports' streaming writer, collected into one buffer. */
export async function sheetBuffer(spec: SheetSpec, pages: AsyncIterable<Row[]>, format: Format): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeSheet(spec, pages, format, out);
  return Buffer.concat(chunks);
}

/** The whole file of an export, as the download would carry it. */
export async function exportBuffer<P>(def: ExportDefinition<P>, params: NoInfer<P>): Promise<Buffer> {
  return sheetBuffer(def.spec, def.pages(params), def.format(params));
}

/** Every row of an export as the sheet's rows (for tests that pick rows and write them back). */
export async function exportRowsOf<P>(def: ExportDefinition<P>, params: NoInfer<P>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of def.pages(params)) rows.push(...page);
  return rows;
}

export async function* onePage(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}
