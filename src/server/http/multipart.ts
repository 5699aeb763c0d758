/** The one reader of multipart/form-data uploads (certificates, 含麻 receipts, return photos). */
import { readBytes } from './body';
import { PayloadTooLargeError, ValidationError } from './errors';

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
