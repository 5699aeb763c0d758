import type { APIContext } from 'astro';
import { readBytes } from '../http/body';
import { BusinessError, PayloadTooLargeError, ValidationError } from '../http/errors';

/** Reads a multipart/form-data body of at most `limit` bytes (413 above it, 422 when unreadable). */
export async function readMultipart(context: Pick<APIContext, 'request'>, limit: number, tooLarge: string): Promise<FormData> {
  const type = context.request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ValidationError({ body: ['请以表单方式提交'] });
  const body = await readBytes(context.request, limit).catch((error) => {
    if (error instanceof PayloadTooLargeError) throw new BusinessError(413, tooLarge, 413);
    throw error;
  });
  try {
    return await new Response(Buffer.from(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ValidationError({ body: ['提交内容无法识别，请重试'] });
  }
}

/** The form's text fields as a plain object (repeated names become arrays), for zod. */
export function formFields(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const name = key.replace(/\[\]$/, '');
    const prev = out[name];
    out[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** The non-empty files of a field (`images`, `images[]`). */
export function formFiles(form: FormData, name: string): File[] {
  return [...form.getAll(name), ...form.getAll(`${name}[]`)].filter((v): v is File => typeof v !== 'string' && v.size > 0);
}
