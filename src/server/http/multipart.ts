import { readBytes } from './body';
import { BusinessError, PayloadTooLargeError, ValidationError } from './errors';

/**
 * Reads a multipart/form-data body of at most `limit` bytes into a FormData. Anything else — a
 * different content type, a missing boundary, a truncated or malformed body — is the caller's
 * mistake: a 422 with `field` named, never a 500. Too large a body is a 413 with `tooLarge`.
 */
export async function readMultipart(request: Request, limit: number, field: string, tooLarge: string): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;.*boundary=/i.test(type)) throw new ValidationError({ [field]: ['请以表单方式上传文件'] });
  let body: Uint8Array;
  try {
    body = await readBytes(request, limit);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new BusinessError(413, tooLarge, 413);
    throw error;
  }
  try {
    return await new Response(Buffer.from(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ValidationError({ [field]: ['上传内容无法识别，请重新选择文件'] });
  }
}
