import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { PayloadTooLargeError, ValidationError } from '../../../server/http/errors';
import { readBody } from '../../../server/http/body';
import { isMultipart, MULTIPART_OVERHEAD, readMultipart } from '../../../server/http/multipart';
import { parseInput } from '../../../server/http/validate';
import { MAX_PLAN_BYTES, pasteInput, planActor, readPaste, readUpload, FIELD_LABELS, type SheetTable } from '../../../server/purchase-plan';
import type { SheetView } from '../../../wire/purchase-plan';

const TOO_LARGE = '文件不能超过 2 MB';

function view(t: SheetTable): SheetView {
  return {
    source: t.source,
    encoding: t.encoding ?? null,
    header_row: t.headerRow,
    headers: t.headers,
    rows: t.rows,
    mapping: t.mapping,
    fields: FIELD_LABELS,
    warnings: t.warnings,
  };
}

/**
 * POST api/plan/parse: an uploaded .xlsx / .csv (multipart `file`) or pasted rows (JSON `{text}`) →
 * header row, data rows with their row numbers, the automatic column mapping and warnings.
 * Nothing is stored; bad files (and files over 2 MB) are a 422 naming the problem or the row.
 */
export const POST = endpoint(async (context) => {
  await planActor(context);
  if (!isMultipart(context.request)) {
    const body = await readBody(context.request, MAX_PLAN_BYTES + MULTIPART_OVERHEAD).catch((error) => {
      if (error instanceof PayloadTooLargeError) throw new ValidationError({ text: ['粘贴的内容不能超过 2 MB'] });
      throw error;
    });
    return ok(view(readPaste(parseInput(pasteInput, body).text)));
  }
  const form = await readMultipart(context.request, MAX_PLAN_BYTES);
  if (!form) throw new ValidationError({ file: [TOO_LARGE] });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择要导入的 .xlsx 或 .csv 文件'] });
  if (file.size > MAX_PLAN_BYTES) throw new ValidationError({ file: [TOO_LARGE] });
  return ok(view(await readUpload(new Uint8Array(await file.arrayBuffer()), file.name)));
});
