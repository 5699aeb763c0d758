import type { APIContext } from 'astro';
import { BusinessError } from '../http/errors';
import { readMultipart as readUpload } from '../http/multipart';

/**
 * Reads a multipart form of the self-service uploads through the one multipart reader
 * (`http/multipart.ts`): `maxFileBytes` of files at most (413 with `tooLarge` above it), 422 when unreadable.
 */
export async function readMultipart(context: Pick<APIContext, 'request'>, maxFileBytes: number, tooLarge: string, field = 'body'): Promise<FormData> {
  const form = await readUpload(context.request, maxFileBytes, { field, notMultipart: '请以表单方式提交' });
  if (!form) throw new BusinessError(413, tooLarge, 413);
  return form;
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
