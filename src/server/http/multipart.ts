/** The one reader of multipart/form-data uploads (certificates, 含麻 receipts, return photos). */
import { readBytes } from './body';
import { BusinessError, PayloadTooLargeError, ValidationError } from './errors';

/** Room for the form fields and the multipart framing around the files. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

export type MultipartMessages = {
  /** The error field the 422 names (`file`, `photos`). */
  field?: string;
  /** Shown when the request is not a form upload at all. */
  notMultipart?: string;
};

/**
 * Reads an upload of at most `maxFileBytes` of files (plus {@link MULTIPART_OVERHEAD}), counting the
 * bytes as they arrive. Returns null when the body is larger, so the endpoint answers 413 with its
 * own message. Not multipart, or not a readable form: 422 on `field`.
 */
export async function readMultipart(request: Request, maxFileBytes: number, messages: MultipartMessages = {}): Promise<FormData | null> {
  const field = messages.field ?? 'file';
  if (!isMultipart(request)) throw new ValidationError({ [field]: [messages.notMultipart ?? '请以表单方式上传文件'] });
  const body = await readBytes(request, maxFileBytes + MULTIPART_OVERHEAD).catch((error) => {
    if (error instanceof PayloadTooLargeError) return null;
    throw error;
  });
  if (!body) return null;
  try {
    return await new Response(Buffer.from(body), { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new ValidationError({ [field]: ['上传内容无法识别，请重新选择文件'] });
  }
}

/**
 * {@link readMultipart} for the self-service and console uploads that refuse an oversized body
 * themselves: 413 with `tooLarge` above `maxFileBytes`, 422 on `field` when unreadable.
 */
export async function readForm(request: Request, maxFileBytes: number, tooLarge: string, field = 'body'): Promise<FormData> {
  const form = await readMultipart(request, maxFileBytes, { field, notMultipart: '请以表单方式提交' });
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
