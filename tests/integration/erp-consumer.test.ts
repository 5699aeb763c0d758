/**
 * The reference consumer (examples/erp-consumer/consumer.mjs) as the fake ERP, in its own process over
 * real HTTP against the open API's handlers (tests/helpers/open-api-server.ts) on both engines: it pulls
 * the orders and acknowledges them (the lines' charged prices + shipping = the order's total), pushes a
 * price change and a stock-in, upserts goods in bulk (batched: per-item errors, an unchanged resend
 * rewrites nothing), subscribes, and receives signed webhooks — a forged one refused, a
 * redelivered one handled once (by event id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { startOpenApiServer } from '../helpers/open-api-server';
import { erpGoods } from '../helpers/open-api';
import { createApiKey } from '../../src/server/integration/keys';
import { deliverDue, replayDelivery } from '../../src/server/integration/delivery';
import { rowsOf } from '../../src/server/db/rows';

const CONSUMER = path.resolve('examples/erp-consumer/consumer.mjs');
let t: TestDb;
let api: Awaited<ReturnType<typeof startOpenApiServer>>;
let env: NodeJS.ProcessEnv;
let dir = '';
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));

/** Runs one consumer command; its printed JSON lines. */
async function consumer(...args: string[]): Promise<any[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [CONSUMER, ...args], { env, timeout: 60_000 });
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  api = await startOpenApiServer();
  const { secret } = await createApiKey({ name: '参考ERP', scopes: ['orders:read', 'orders:write', 'prices:write', 'stock:write', 'goods:write'], createdBy: 'test' });
  dir = mkdtempSync(path.join(tmpdir(), 'erp-consumer-'));
  env = { PATH: process.env.PATH, YAOCAI_URL: api.url, YAOCAI_KEY: secret, ERP_STATE: path.join(dir, 'state.json') };
});
afterAll(async () => {
  await api?.close();
  await t?.teardown();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the reference consumer (examples/erp-consumer)', () => {
  it('pulls every order once and acknowledges it; a second pull finds nothing new', async () => {
    const out = await consumer('pull');
    const pulled = out.filter((l) => l.order);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    expect(pulled.length).toBe(n);
    const [{ acked }] = await rows<{ acked: number }>(sql`select count(*)::int as acked from order_acks`);
    expect(acked).toBe(n);
    expect((await consumer('pull')).filter((l) => l.order)).toEqual([]);
    // A changed order comes back once.
    const [{ id }] = await rows<{ id: number }>(sql`select id from orders order by id limit 1`);
    await t.db.execute(sql`update orders set remark = 'ERP 回读' where id = ${id}`);
    expect((await consumer('pull')).filter((l) => l.order).map((l) => l.order)).toEqual([id]);
  });

  it('pushes a price change and a stock-in that the shop sells at once', async () => {
    const [{ id }] = await rows<{ id: number }>(sql`select id from goods where type = 1 and is_on_sale order by id limit 1`);
    await t.db.execute(sql`update goods set erp_code = 'REF-1', retail_price = greatest(retail_price, 2000) where id = ${id}`);
    expect((await consumer('price', 'REF-1', '11.80', '20.00'))[0]).toMatchObject({ ok: true, id });
    expect((await consumer('stock', 'REF-1', 'REF20261101', '2026-01-01', '2028-06-30', '240'))[0]).toMatchObject({ ok: true, id });
    const [g] = await rows<{ base_price: number; batch_no: string }>(sql`select base_price, batch_no from goods where id = ${id}`);
    expect(g!.base_price).toBe(1180);
    const [b] = await rows<{ quantity: number }>(sql`select stock as quantity from goods_batches where goods_id = ${id} and batch_no = 'REF20261101'`);
    expect(b!.quantity).toBe(240);
  });

  it('upserts goods in bulk in batched statements: per-item errors, a resend changes nothing', async () => {
    const [{ cat }] = await rows<{ cat: number }>(sql`select id as cat from categories where zone = 'medicine' order by id limit 1`);
    const item = (i: number, patch: Record<string, unknown> = {}) =>
      erpGoods(`BULK-${String(i).padStart(3, '0')}`, {
        name: `批量药品${i}`,
        category_id: cat,
        manufacturer: `批量制药${i % 3}有限公司`,
        ladder: i % 2 ? [] : [{ number: 10, price: '12.00' }],
        ...patch,
      });
    const send = async (items: unknown[]) => {
      const res = await fetch(`${api.url}/api/open/v1/goods/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.YAOCAI_KEY}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ items }),
      });
      return (await res.json()) as { applied: number; failed: number; results: { ok: boolean; action?: string; errors?: Record<string, string[]> }[] };
    };
    const items = Array.from({ length: 40 }, (_, i) => item(i));
    const first = await send([...items, item(99, { category_id: 999999 }), item(3)]);
    expect(first).toMatchObject({ applied: 40, failed: 2 });
    expect(first.results[40]!.errors).toEqual({ category_id: ['请选择该商品类型下的分类'] });
    expect(first.results[41]!.errors).toEqual({ erp_code: ['同一请求中商品编码重复'] });
    expect(first.results.slice(0, 40).every((r) => r.action === 'created')).toBe(true);
    const changed = await send(items.map((x, i) => (i < 10 ? { ...x, base_price: '13.00' } : x)));
    expect(changed.results.every((r) => r.ok && r.action === 'updated')).toBe(true);
    const versions = await rows<{ v: number; n: number }>(sql`select version as v, count(*)::int as n from goods where erp_code like 'BULK-%' group by version order by version`);
    expect(versions).toEqual([
      { v: 1, n: 30 },
      { v: 2, n: 10 },
    ]);
    const [{ price }] = await rows<{ price: number }>(sql`select base_price as price from goods where erp_code = 'BULK-000'`);
    expect(price).toBe(1300);
  });

  it('receives signed webhooks: a forged one is refused, a redelivery is handled once', async () => {
    const listener = spawn(process.execPath, [CONSUMER, 'listen', '0'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: any[] = [];
    const waiters: (() => void)[] = [];
    readline.createInterface({ input: listener.stdout! }).on('line', (l) => {
      lines.push(JSON.parse(l));
      waiters.splice(0).forEach((w) => w());
    });
    const until = async (test: () => boolean) => {
      while (!test()) await new Promise<void>((r) => waiters.push(r));
    };
    try {
      await until(() => lines.some((l) => l.listening));
      const port = lines.find((l) => l.listening).listening;
      const [sub] = await consumer('subscribe', `http://127.0.0.1:${port}/hooks`, 'order.paid,order.cancelled');
      expect(sub.secret).toMatch(/^whsec_/);
      const [{ id }] = await rows<{ id: number }>(sql`select id from orders where status <> 'cancelled' order by id desc limit 1`);
      await t.db.execute(sql`update orders set status = 'cancelled' where id = ${id}`);
      expect(await deliverDue()).toBe(1);
      await until(() => lines.some((l) => l.event));
      const event = lines.find((l) => l.event);
      expect(event).toMatchObject({ type: 'order.cancelled', data: { order_id: id } });
      // The same event again (a retry after a lost answer): acknowledged, not handled twice.
      const [{ did }] = await rows<{ did: number }>(sql`select id as did from webhook_deliveries where event_id = ${event.event}`);
      await replayDelivery(did);
      expect(await deliverDue()).toBe(1);
      await until(() => lines.some((l) => l.duplicate));
      expect(lines.filter((l) => l.event).length).toBe(1);
      const forged = await fetch(`http://127.0.0.1:${port}/hooks`, {
        method: 'POST',
        headers: { 'x-yaocai-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
        body: JSON.stringify({ id: 999, type: 'order.paid', data: {} }),
      });
      expect(forged.status).toBe(401);
    } finally {
      listener.kill();
    }
  });
});
