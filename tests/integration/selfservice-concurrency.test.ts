/**
 * Self-service writes under real concurrency (run on PostgreSQL too): an order's invoice is issued at
 * most once, a 红冲 happens once, concurrent favourites of the same goods make one row, and two
 * operators answering one wanted-product request cannot both move it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { favorites, goods, invoices, orders, wantedRequests } from '../../src/server/db/schema';
import { issueInvoice, redInvoice } from '../../src/server/invoices/invoices';
import { numbersFor } from '../helpers/invoice-numbers';
import { addFavorites } from '../../src/server/favorites/service';
import { decideWanted } from '../../src/server/wanted/service';

let t: TestDb;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-ss-conc-'));
beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 400 });
});
afterAll(async () => {
  await t?.teardown();
  fs.rmSync(uploads, { recursive: true, force: true });
});

describe(`self-service concurrency on ${process.env.TEST_DB}`, () => {
  it('issues an order’s invoice once and 红冲 once, however many operators try at the same time', async () => {
    const [o] = await t.db
      .select({ id: orders.id, no: orders.orderNo })
      .from(orders)
      .where(sql`${orders.invoice}->>'type' <> 'none'`)
      .limit(1);
    const numbers = await numbersFor(t.db, o!.no);
    const issued = await Promise.allSettled(Array.from({ length: 4 }, () => issueInvoice(o!.no, { numbers })));
    expect(issued.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(issued.filter((r) => r.status === 'rejected').every((r) => String((r as PromiseRejectedResult).reason.message).includes('已开过发票'))).toBe(true);
    expect((await t.db.select({ n: count() }).from(invoices).where(eq(invoices.orderId, o!.id)))[0]!.n).toBe(1);
    // Only the winner's PDF is kept on disk.
    const files = fs.readdirSync(path.join(uploads, 'invoices', '1'));
    expect(files).toHaveLength(1);
    const red = await Promise.allSettled([redInvoice(o!.no, '作废'), redInvoice(o!.no, '作废'), redInvoice(o!.no, '作废')]);
    expect(red.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('concurrent favourites of the same goods leave one row', async () => {
    const [g] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .orderBy(sql`id desc`)
      .limit(1);
    const results = await Promise.all(Array.from({ length: 6 }, () => addFavorites(2, [g!.id])));
    expect(results.reduce((s, r) => s + r.added, 0)).toBe(1);
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(favorites)
          .where(and(eq(favorites.storeId, 2), eq(favorites.goodsId, g!.id)))
      )[0]!.n,
    ).toBe(1);
  });

  it('two operators answering the same request: one wins, the other is told it changed', async () => {
    const [r] = await t.db.select({ id: wantedRequests.id }).from(wantedRequests).where(eq(wantedRequests.status, 'pending')).limit(1);
    // Both saw it pending (what the console form sends); 受理 may be followed by 无法采购, so without that the second would apply on top.
    const results = await Promise.allSettled([
      decideWanted(r!.id, { status: 'accepted', reply: '采纳', from: 'pending' }),
      decideWanted(r!.id, { status: 'rejected', reply: '不采纳', from: 'pending' }),
    ]);
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const [after] = await t.db.select().from(wantedRequests).where(eq(wantedRequests.id, r!.id));
    const winner = (results.find((x) => x.status === 'fulfilled') as PromiseFulfilledResult<{ status: string }>).value.status;
    expect(after!.status).toBe(winner);
  });
});

describe(`self-service caps under concurrency on ${process.env.TEST_DB}`, () => {
  it('invoice titles: at most 10 per store and exactly one default, however many are added at once', async () => {
    const { addTitle, listTitles, MAX_TITLES } = await import('../../src/server/invoices/titles');
    const input = (i: number) => ({
      kind: 'normal' as const,
      holder: 'person' as const,
      title: `个人抬头${i}`,
      tax_no: '',
      address: '',
      phone: '',
      bank: '',
      account: '',
      email: '',
      is_default: true,
    });
    const results = await Promise.allSettled(Array.from({ length: 14 }, (_, i) => addTitle(2, input(i))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_TITLES);
    const list = await listTitles(2);
    expect(list).toHaveLength(MAX_TITLES);
    expect(list.filter((t) => t.is_default === 1)).toHaveLength(1);
  });

  it('chat: parallel sends cannot pass the per-minute rate', async () => {
    const { postMemberMessage, CHAT_RATE } = await import('../../src/server/chat/messages');
    const results = await Promise.allSettled(Array.from({ length: CHAT_RATE + 6 }, (_, i) => postMemberMessage(1, 'demo', `消息${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(CHAT_RATE);
  });
});
