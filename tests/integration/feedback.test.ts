import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { feedback } from '../../src/server/db/schema';
import { POST } from '../../src/pages/api/user/feedback';
import { FEEDBACK_LIMIT } from '../../src/server/feedback/feedback';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: false });
});
afterAll(async () => {
  await t?.teardown();
});

function call(body: string, type: string, ip = '10.0.0.1') {
  const request = new Request('http://x/api/user/feedback', { method: 'POST', body, headers: { 'content-type': type } });
  return POST({ request, url: new URL(request.url), clientAddress: ip } as never) as Promise<Response>;
}
const rows = async () => (await t.db.select({ n: count() }).from(feedback))[0].n;

describe(`feedback writes on ${process.env.TEST_DB}`, () => {
  it('stores valid feedback, form-encoded or JSON', async () => {
    const res = await call('content=%E5%BB%BA%E8%AE%AE%E5%A2%9E%E5%8A%A0%E5%86%B7%E9%93%BE%E9%85%8D%E9%80%81&category=suggestion', 'application/x-www-form-urlencoded');
    expect(await res.json()).toMatchObject({ code: 10000 });
    await call(JSON.stringify({ content: '发票开具很及时', category: 'other' }), 'application/json');
    expect(await rows()).toBe(2);
  });

  it('writes nothing for malformed, empty, too long or wrongly typed bodies', async () => {
    const before = await rows();
    const answers = await Promise.all([
      call('{"content":', 'application/json'),
      call('content=', 'application/x-www-form-urlencoded'),
      call(`content=${'长'.repeat(501)}`, 'application/x-www-form-urlencoded'),
      call(JSON.stringify({ content: '好', category: 'spam' }), 'application/json'),
      call('<xml/>', 'application/xml'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
    const messages = await Promise.all(answers.map(async (r) => (await r.json()).message));
    expect(messages.every((m) => /[\u4e00-\u9fa5]/.test(m))).toBe(true);
    expect(await rows()).toBe(before);
  });

  it('rate-limits one IP without touching others', async () => {
    for (let i = 0; i < FEEDBACK_LIMIT; i++) await call(`content=${i}`, 'application/x-www-form-urlencoded', '10.9.9.9');
    const limited = await call('content=again', 'application/x-www-form-urlencoded', '10.9.9.9');
    expect(limited.status).toBe(429);
    expect((await limited.json()).msg).toBe('提交过于频繁，请稍后再试');
    expect((await call('content=other', 'application/x-www-form-urlencoded', '10.9.9.8')).status).toBe(200);
  });
});
