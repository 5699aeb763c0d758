/**
 * Issue 18, roles: every console API with every operator role (403 exactly where the role lacks the
 * endpoint's declared permission), with a member session and with no session (401), the console
 * pages' gate (a member is sent to the operator login), login limits and the append-only audit log.
 * PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { consoleApis, operatorBrowser, paramsOf, OPERATOR_OF } from '../helpers/console-fixtures';
import { OPERATOR_ROLES, auditLog, operators, type OperatorRole } from '../../src/server/db/schema';
import { can, PERMISSIONS, type Permission } from '../../src/server/console/roles';
import { consoleGate } from '../../src/server/console/gate.server';
import { POST as login } from '../../src/pages/admin/api/login';
import { GET as me } from '../../src/pages/admin/api/me';
import { POST as totpBegin } from '../../src/pages/admin/api/me/totp';
import { POST as totpConfirm } from '../../src/pages/admin/api/me/totp/confirm';
import { GET as audit } from '../../src/pages/admin/api/audit/index';
import { GET as auditExport } from '../../src/pages/admin/api/audit/export';
import { queryRows } from '../../src/server/db/rows';

let t: TestDb;
const browsers = {} as Record<OperatorRole, TestBrowser>;
let member: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  for (const role of OPERATOR_ROLES) browsers[role] = await operatorBrowser(role);
  member = await loginAs('demo', '10.7.0.9');
});
afterAll(async () => {
  await t?.teardown();
});

const apis = consoleApis();
const guarded = apis.filter((a) => !a.file.endsWith('/api/login.ts'));

describe('every console API', () => {
  it('declares one known permission (the login endpoint excepted)', () => {
    expect(guarded.length).toBeGreaterThan(5);
    for (const api of guarded) expect(PERMISSIONS, api.file).toContain(api.permission);
  });

  it('includes the finance, customer-service, member-status, content and operator endpoints in the walk', () => {
    const paths = guarded.map((a) => a.path);
    for (const p of [
      '/admin/api/finance/topups',
      '/admin/api/finance/bills',
      '/admin/api/finance/repayments',
      '/admin/api/finance/vouchers',
      '/admin/api/finance/vouchers/999999/export',
      '/admin/api/finance/invoices',
      '/admin/api/finance/invoices/999999/issue',
      '/admin/api/finance/invoices/999999/red',
      '/admin/api/chat',
      '/admin/api/chat/999999',
      '/admin/api/chat/999999/stream',
      '/admin/api/feedback',
      '/admin/api/feedback/999999/reply',
      '/admin/api/wanted',
      '/admin/api/wanted/999999/decide',
      '/admin/api/members/999999/suspend',
      '/admin/api/content/focus',
      '/admin/api/content/focus/999999/publish',
      '/admin/api/content/blocks/999999',
      '/admin/api/content/news/999999/publish',
      '/admin/api/operators/999999/password',
      '/admin/api/operators/999999/disable',
    ])
      expect(paths).toContain(p);
  });

  it('includes the promotions endpoints, open to 商品 and 管理员 only', () => {
    const promo = guarded.filter((a) => a.path.startsWith('/admin/api/promotions/'));
    const areas = ['cashback', 'combos', 'coupons', 'lottery', 'points', 'price', 'rules', 'schedules', 'storewide'];
    expect(promo.map((a) => a.path).sort()).toEqual(areas.flatMap((x) => [`/admin/api/promotions/${x}`, `/admin/api/promotions/${x}/999999`]));
    for (const a of promo) expect(a.permission, a.file).toBe('promotions');
    expect(OPERATOR_ROLES.filter((r) => can(r, 'promotions'))).toEqual(['admin', 'merchandiser']);
  });

  it('answers 403 to exactly the roles without its permission, and never 403 to the others', async () => {
    const seen: string[] = [];
    for (const api of guarded) {
      if (api.file.endsWith('/logout.ts')) continue; // would end the session: checked below
      for (const [method, handler] of api.methods) {
        for (const role of OPERATOR_ROLES) {
          const answer = await browsers[role].call(handler, api.path, { method, params: paramsOf(api.file), body: method === 'GET' ? undefined : {} });
          const allowed = can(role, api.permission as Permission);
          seen.push(`${method} ${api.path} ${role} ${answer.status}`);
          if (allowed) {
            expect([401, 403], `${method} ${api.path} as ${role}`).not.toContain(answer.status);
          } else {
            expect(answer.status, `${method} ${api.path} as ${role}`).toBe(403);
            expect(answer.body.code).toBe(403);
          }
        }
      }
    }
    expect(seen.length).toBeGreaterThan(30);
  });

  it('answers 401 to a member session and to no session, whatever the path', async () => {
    const nobody = new TestBrowser('10.7.0.10');
    for (const api of guarded) {
      for (const [method, handler] of api.methods) {
        for (const b of [member, nobody]) {
          const answer = await b.call(handler, api.path, { method, params: paramsOf(api.file), body: method === 'GET' ? undefined : {} });
          expect(answer.status, `${method} ${api.path}`).toBe(401);
          expect(answer.body.code).toBe(10001);
        }
      }
    }
  });

  it('sends a member session on a console page to the operator login, and lets an operator through', async () => {
    const page = (context: Parameters<typeof consoleGate>[0]) => consoleGate(context, async () => new Response('控制台内容'));
    const asMember = await member.call(page as never, '/admin/orders');
    expect(asMember.status).toBe(302);
    expect(asMember.headers.get('location')).toBe('/admin/login?next=%2Fadmin%2Forders');
    const asOperator = await browsers.orders.call(page as never, '/admin/orders');
    expect(asOperator.status).toBe(200);
    expect(asOperator.body).toBe('控制台内容');
  });
});

describe('operator login', () => {
  it('refuses a wrong password, then locks the account after five failures even with the right password', async () => {
    const b = new TestBrowser('10.66.0.1');
    const op = OPERATOR_OF.service;
    for (let i = 0; i < 5; i++) {
      const bad = await b.call(login, '/admin/api/login', { body: { username: op.username, password: 'Wrong@123456' } });
      expect(bad.body.msg).toBe('用户名或密码错误');
    }
    const locked = await b.call(login, '/admin/api/login', { body: { username: op.username, password: op.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/分钟后再试/);
    const fails = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login.failed'));
    expect(fails.length).toBe(5);
  });

  it('a member password or member session does not open the console', async () => {
    const b = new TestBrowser('10.66.0.2');
    const answer = await b.call(login, '/admin/api/login', { body: { username: 'demo', password: 'Demo@123456' } });
    expect(answer.body.code).not.toBe(10000);
    expect((await member.call(me, '/admin/api/me')).status).toBe(401);
  });

  it('with TOTP turned on, needs the current code', async () => {
    const b = await operatorBrowser('finance');
    const begun = await b.call(totpBegin, '/admin/api/me/totp', { body: { password: OPERATOR_OF.finance.password } });
    const secret = begun.body.data.secret as string;
    expect((await b.call(totpConfirm, '/admin/api/me/totp/confirm', { body: { code: '000000' } })).status).toBe(422);
    expect((await b.call(totpConfirm, '/admin/api/me/totp/confirm', { body: { code: authenticator.generate(secret) } })).body.code).toBe(10000);
    const op = OPERATOR_OF.finance;
    const fresh = new TestBrowser('10.66.0.3');
    const noCode = await fresh.call(login, '/admin/api/login', { body: { username: op.username, password: op.password } });
    expect(noCode.body.code).toBe(40102);
    expect((await fresh.call(me, '/admin/api/me')).status).toBe(401);
    const withCode = await fresh.call(login, '/admin/api/login', { body: { username: op.username, password: op.password, code: authenticator.generate(secret) } });
    expect(withCode.body.code).toBe(10000);
    expect((await fresh.call(me, '/admin/api/me')).body.data.role).toBe('finance');
    await t.db.update(operators).set({ totpSecret: null }).where(eq(operators.username, op.username));
  });
});

describe('audit log', () => {
  it('is searchable, exportable and refuses UPDATE and DELETE in the database', async () => {
    const found = await browsers.admin.call(audit, '/admin/api/audit?action=totp.enable');
    expect(found.body.data.rows.length).toBeGreaterThan(0);
    expect(found.body.data.rows[0].operatorName).toBe(OPERATOR_OF.finance.username);
    const file = await browsers.admin.call(auditExport, '/admin/api/audit/export?action=login');
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const refused = (q: Promise<unknown>) =>
      q.then(
        () => 'written',
        (e: any) => String(e?.cause?.message ?? e?.message),
      );
    expect(await refused(t.db.execute(sql`update audit_log set action = 'x'`))).toMatch(/append-only/);
    expect(await refused(t.db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`);
    expect(rows[0]!.n).toBeGreaterThan(5);
  });
});
