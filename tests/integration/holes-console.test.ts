/**
 * Issue 33, the smaller holes of the console, on PGlite and PostgreSQL: TOTP codes are single-use and
 * a new secret needs the password (+ current code); lotteries need a 谢谢参与 outcome and an exhausted
 * prize falls back to it; 站内路径 links refuse other sites; voucher batch numbers are unique; refusals
 * and member-detail views are audited and the audit log cannot be truncated; the inline goods edit
 * keeps the fields it was not sent.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import type * as Crypto from 'node:crypto';

// Batch numbers draw 4 random digits; the test makes two batches draw the same ones.
const forcedDigits: number[] = [];
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof Crypto>();
  const randomInt = ((...args: Parameters<typeof real.randomInt>) =>
    args[0] === 0 && args[1] === 10_000 && forcedDigits.length ? forcedDigits.shift()! : (real.randomInt as (...a: unknown[]) => number)(...args)) as typeof real.randomInt;
  return { ...real, default: { ...real, randomInt }, randomInt };
});

import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { operatorBrowser, OPERATOR_OF } from '../helpers/console-fixtures';
import { setClock } from '../helpers/clock';
import { POST as login } from '../../src/pages/admin/api/login';
import { POST as totpBegin } from '../../src/pages/admin/api/me/totp';
import { POST as totpConfirm } from '../../src/pages/admin/api/me/totp/confirm';
import { POST as createLottery } from '../../src/pages/admin/api/promotions/lottery/index';
import { POST as addNav } from '../../src/pages/admin/api/content/nav/index';
import { POST as addFocus } from '../../src/pages/admin/api/content/focus/index';
import { POST as newBatch } from '../../src/pages/admin/api/finance/vouchers/index';
import { GET as memberDetail } from '../../src/pages/admin/api/members/[id]/index';
import { POST as edit } from '../../src/pages/admin/api/goods/[id]/index';
import { draw } from '../../src/server/lottery/draw';
import { seededRandom } from '../../src/server/lottery/random';
import { localInput } from '../../src/server/console/promo-view';
import { auditLog, cashVouchers, goods, lotteryActivities, lotteryPrizes, operators, stores } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.teardown();
});

const STEP = 30_000;

describe(`TOTP on ${process.env.TEST_DB}`, () => {
  it('a code signs in once; a new secret needs the password and, once on, the current code', async () => {
    const op = OPERATOR_OF.finance;
    const b = await operatorBrowser('finance');
    const bare = await b.call(totpBegin, '/admin/api/me/totp', { body: {} });
    expect(bare.status).toBe(422);
    expect((await b.call(totpBegin, '/admin/api/me/totp', { body: { password: 'wrong-password' } })).body.errors.password).toEqual(['登录密码错误']);
    const begun = await b.call(totpBegin, '/admin/api/me/totp', { body: { password: op.password } });
    const secret = begun.body.data.secret as string;
    expect((await b.call(totpConfirm, '/admin/api/me/totp/confirm', { body: { code: authenticator.generate(secret) } })).body.code).toBe(10000);
    // Same code, two sign-ins (one seen over a shoulder): the first wins, the second is refused.
    const start = Math.ceil(Date.now() / STEP) * STEP + 1_000;
    setClock(new Date(start));
    try {
      const code = authenticator.generate(secret);
      const signIn = (ip: string) => new TestBrowser(ip).call(login, '/admin/api/login', { body: { username: op.username, password: op.password, code } });
      const both = await Promise.all([signIn('10.35.0.1'), signIn('10.35.0.2')]);
      expect(both.map((a) => a.body.code).sort()).toEqual([10000, 40101]);
      expect(both.find((a) => a.body.code === 40101)!.body.msg).toContain('已使用');
      // Re-enrolling from the live session: the password alone is not enough, nor the spent code.
      expect((await b.call(totpBegin, '/admin/api/me/totp', { body: { password: op.password } })).body.errors.code).toBeTruthy();
      expect((await b.call(totpBegin, '/admin/api/me/totp', { body: { password: op.password, code } })).body.errors.code[0]).toContain('已使用');
      vi.setSystemTime(new Date(start + STEP));
      const next = await b.call(totpBegin, '/admin/api/me/totp', { body: { password: op.password, code: authenticator.generate(secret) } });
      expect(next.body.code).toBe(10000);
    } finally {
      vi.useRealTimers();
      await t.db.update(operators).set({ totpSecret: null, totpPending: null }).where(eq(operators.username, op.username));
    }
  });
});

describe(`lottery outcomes on ${process.env.TEST_DB}`, () => {
  it('refuses a prize table without 谢谢参与', async () => {
    const op = await operatorBrowser('merchandiser');
    const body = {
      name: '无谢谢参与',
      starts_at: localInput(new Date()),
      ends_at: localInput(new Date(Date.now() + 86_400_000)),
      free_chances: '1',
      max_chances: '3',
      prizes: '100积分, 积分, 100, 100, 10',
    };
    const refused = await op.call(createLottery, '/admin/api/promotions/lottery', { body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.prizes[0]).toContain('谢谢参与');
  });

  it('an exhausted prize of an older lottery without 谢谢参与 is a 谢谢参与 draw, not a 500', async () => {
    const [a] = await t.db
      .insert(lotteryActivities)
      .values({ name: '旧抽奖', startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 86_400_000), freeChances: 2, maxChances: 2 })
      .returning();
    await t.db.insert(lotteryPrizes).values({ activityId: a!.id, name: '100积分', kind: 'points', value: 100, weight: 10_000, stock: 0, sort: 0 });
    const [store] = await t.db.select().from(stores).where(eq(stores.id, 1));
    const actor = { storeId: store!.id, memberId: store!.memberId, isPassed: true };
    const first = await draw(actor, a!.id, seededRandom(1));
    expect(first.prize).toMatchObject({ name: '谢谢参与', kind: 'none', is_win: 0 });
    const second = await draw(actor, a!.id, seededRandom(2));
    expect(second.prize.id).toBe(first.prize.id);
    const none = await t.db
      .select()
      .from(lotteryPrizes)
      .where(and(eq(lotteryPrizes.activityId, a!.id), eq(lotteryPrizes.kind, 'none')));
    expect(none).toHaveLength(1);
  });
});

describe(`站内路径 links on ${process.env.TEST_DB}`, () => {
  it('refuse //host, /\\host and anything not starting with one /', async () => {
    const op = await operatorBrowser('merchandiser');
    for (const url of ['//evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example', 'evil', ' //evil.example']) {
      const nav = await op.call(addNav, '/admin/api/content/nav', { body: { name: '外链', url } });
      expect(nav.status, url).toBe(422);
      expect(nav.body.errors.url[0]).toContain('站内路径');
      const focus = await op.call(addFocus, '/admin/api/content/focus', { body: { position: 'banner', title: '外链广告', url } });
      expect(focus.status, url).toBe(422);
    }
    expect((await op.call(addFocus, '/admin/api/content/focus', { body: { position: 'banner', title: '站内广告', url: '/mrtj?from=banner' } })).body.code).toBe(10000);
  });
});

describe(`voucher batch numbers on ${process.env.TEST_DB}`, () => {
  it('two batches that draw the same digits get different numbers; the table refuses a duplicate', async () => {
    const finance = await operatorBrowser('finance');
    forcedDigits.push(42, 42, 43);
    const cheap = await finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '5', value: '1', valid_to: '2099-12-31' } });
    const dear = await finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '2', value: '500', valid_to: '2099-12-31' } });
    expect(cheap.body.data.batch_no).toMatch(/^XJP\d{8}0042$/);
    expect(dear.body.data.batch_no).toMatch(/^XJP\d{8}0043$/);
    const values = async (batchNo: string) => [
      ...new Set((await t.db.select({ v: cashVouchers.faceValue }).from(cashVouchers).where(eq(cashVouchers.batchNo, batchNo))).map((r) => r.v)),
    ];
    expect(await values(cheap.body.data.batch_no)).toEqual([100]);
    expect(await values(dear.body.data.batch_no)).toEqual([50_000]);
    const duplicate = await t.db.execute(sql`insert into voucher_batches (batch_no) values (${cheap.body.data.batch_no})`).then(
      () => 'written',
      (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
    );
    expect(duplicate).toBe('23505');
  });

  it('ten parallel batches that all draw the same digits first get ten numbers', async () => {
    const finance = await operatorBrowser('finance');
    forcedDigits.push(...Array(10).fill(77));
    const made = await Promise.all(
      Array.from({ length: 10 }, () => finance.call(newBatch, '/admin/api/finance/vouchers', { body: { count: '1', value: '1', valid_to: '2099-12-31' } })),
    );
    const numbers = made.map((m) => m.body.data.batch_no as string);
    expect(new Set(numbers).size).toBe(10);
    expect(numbers.filter((n) => n.endsWith('0077'))).toHaveLength(1);
  });
});

describe(`audit log on ${process.env.TEST_DB}`, () => {
  it('records refusals with path and operator, and member-detail views', async () => {
    const member = await loginAs('demo', '10.35.1.1');
    expect((await member.call(memberDetail, '/admin/api/members/1', { params: { id: '1' } })).status).toBe(401);
    const service = await operatorBrowser('service');
    expect((await service.call(memberDetail, '/admin/api/members/1', { params: { id: '1' } })).status).toBe(403);
    const reviewer = await operatorBrowser('reviewer');
    expect((await reviewer.call(memberDetail, '/admin/api/members/1', { params: { id: '1' } })).body.code).toBe(10000);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.objectId, '/admin/api/members/1'));
    expect(rows.map((r) => [r.action, r.operatorName]).sort()).toEqual([
      ['refused.forbidden', OPERATOR_OF.service.username],
      ['refused.login', ''],
    ]);
    expect(rows.find((r) => r.action === 'refused.login')!.ip).toBe('10.35.1.1');
    const viewed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.view'), eq(auditLog.objectId, '1')));
    expect(viewed.map((r) => r.operatorName)).toEqual([OPERATOR_OF.reviewer.username]);
  });

  it('refuses TRUNCATE like UPDATE and DELETE', async () => {
    const refused = await t.db.execute(sql`truncate audit_log`).then(
      () => 'emptied',
      (e: { cause?: { message?: string }; message?: string }) => String(e.cause?.message ?? e.message),
    );
    expect(refused).toMatch(/append-only/);
    expect((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]!.n).toBeGreaterThan(0);
  });
});

describe(`inline goods edit on ${process.env.TEST_DB}`, () => {
  it('keeps the fields it was not sent', async () => {
    const op = await operatorBrowser('merchandiser');
    const [g] = await t.db
      .select()
      .from(goods)
      .where(and(ne(goods.tradeName, ''), ne(goods.approvalNo, '')))
      .limit(1);
    const id = String(g!.id);
    const sent = {
      version: String(g!.version),
      name: g!.name,
      spec: '新规格 10片',
      unit: g!.unit,
      base_price: (g!.basePrice / 100).toFixed(2),
      retail_price: (g!.retailPrice / 100).toFixed(2),
      xg_number: String(g!.xgNumber),
      batch_no: g!.batchNo,
      expiry_date: g!.expiryDate,
      is_on_sale: g!.isOnSale ? '1' : '0',
    };
    expect((await op.call(edit, `/admin/api/goods/${id}`, { params: { id }, body: sent })).body.code).toBe(10000);
    const [after] = await t.db.select().from(goods).where(eq(goods.id, g!.id));
    expect([after!.spec, after!.approvalNo, after!.tradeName]).toEqual(['新规格 10片', g!.approvalNo, g!.tradeName]);
    expect((await op.call(edit, `/admin/api/goods/${id}`, { params: { id }, body: { version: String(after!.version), unit: '盒' } })).body.code).toBe(10000);
    const [last] = await t.db.select().from(goods).where(eq(goods.id, g!.id));
    expect([last!.unit, last!.spec, last!.name, last!.basePrice]).toEqual(['盒', '新规格 10片', g!.name, g!.basePrice]);
  });
});
