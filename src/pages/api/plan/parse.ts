import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { PayloadTooLargeError, ValidationError } from '../../../server/http/errors';
import { readBody, readBytes } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { MAX_PLAN_BYTES, pasteInput, planActor, readPaste, readUpload, FIELD_LABELS, type SheetTable } from '../../../server/purchase-plan';

/** Room for the multipart framing around a 2 MB file. */
const FORM_OVERHEAD = 64 * 1024;
const TOO_LARGE = '文件不能超过 2 MB';

function view(t: SheetTable) {
  return {
    source: t.source, encoding: t.encoding ?? null, header_row: t.headerRow, headers: t.headers,
    rows: t.rows, mapping: t.mapping, fields: FIELD_LABELS, warnings: t.warnings,
  };
}

/**
 * POST api/plan/parse: an uploaded .xlsx / .csv (multipart `file`) or pasted rows (JSON `{text}`) →
 * header row, data rows with their row numbers, the automatic column mapping and warnings.
 * Nothing is stored; bad files are a 422 naming the problem or the row.
 */
export const POST = endpoint(async (context) => {
  await planActor(context);
  const type = context.request.headers.get('content-type') ?? ''; // the multipart boundary is case-sensitive
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    const body = await readBody(context.request, MAX_PLAN_BYTES + FORM_OVERHEAD).catch((error) => {
      if (error instanceof PayloadTooLargeError) throw new ValidationError({ text: ['粘贴的内容不能超过 2 MB'] });
      throw error;
    });
    return ok(view(readPaste(parseInput(pasteInput, body).text)));
  }
  const bytes = await readBytes(context.request, MAX_PLAN_BYTES + FORM_OVERHEAD).catch((error) => {
    if (error instanceof PayloadTooLargeError) throw new ValidationError({ file: [TOO_LARGE] });
    throw error;
  });
  let form: FormData;
  try {
    form = await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ValidationError({ file: ['上传内容无法识别，请重新选择文件'] });
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['请选择要导入的 .xlsx 或 .csv 文件'] });
  if (file.size > MAX_PLAN_BYTES) throw new ValidationError({ file: [TOO_LARGE] });
  return ok(view(await readUpload(new Uint8Array(await file.arrayBuffer()), file.name)));
});
