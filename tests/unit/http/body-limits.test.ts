/**
 * Every request body is read with a bound, enforced while reading (issue 33): the reader stops
 * pulling at the limit, whatever Content-Length says, and the refusal names the limit in Chinese.
 */
import { describe, expect, it } from 'vitest';
import { declaresTooLarge, readBody, readBytes } from '../../../src/server/http/body';
import { readForm, readMultipart, MULTIPART_OVERHEAD } from '../../../src/server/http/multipart';
import { PayloadTooLargeError } from '../../../src/server/http/errors';
import { errorResponse } from '../../../src/server/http/endpoint';
import { DEFAULT_BODY_LIMIT, MAX_BODY_BYTES, sizeText } from '../../../src/server/http/limits';

const CHUNK = 16 * 1024;

/** A body of `total` bytes made on demand, counting how much the reader actually pulled. */
function endless(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(c) {
        if (seen.cancelled) return;
        if (seen.pulled >= total) return c.close();
        seen.pulled += CHUNK;
        c.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const post = (body: BodyInit, headers: Record<string, string>) => new Request('http://x/api/t', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PayloadTooLargeError);
  const res = errorResponse(error, 'test');
  return { status: res.status, body: await res.json() };
}

describe('bounded request bodies', () => {
  it('an oversized JSON body is a 413 naming the limit, 「请求内容过大：最多 64 KB」', async () => {
    const json = JSON.stringify({ content: 'x'.repeat(DEFAULT_BODY_LIMIT) });
    expect(await refusal(readBody(post(json, { 'content-type': 'application/json' })))).toEqual({
      status: 413,
      body: { code: 413, msg: '请求内容过大：最多 64 KB', data: null },
    });
  });

  it('an oversized form body too; a body just under the limit is read', async () => {
    const form = (n: number) => `content=${'x'.repeat(n)}`;
    expect((await refusal(readBody(post(form(DEFAULT_BODY_LIMIT), { 'content-type': 'application/x-www-form-urlencoded' })))).status).toBe(413);
    const fits = (await readBody(post(form(DEFAULT_BODY_LIMIT - 100), { 'content-type': 'application/x-www-form-urlencoded' }))) as { content: string };
    expect(fits.content).toHaveLength(DEFAULT_BODY_LIMIT - 100);
  });

  it('a chunked 10 MB body without Content-Length: reading stops at the limit', async () => {
    const { stream, seen } = endless(10 * 1024 * 1024);
    expect((await refusal(readBody(post(stream, { 'content-type': 'application/x-www-form-urlencoded' })))).body.msg).toBe('请求内容过大：最多 64 KB');
    expect(seen.pulled).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT + 2 * CHUNK);
  });

  it('a Content-Length that lies low does not let more through', async () => {
    const { stream, seen } = endless(10 * 1024 * 1024);
    const lying = post(stream, { 'content-type': 'application/json', 'content-length': '20' });
    expect((await refusal(readBody(lying))).status).toBe(413);
    expect(seen.pulled).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT + 2 * CHUNK);
  });

  it('a declared Content-Length over the limit is refused before anything is read', async () => {
    const { stream, seen } = endless(10 * 1024 * 1024);
    expect((await refusal(readBytes(post(stream, { 'content-length': String(10 * 1024 * 1024) }), DEFAULT_BODY_LIMIT))).status).toBe(413);
    expect(seen.pulled).toBe(0);
  });

  it('multipart uploads are bounded by the limit their route declares (files + 64 KB of fields)', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type')!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const upload = () => post(bytes, { 'content-type': type });
    expect(await readMultipart(upload(), 1024 * 1024 - MULTIPART_OVERHEAD)).toBeNull();
    const refused = await readForm(upload(), 512 * 1024, '图片大小不能超过 512 KB', 'file').catch((e: unknown) => errorResponse(e, 'test'));
    expect((refused as Response).status).toBe(413);
    expect(await (refused as Response).json()).toMatchObject({ code: 413, msg: '图片大小不能超过 512 KB' });
    const read = await readMultipart(upload(), 2 * 1024 * 1024);
    expect((read!.get('file') as File).size).toBe(1024 * 1024 + 1);
  });

  it('a chunked multipart body is counted as it arrives too', async () => {
    const { stream, seen } = endless(10 * 1024 * 1024);
    const chunked = post(stream, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(await readMultipart(chunked, 1024 * 1024)).toBeNull();
    expect(seen.pulled).toBeLessThanOrEqual(1024 * 1024 + MULTIPART_OVERHEAD + 2 * CHUNK);
  });

  it('a body declared larger than any route reads is refused by the middleware before anything runs', () => {
    expect(declaresTooLarge(post('x', { 'content-length': String(MAX_BODY_BYTES + 1) }))).toBe(true);
    expect(declaresTooLarge(post('x', { 'content-length': String(MAX_BODY_BYTES) }))).toBe(false);
    expect(declaresTooLarge(new Request('http://x/'))).toBe(false);
  });

  it('names limits the way a person reads them', () => {
    expect(sizeText(64 * 1024)).toBe('64 KB');
    expect(sizeText(2 * 1024 * 1024)).toBe('2 MB');
    expect(sizeText(2 * 1024 * 1024 + 64 * 1024)).toBe('2112 KB');
  });
});
