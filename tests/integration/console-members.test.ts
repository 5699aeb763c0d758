/**
 * Issue 18, members and finance in the console: search, a store's details, account manager and
 * chat (审核), credit limit and balance top-ups / adjustments as ledger entries with a reason, never
 * below zero (财务), each in the audit log. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { auditLog, creditAccounts, stores, walletEntries } from '../../src/server/db/schema';
import { GET as search } from '../../src/pages/admin/api/members/index';
import { GET as detail } from '../../src/pages/admin/api/members/[id]/index';
import { POST as service } from '../../src/pages/admin/api/members/[id]/service';
import { POST as credit } from '../../src/pages/admin/api/members/[id]/credit';
import { POST as money } from '../../src/pages/admin/api/members/[id]/money';
import { balanceOf, ledgerSum } from '../../src/server/wallet/ledger';

let t: TestDb;
let reviewer: TestBrowser;
let finance: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  reviewer = await operatorBrowser('reviewer');
  finance = await operatorBrowser('finance');
});
afterAll(async () => {
  await t?.teardown();
});

const at = (id: number) => ({ params: { id: String(id) } });

describe('members and finance', () => {
  it('finds a store by phone and shows its details', async () => {
    const found = await reviewer.call(search, '/admin/api/members?keyword=13900139000');
    expect(found.body.data.rows).toEqual([expect.objectContaining({ storeId: 2, username: 'pending' })]);
    const d = await reviewer.call(detail, '/admin/api/members/1', at(1));
    expect(d.body.data.member.username).toBe('demo');
    expect(d.body.data.certificates.length).toBeGreaterThan(0);
    expect((await reviewer.call(detail, '/admin/api/members/99999', at(99999))).status).toBe(404);
  });

  it('sets the account manager and the chat flag', async () => {
    const done = await reviewer.call(service, '/admin/api/members/2/service', { ...at(2), body: { account_manager_id: '1', is_can_chat: '1' } });
    expect(done.body.code).toBe(10000);
    const [s] = await t.db.select().from(stores).where(eq(stores.id, 2));
    expect(s).toMatchObject({ accountManagerId: 1, isCanChat: true });
    expect((await reviewer.call(service, '/admin/api/members/2/service', { ...at(2), body: { account_manager_id: '999', is_can_chat: '0' } })).status).toBe(404);
  });

  it('tops up and adjusts the balance as ledger entries with the reason; never below zero', async () => {
    const before = await balanceOf(2);
    expect((await finance.call(money, '/admin/api/members/2/money', { ...at(2), body: { kind: 'recharge', amount: '-5', reason: '测试' } })).status).toBe(422);
    expect((await finance.call(money, '/admin/api/members/2/money', { ...at(2), body: { kind: 'recharge', amount: '100', reason: '' } })).status).toBe(422);
    const top = await finance.call(money, '/admin/api/members/2/money', { ...at(2), body: { kind: 'recharge', amount: '1000.50', reason: '对公转账充值' } });
    expect(top.body.code).toBe(10000);
    const adj = await finance.call(money, '/admin/api/members/2/money', { ...at(2), body: { kind: 'adjustment', amount: '-0.50', reason: '冲正多充金额' } });
    expect(adj.body.data.balance).toBe(((before + 100_000) / 100).toFixed(2));
    const over = await finance.call(money, '/admin/api/members/2/money', { ...at(2), body: { kind: 'adjustment', amount: '-999999', reason: '错误扣减' } });
    expect(over.body.code).not.toBe(10000);
    expect(await balanceOf(2)).toBe(before + 100_000);
    expect(await ledgerSum(2)).toBe(before + 100_000);
    const entries = await t.db.select().from(walletEntries).where(eq(walletEntries.storeId, 2));
    expect(entries.map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['recharge', 100_050],
        ['adjustment', -50],
      ]),
    );
    expect(entries.find((e) => e.kind === 'adjustment')!.note).toContain('冲正多充金额');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'store'), eq(auditLog.objectId, '2')));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['wallet.recharge', 'wallet.adjustment']));
    expect(audits.filter((a) => a.action.startsWith('wallet.')).length).toBe(2); // the refused one left nothing
  });

  it('sets the credit limit and term', async () => {
    expect((await finance.call(credit, '/admin/api/members/2/credit', { ...at(2), body: { credit_limit: '5000', term_days: '0' } })).status).toBe(422);
    expect((await finance.call(credit, '/admin/api/members/2/credit', { ...at(2), body: { credit_limit: '5000', term_days: '45' } })).body.code).toBe(10000);
    const [a] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, 2));
    expect(a).toMatchObject({ creditLimit: 500_000, termDays: 45 });
  });
});
