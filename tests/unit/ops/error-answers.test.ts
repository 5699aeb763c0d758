/**
 * Issue 32: every error answer a buyer can quote to support names the request id — a 5xx API envelope
 * (`request_id` and 「（请求编号：…）」 in the message) and the Chinese 503 page of a member's page when a
 * service is away; 4xx answers and successes pass unchanged.
 */
import { describe, expect, it } from 'vitest';
import { withRequestId } from '../../../src/server/http/envelope';
import { unavailableAnswer } from '../../../src/server/http/unavailable-page';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

describe('the request id in error answers', () => {
  it('goes into a 5xx envelope, its message and its headers kept', async () => {
    const answer = await withRequestId(json({ code: 500, msg: '服务器内部错误', data: null }, 500, { 'retry-after': '5' }), 'abc123def4567890');
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ code: 500, msg: '服务器内部错误（请求编号：abc123def4567890）', data: null, request_id: 'abc123def4567890' });
  });

  it('leaves a 4xx or 200 envelope alone', async () => {
    const invalid = json({ code: 422, msg: '请填写收货人', data: null }, 422);
    expect(await withRequestId(invalid, 'abc123def4567890')).toBe(invalid);
    const ok = json({ code: 10000, msg: 'ok', data: 1 });
    expect(await withRequestId(ok, 'abc123def4567890')).toBe(ok);
  });

  it('is on the 503 page of a page when the database, Redis or a statement bound fails it', async () => {
    for (const [reason, text] of [
      ['database', '系统维护中'],
      ['session', '登录服务暂时不可用'],
      ['timeout', '请求处理超时'],
    ] as const) {
      const page = unavailableAnswer('/ddgl', reason, 'abc123def4567890');
      expect(page.status).toBe(503);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain(text);
      expect(html).toContain('请求编号：<code>abc123def4567890</code>');
      expect(html).toContain('<meta http-equiv="refresh" content="10">');
    }
  });

  it('an API path gets the 503 envelope, which the middleware then numbers', async () => {
    const api = await withRequestId(unavailableAnswer('/api/cart/list', 'session', null), 'abc123def4567890');
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ code: 503, msg: '登录服务暂时不可用，请稍后重试（请求编号：abc123def4567890）', request_id: 'abc123def4567890' });
  });
});
