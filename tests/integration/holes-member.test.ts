/**
 * Issue 33, the smaller holes on the member side, on PGlite and PostgreSQL: a chat token works only
 * with the live, unsuspended login it was made for (logout and suspension end it, an open stream
 * too), and the 20-stores-per-member limit holds under 20 parallel requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { COMPANY, loginAs } from '../helpers/accounts-fixtures';
import { GET as base } from '../../src/pages/api/user/base';
import { DELETE as logout } from '../../src/pages/api/user/logout';
import { POST as addStore } from '../../src/pages/api/user/stores';
import { GET as chatGet, POST as chatPost } from '../../src/pages/api/chat/messages';
import { GET as chatStream } from '../../src/pages/api/chat/stream';
import { members, stores } from '../../src/server/db/schema';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
});
afterAll(async () => {
  await t?.teardown();
});

const q = (token: string) => `/api/chat/messages?username=demo&token=${encodeURIComponent(token)}`;

async function chatTokenOf(b: TestBrowser): Promise<string> {
  const answer = await b.call(base, '/api/user/base');
  expect(answer.body.data.token).toBeTruthy();
  return answer.body.data.token as string;
}

describe(`chat token bound to the login on ${process.env.TEST_DB}`, () => {
  it('works with its own session, not without it, and stops at logout', async () => {
    const b = await loginAs('demo', '10.33.0.1');
    const token = await chatTokenOf(b);
    expect((await b.call(chatGet, q(token))).body.code).toBe(10000);
    // The token alone (copied out of the frame's address) is not enough.
    expect((await new TestBrowser('10.33.0.2').call(chatGet, q(token))).status).toBe(401);
    const jar = new Map(b.jar);
    expect((await b.call(logout, '/api/user/logout', { method: 'DELETE' })).body.code).toBe(10000);
    expect((await b.call(chatGet, q(token))).status).toBe(401);
    // Even with the old cookie replayed: the session it named is gone.
    const replay = new TestBrowser('10.33.0.1');
    for (const [k, v] of jar) replay.jar.set(k, v);
    expect((await replay.call(chatGet, q(token))).status).toBe(401);
    expect((await replay.call(chatPost, '/api/chat/messages', { body: { username: 'demo', token, content: '还在吗' } })).status).toBe(401);
  });

  it('a token from an earlier login does not work with a later one', async () => {
    const b = await loginAs('demo', '10.33.0.3');
    const old = await chatTokenOf(b);
    await b.call(logout, '/api/user/logout', { method: 'DELETE' });
    const again = await loginAs('demo', '10.33.0.3');
    expect((await again.call(chatGet, q(old))).status).toBe(401);
    expect((await again.call(chatGet, q(await chatTokenOf(again)))).body.code).toBe(10000);
  });

  it('stops when the member is suspended, and an open stream ends', async () => {
    const b = await loginAs('demo', '10.33.0.4');
    const token = await chatTokenOf(b);
    const opened = await b.call(chatStream, `/api/chat/stream?username=demo&token=${encodeURIComponent(token)}`, { raw: true });
    expect(opened.status).toBe(200);
    const [demo] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo'));
    await t.db.update(members).set({ suspendedAt: new Date(), suspendReason: '测试停用' }).where(eq(members.id, demo!.id));
    try {
      expect((await b.call(chatGet, q(token))).status).toBe(401);
      // Read to the end: the server closes the stream once it sees the login is over.
      expect(await (opened.body as Response).text()).toContain('event: expired');
    } finally {
      await t.db.update(members).set({ suspendedAt: null, suspendReason: '' }).where(eq(members.id, demo!.id));
    }
  });
});

describe(`20 stores per member on ${process.env.TEST_DB}`, () => {
  it('20 parallel additions at 19 stores leave exactly 20', async () => {
    const b = await loginAs('demo', '10.33.0.9');
    const [demo] = await t.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo'));
    const storesOf = async () => (await t.db.select({ n: count() }).from(stores).where(eq(stores.memberId, demo!.id)))[0]!.n;
    for (let n = await storesOf(); n < 19; n++) {
      expect((await b.call(addStore, '/api/user/stores', { body: { ...COMPANY, company: `补位门店${n}` } })).body.code).toBe(10000);
    }
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => b.call(addStore, '/api/user/stores', { body: { ...COMPANY, company: `并发门店${i}` } })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([10000, ...Array(19).fill(10031)]);
    expect(answers.find((a) => a.body.code === 10031)!.body.msg).toBe('最多管理 20 家门店');
    expect(await storesOf()).toBe(20);
  });
});
