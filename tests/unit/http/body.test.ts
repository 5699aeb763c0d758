import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBody } from '../../../src/server/http/body';
import { PayloadTooLargeError, ValidationError } from '../../../src/server/http/errors';
import { parseInput } from '../../../src/server/http/validate';
import { errorResponse } from '../../../src/server/http/endpoint';

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request('http://x/api/t', { method: 'POST', body, headers: { 'content-type': type, ...headers } });

describe('request bodies', () => {
  it('parses qs bracket syntax for arrays and nested lines', async () => {
    const body = await readBody(post('ids[]=1&ids[]=2&goods[0][goods_id]=5&goods[0][number]=3', 'application/x-www-form-urlencoded'));
    expect(body).toEqual({ ids: ['1', '2'], goods: [{ goods_id: '5', number: '3' }] });
  });

  it('parses JSON and rejects malformed JSON with a Chinese 422', async () => {
    expect(await readBody(post('{"a":1}', 'application/json'))).toEqual({ a: 1 });
    const error = await readBody(post('{"a":', 'application/json')).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const res = errorResponse(error, 'test');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ code: 422, message: '请求内容不是有效的 JSON', errors: { body: ['请求内容不是有效的 JSON'] } });
  });

  it('refuses bodies over the limit, declared or streamed', async () => {
    const big = 'a='.padEnd(70 * 1024, 'x');
    await expect(readBody(post(big, 'application/x-www-form-urlencoded'))).rejects.toBeInstanceOf(PayloadTooLargeError);
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const chunked = new Request('http://x', { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit);
    const error = await readBody(chunked).catch((e) => e);
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(errorResponse(error, 't').status).toBe(413);
  });

  it('turns zod failures into per-field Chinese messages, first field first', () => {
    const schema = z.object({ phone: z.string().regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'), number: z.coerce.number().int().min(1) });
    const error = (() => {
      try {
        parseInput(schema, { phone: '123', number: '0' });
      } catch (e) {
        return e;
      }
    })() as ValidationError;
    expect(error.errors.phone).toEqual(['请输入正确的手机号']);
    expect(error.errors.number?.[0]).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('never leaks internals of unexpected errors', async () => {
    const res = errorResponse(new Error('secret stack detail'), 'test');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toMatchObject({ code: 500, msg: '系统繁忙，请稍候再试' });
  });
});
