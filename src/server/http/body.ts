import qs from 'qs';
import { PayloadTooLargeError, ValidationError } from './errors';
import { DEFAULT_BODY_LIMIT, MAX_BODY_BYTES } from './limits';

/** The node adapter's own cap ({@link MAX_BODY_BYTES}) ends the stream with this error. */
const ADAPTER_LIMIT = /body size limit exceeded/i;

/**
 * Reads the raw body, refusing (PayloadTooLargeError) more than `limit` bytes: a larger declared
 * Content-Length before reading anything, and a chunked or lying body as soon as the count passes
 * the limit (it stops reading there; nothing beyond the limit is buffered).
 */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new PayloadTooLargeError(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      if (error instanceof Error && ADAPTER_LIMIT.test(error.message)) throw new PayloadTooLargeError(Math.min(limit, MAX_BODY_BYTES));
      throw error;
    });
    if (done) break;
    size += value.byteLength;
    // Content-Length can lie or be absent (chunked): count what actually arrives.
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON or form-encoded body (qs bracket syntax: `ids[]=1`, `goods[0][goods_id]=2`).
 * Malformed bodies are a 422, oversized ones a 413.
 */
export async function readBody(request: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(request, limit));
  if (!text.trim()) return {};
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new ValidationError({ body: ['请求内容不是有效的 JSON'] });
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type === '' || type.includes('text/plain')) {
    return qs.parse(text, { depth: 5, arrayLimit: 1000, parameterLimit: 2000 });
  }
  throw new ValidationError({ body: ['不支持的请求格式'] });
}

/** A body declared larger than any route reads ({@link MAX_BODY_BYTES}): the middleware refuses it before anything runs. */
export function declaresTooLarge(request: Request): boolean {
  return Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES;
}

/** Query string with the same bracket syntax as bodies. */
export function readQuery(url: URL): Record<string, unknown> {
  return qs.parse(url.search.slice(1), { depth: 5, arrayLimit: 1000, parameterLimit: 2000 });
}
