import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { CapturedSms } from '../helpers/accounts-sms';
import { POST as login } from '../../src/pages/api/user/login';
import { POST as createCode } from '../../src/pages/api/user/create_code';
import { POST as feedbackPost } from '../../src/pages/api/user/feedback';
import { GET as phoneCheck } from '../../src/pages/api/user/phone/[value]';
import { setSmsProvider } from '../../src/server/sms/provider';
import { closeRedis } from '../../src/server/auth/redis';
import { LIMITS, resetLimiters, take, type Limit } from '../../src/server/limits';
import { feedback, smsCodes } from '../../src/server/db/schema';

/**
 * Every limit holds under parallel requests: N requests fired at once, at most the limit of them
 * checked. Measured numbers are printed (`[limits] …`) for the report.
 */
let t: TestDb;
const sms = new CapturedSms();
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  sms.install();
});
afterAll(async () => {
  setSmsProvider(null);
  await t?.teardown();
});

const engine = process.env.TEST_DB;
const report = (what: string, fired: number, checked: number, limit: number) =>
  console.log(`[limits] ${engine}${process.env.REDIS_URL ? '+redis' : ''} ${what}: fired ${fired}, checked ${checked} (limit ${limit})`);
const statuses = (answers: { status: number; body: { code: number } }[]) => ({
  limited: answers.filter((a) => a.status === 429).length,
  codes: answers.map((a) => a.body.code),
});

/** Every limit of the catalogue: 3 × points parallel takes on one key → exactly `points` pass. */
async function everyLimit(tag: string) {
  for (const [name, limit] of Object.entries(LIMITS) as [string, Limit][]) {
    const subject = `${tag}-${name}-${Date.now()}`;
    const fired = limit.points * 3 + 5;
    const results = await Promise.allSettled(Array.from({ length: fired }, () => take(limit, subject)));
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    report(`take(${name})`, fired, passed, limit.points);
    expect(passed, name).toBe(limit.points);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(429);
  }
}

describe(`limits under parallel requests on ${engine}`, () => {
  it('each limit of the catalogue lets exactly its points through', async () => {
    await everyLimit('db');
  });

  it('30 parallel wrong passwords for one account: at most 5 are checked, then the right one is paused too', async () => {
    const fired = 30;
    const answers = await Promise.all(
      Array.from({ length: fired }, (_, i) =>
        new TestBrowser(`10.20.0.${i + 1}`).call(login, '/api/user/login', { body: { type: 'password', account: 'pending', password: `Wrong#${i}abc` } }),
      ),
    );
    const checked = answers.filter((a) => a.body.code === 10020).length;
    report('password per account', fired, checked, 5);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses(answers).limited).toBe(fired - checked);
    const right = await new TestBrowser('10.20.1.1').call(login, '/api/user/login', { body: { type: 'password', account: 'pending', password: 'Demo@123456' } });
    expect(right.status).toBe(429);
    expect(right.body.msg).toContain('请 15 分钟后再试');
  });

  it('a burst of 60 wrong passwords then the right one from one IP does not log in', async () => {
    const b = new TestBrowser('10.21.0.1');
    const wrong = Array.from({ length: 60 }, (_, i) => b.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: `Nope#${i}xyz` } }));
    await new Promise((r) => setTimeout(r, 30));
    const right = new TestBrowser('10.21.0.1').call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    const answers = await Promise.all(wrong);
    const checked = answers.filter((a) => a.body.code === 10020).length;
    report('password burst + right one', 61, checked, 5);
    expect(checked).toBeLessThanOrEqual(5);
    expect((await right).body.code).not.toBe(10000);
  });

  it('60 parallel wrong passwords across accounts from one IP: at most 20 are checked', async () => {
    const fired = 60;
    const answers = await Promise.all(
      Array.from({ length: fired }, (_, i) =>
        new TestBrowser('10.22.0.1').call(login, '/api/user/login', { body: { type: 'password', account: `nobody${i}`, password: 'Whatever#1' } }),
      ),
    );
    const checked = answers.filter((a) => a.body.code === 10020).length;
    report('password per IP', fired, checked, 20);
    expect(checked).toBeLessThanOrEqual(20);
  });

  it('300 parallel code guesses for one phone: at most 10 checked, at most 5 against the code, and the code is burnt', async () => {
    const phone = '13800138000';
    const asker = new TestBrowser('10.23.0.1');
    expect((await asker.call(createCode, '/api/user/create_code', { body: { phone, type: 'login' } })).body.code).toBe(10000);
    const code = sms.codeFor(phone);
    const guesses = Array.from({ length: 300 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((guess, i) => new TestBrowser(`10.24.${Math.floor(i / 200)}.${(i % 200) + 1}`).call(login, '/api/user/login', { body: { type: 'sms', phone, code: guess } })),
    );
    const checked = answers.filter((a) => a.status !== 429).length;
    report('code guesses per phone', 300, checked, 10);
    expect(checked).toBeLessThanOrEqual(10);
    const [row] = await t.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, 'login')));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.consumedAt).not.toBeNull(); // burnt at the fifth wrong guess
    // The right code no longer works (and the phone is paused anyway).
    expect((await new TestBrowser('10.25.0.1').call(login, '/api/user/login', { body: { type: 'sms', phone, code } })).body.code).not.toBe(10000);
  });

  it('60 parallel guesses across phones from one IP: at most 30 checked', async () => {
    const fired = 60;
    const answers = await Promise.all(
      Array.from({ length: fired }, (_, i) =>
        new TestBrowser('10.26.0.1').call(login, '/api/user/login', { body: { type: 'sms', phone: `1370000${String(i).padStart(4, '0')}`, code: '123456' } }),
      ),
    );
    const checked = answers.filter((a) => a.status !== 429).length;
    report('code guesses per IP', fired, checked, 30);
    expect(checked).toBeLessThanOrEqual(30);
  });

  it('30 parallel code requests from one IP send at most 10; 10 for one phone send 1', async () => {
    const before = sms.sent.length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new TestBrowser('10.27.0.1').call(createCode, '/api/user/create_code', { body: { phone: `1360000${String(i).padStart(4, '0')}`, type: 'register' } }),
      ),
    );
    const sent = answers.filter((a) => a.body.code === 10000).length;
    report('sms per IP', 30, sent, 10);
    expect(sent).toBeLessThanOrEqual(10);
    expect(sms.sent.length - before).toBe(sent);
    const one = await Promise.all(
      Array.from({ length: 10 }, (_, i) => new TestBrowser(`10.28.0.${i + 1}`).call(createCode, '/api/user/create_code', { body: { phone: '13611112222', type: 'register' } })),
    );
    const oneSent = one.filter((a) => a.body.code === 10000).length;
    report('sms per phone (one a minute)', 10, oneSent, 1);
    expect(oneSent).toBe(1);
    const [{ rows }] = await t.db.select({ rows: count() }).from(smsCodes).where(eq(smsCodes.phone, '13611112222'));
    expect(rows).toBe(1);
  });

  it('40 parallel feedback posts from one IP: 5 accepted and stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new TestBrowser('10.29.0.1').call(feedbackPost, '/api/user/feedback', { body: { content: `第 ${i} 条建议`, category: 'suggestion' } })),
    );
    const accepted = answers.filter((a) => a.body.code === 10000).length;
    report('feedback per IP', 40, accepted, 5);
    expect(accepted).toBe(5);
    const [{ rows }] = await t.db.select({ rows: count() }).from(feedback).where(eq(feedback.ip, '10.29.0.1'));
    expect(rows).toBe(5);
  });

  it('per-IP limits use X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const post = (xff: string) =>
      new TestBrowser('10.33.0.1').call(feedbackPost, '/api/user/feedback', { body: { content: '好', category: 'other' }, headers: { 'x-forwarded-for': xff } });
    // Off (default): a forged header changes nothing, every post counts against the peer.
    const off = await Promise.all(Array.from({ length: 8 }, (_, i) => post(`203.0.113.${i + 1}`)));
    expect(off.filter((a) => a.body.code === 10000)).toHaveLength(5);
    process.env.TRUST_PROXY = '10.33.0.0/16';
    try {
      const on = await Promise.all(Array.from({ length: 8 }, (_, i) => post(`198.51.100.${i + 1}`)));
      expect(on.filter((a) => a.body.code === 10000)).toHaveLength(8);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('60 parallel phone look-ups from one IP: at most 30 answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        new TestBrowser('10.30.0.1').call(phoneCheck, `/api/user/phone/1350000${String(i).padStart(4, '0')}`, { params: { value: `1350000${String(i).padStart(4, '0')}` } }),
      ),
    );
    const answered = answers.filter((a) => a.status !== 429).length;
    report('phone look-up per IP', 60, answered, 30);
    expect(answered).toBe(30);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

describe.skipIf(!redisUp)(`limits in Redis under parallel requests (${engine} database)`, () => {
  beforeAll(() => {
    process.env.REDIS_URL = REDIS_URL;
    resetLimiters();
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    resetLimiters();
    await closeRedis();
  });

  it('each limit of the catalogue lets exactly its points through', async () => {
    await everyLimit(`redis-${engine}`);
  });

  it('30 parallel wrong passwords for one account: at most 5 checked', async () => {
    const account = `ghost-${engine}-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => new TestBrowser(`10.31.0.${i + 1}`).call(login, '/api/user/login', { body: { type: 'password', account, password: `Wrong#${i}abc` } })),
    );
    const checked = answers.filter((a) => a.body.code === 10020).length;
    report('password per account', 30, checked, 5);
    expect(checked).toBeLessThanOrEqual(5);
  });

  it('40 parallel feedback posts from one IP: 5 accepted', async () => {
    const ip = `10.32.${engine === 'postgres' ? 1 : 2}.${Date.now() % 250}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => new TestBrowser(ip).call(feedbackPost, '/api/user/feedback', { body: { content: `第 ${i} 条`, category: 'other' } })),
    );
    const accepted = answers.filter((a) => a.body.code === 10000).length;
    report('feedback per IP', 40, accepted, 5);
    expect(accepted).toBe(5);
  });
});
