/**
 * The ERP open API (issue 28) through its endpoint handlers: keys and scopes, the error shape,
 * Idempotency-Key, the orders change feed (stable under a transaction that commits late),
 * acknowledge, goods/price/stock bulk writes with per-item results and audit entries naming the key,
 * members, webhooks (URL rules, signed delivery, retry, one delivery with two workers, a lease
 * lost in a crash). Every answer is checked against the generated OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey as submissionKey, putInCart } from '../helpers/orders-fixtures';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { Erp, erpGoods } from '../helpers/open-api';
import { openApiDocument } from '../../src/server/integration/openapi';
import { runApiKeyCommand } from '../../src/server/integration/admin-commands';
import { deliverDue } from '../../src/server/integration/delivery';
import { verifySignature } from '../../src/server/integration/webhooks';
import { rowsOf } from '../../src/server/db/rows';
import { GET as listOrders } from '../../src/pages/api/open/v1/orders/index';
import { GET as getOrder } from '../../src/pages/api/open/v1/orders/[id]';
import { POST as ack } from '../../src/pages/api/open/v1/orders/[id]/ack';
import { POST as ship } from '../../src/pages/api/open/v1/orders/[id]/shipments';
import { POST as bulkGoods } from '../../src/pages/api/open/v1/goods/bulk';
import { PUT as putGoods } from '../../src/pages/api/open/v1/goods/[erp_code]';
import { POST as bulkPrices } from '../../src/pages/api/open/v1/prices/bulk';
import { POST as bulkStock } from '../../src/pages/api/open/v1/stock/bulk';
import { GET as listMembers } from '../../src/pages/api/open/v1/members/index';
import { PUT as setCredit } from '../../src/pages/api/open/v1/members/[id]/credit';
import { GET as listHooks, POST as createHook } from '../../src/pages/api/open/v1/webhooks/index';

let t: TestDb;
let full: Erp;
const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));

async function newKey(scopes: string, name = 'erp'): Promise<{ id: number; secret: string }> {
  const out: string[] = [];
  const code = await runApiKeyCommand(
    'apikey:create',
    [name],
    (o) => (o === 'scopes' ? scopes : undefined),
    (l) => out.push(l),
    (l) => out.push(l),
  );
  expect(code, out.join('\n')).toBe(0);
  return { id: Number(/#(\d+)/.exec(out[0]!)![1]), secret: out.at(-1)! };
}

let medicineCategory = 0;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
  full = new Erp((await newKey('goods:write,stock:write,prices:write,orders:read,orders:write,members:read,members:write', '全权限')).secret);
  [{ id: medicineCategory }] = await rows<{ id: number }>(sql`select id from categories where zone = 'medicine' order by id limit 1`);
});
afterAll(async () => {
  await t?.teardown();
});

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document with an example for every operation', async () => {
    const doc = openApiDocument() as any;
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const [path, ops] of Object.entries<any>(doc.paths))
      for (const [method, op] of Object.entries<any>(ops)) {
        const success = Object.entries<any>(op.responses).find(([s]) => s.startsWith('2'))![1];
        expect(success.content['application/json'].example, `${method} ${path}`).toBeDefined();
        expect(op.summary).toMatch(/[\u4e00-\u9fff]/);
      }
  });
});

describe('keys', () => {
  it('refuses a wrong or revoked key with 401 and a missing scope with 403 naming it', async () => {
    expect((await new Erp('yc_nope_nope_nope').call('listOrders', listOrders, '/orders')).status).toBe(401);
    const reader = await newKey('orders:read', '只读');
    const erp = new Erp(reader.secret);
    expect((await erp.call('listOrders', listOrders, '/orders')).status).toBe(200);
    const refused = await erp.call('bulkUpsertGoods', bulkGoods, '/goods/bulk', { body: { items: [erpGoods('X-1')] } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'missing_scope', details: { scope: 'goods:write' } });
    expect(refused.body.message).toContain('goods:write');
    expect(
      await runApiKeyCommand(
        'apikey:revoke',
        [String(reader.id)],
        () => undefined,
        () => {},
        () => {},
      ),
    ).toBe(0);
    expect((await erp.call('listOrders', listOrders, '/orders')).status).toBe(401);
  });
});

describe('orders', () => {
  it('pages through every order once, and a change committed late is not skipped', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders`);
    const seen: number[] = [];
    let since: string | undefined;
    for (;;) {
      const page = await full.call('listOrders', listOrders, `/orders?limit=5${since ? `&since=${since}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((o: any) => o.id));
      since = page.body.next_cursor;
      if (!page.body.has_more) break;
    }
    expect(seen.length).toBe(n);
    expect(new Set(seen).size).toBe(n);
    expect((await full.call('listOrders', listOrders, `/orders?since=${since}`)).body.items).toEqual([]);
    if (t.driver !== 'postgres') return;
    // A transaction that wrote first but commits last: a reader waits for it rather than moving past its change.
    const [a, b] = seen.slice(0, 2);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let wrote!: () => void;
    const written = new Promise<void>((r) => (wrote = r));
    const slow = t.db.transaction(async (tx) => {
      await tx.execute(sql`update orders set remark = remark where id = ${a}`);
      wrote();
      await held;
    });
    await written;
    await t.db.execute(sql`update orders set remark = remark where id = ${b}`);
    let released = false;
    const reading = full.call('listOrders', listOrders, `/orders?since=${since}`).then((page) => ({ page, released }));
    released = true;
    release();
    await slow;
    const { page, released: afterRelease } = await reading;
    expect(afterRelease).toBe(true);
    expect(page.body.items.map((o: any) => o.id)).toEqual([a, b]);
  });

  it('shows one order with lines, payments and licences, and acknowledges it idempotently', async () => {
    const [{ id }] = await rows<{ id: number }>(sql`select id from orders where status = 'completed' order by id limit 1`);
    const one = await full.call('getOrder', getOrder, `/orders/${id}`, { params: { id: String(id) } });
    expect(one.status).toBe(200);
    expect(one.body.lines.length).toBeGreaterThan(0);
    expect(one.body.lines.reduce((s: number, l: any) => s + l.pay_amount, 0)).toBe(
      one.body.goods_amount - one.body.manjian_amount - one.body.discount_amount - one.body.coupon_amount,
    );
    // Each line's charged unit price gives its amount, and the lines + shipping give the order's total to the fen.
    for (const l of one.body.lines) expect(Math.round(l.unit_price * l.number)).toBe(l.pay_amount);
    expect(one.body.lines.reduce((s: number, l: any) => s + Math.round(l.unit_price * l.number), 0) + one.body.shipping_fee).toBe(one.body.payable_amount);
    expect(one.body.buyer_licences.length).toBeGreaterThan(0);
    expect((await full.call('getOrder', getOrder, '/orders/99999999', { params: { id: '99999999' } })).status).toBe(404);

    const first = await full.call('ackOrder', ack, `/orders/${id}/ack`, { params: { id: String(id) }, body: { erp_ref: 'XS-1' }, idem: 'ack-1' });
    expect(first.status).toBe(200);
    const again = await full.call('ackOrder', ack, `/orders/${id}/ack`, { params: { id: String(id) }, body: { erp_ref: 'XS-1' }, idem: 'ack-1' });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await full.call('ackOrder', ack, `/orders/${id}/ack`, { params: { id: String(id) }, body: { erp_ref: 'XS-2' }, idem: 'ack-1' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    const none = await full.call('ackOrder', ack, `/orders/${id}/ack`, { params: { id: String(id) }, body: {}, idem: null });
    expect(none.status).toBe(400);
    const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'api.ackOrder' and operator_name like 'API密钥 全权限%'`);
    expect(audit!.n).toBe(1);
  });
});

describe('shipments', () => {
  it('ships a paid order from its batches with the console rules, and the buyer sees the carrier', async () => {
    const [buyer] = await makeBuyers(t.db, 1, { balance: 10_000_000 });
    const goodsId = await new GoodsPicker(t.db).take();
    const line = await putInCart(t.db, buyer!.storeId, goodsId, 2);
    const made = await createOrders(buyer!.actor, [line], { idempotencyKey: submissionKey(), addressId: buyer!.addressId, invoice: { type: 'none' }, remark: '' });
    const paid = { id: made.orders[0]!.id };
    await payByBalance(buyer!.storeId, paid.id);
    const id = String(paid.id);
    const detail = await full.call('getOrder', getOrder, `/orders/${id}`, { params: { id } });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const lines = detail.body.lines.map((l: any) => ({ line_id: l.id, no_code_reason: '该品种无追溯码' }));
    const short = await full.call('shipOrder', ship, `/orders/${id}/shipments`, { params: { id }, body: { carrier: '顺丰速运', tracking_no: 'SF1', lines: lines.slice(1) } });
    expect(short.status).toBe(422);
    const done = await full.call('shipOrder', ship, `/orders/${id}/shipments`, { params: { id }, body: { carrier: '顺丰速运', tracking_no: 'SF100200300', lines } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'shipped', tracking_no: 'SF100200300' });
    const [row] = await rows<{ carrier: string; n: number }>(
      sql`select carrier, (select count(*)::int from order_line_batches b where b.order_id = o.id) as n from orders o where id = ${paid!.id}`,
    );
    expect(row!.carrier).toBe('顺丰速运');
    expect(row!.n).toBeGreaterThan(0);
  });
});

describe('goods, prices and stock', () => {
  it('upserts in bulk with per-item results, then prices and batch stock change what the shop sells', async () => {
    const items = [
      erpGoods('ERP-A', { category_id: medicineCategory }),
      erpGoods('ERP-B', { category_id: medicineCategory, retail_price: '1.00' }),
      erpGoods('ERP-C', { category_id: medicineCategory }),
    ];
    const res = await full.call('bulkUpsertGoods', bulkGoods, '/goods/bulk', { body: { items } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: 2, failed: 1 });
    expect(res.body.results[1]).toMatchObject({ ok: false, erp_code: 'ERP-B', errors: { retail_price: ['建议零售价不能低于供货价'] } });
    expect((await rows(sql`select id from goods where erp_code = 'ERP-B'`)).length).toBe(0);
    const again = await full.call('upsertGoods', putGoods, '/goods/ERP-A', {
      method: 'PUT',
      params: { erp_code: 'ERP-A' },
      body: erpGoods('ignored', { category_id: medicineCategory, name: '改名药品', holder: 'ERP持证药业有限公司' }),
    });
    expect(again.body).toMatchObject({ ok: true, action: 'updated' });
    const [g] = await rows<{ id: number; name: string; holder: string }>(sql`select id, name, holder from goods where erp_code = 'ERP-A'`);
    expect(g!.name).toBe('改名药品');
    expect(g!.holder).toBe('ERP持证药业有限公司'); // 上市许可持有人
    const bad = await full.call('upsertGoods', putGoods, '/goods/ERP-A', { method: 'PUT', params: { erp_code: 'ERP-A' }, body: { kind: 'x' } });
    expect(bad.status).toBe(422);

    const prices = await full.call('bulkPrices', bulkPrices, '/prices/bulk', {
      body: {
        items: [
          { erp_code: 'ERP-A', base_price: '11.00', retail_price: '16.00', ladder_price_type: 0, ladder: [{ number: 10, price: '10.50' }] },
          { erp_code: 'NOPE', base_price: '1', retail_price: '2' },
        ],
      },
    });
    expect(prices.body).toMatchObject({ applied: 1, failed: 1 });
    const stock = await full.call('bulkStock', bulkStock, '/stock/bulk', {
      body: { items: [{ erp_code: 'ERP-A', batch_no: 'P2026', production_date: '2026-02-01', expiry_date: '2028-02-01', quantity: 300 }] },
    });
    expect(stock.body).toMatchObject({ applied: 1, failed: 0 });
    const [after] = await rows<{ base_price: number; stock: number; batch_no: string; ladder_price: unknown }>(
      sql`select base_price, stock, batch_no, ladder_price from goods where erp_code = 'ERP-A'`,
    );
    expect(after).toMatchObject({ base_price: 1100, stock: 300, batch_no: 'P2026', ladder_price: [{ number: 10, price: 1050 }] });
    const [moved] = await rows<{ delta: number }>(sql`select delta from stock_movements where goods_id = ${g!.id} order by id desc limit 1`);
    expect(moved!.delta).toBe(300);
    const audits = await rows<{ action: string }>(sql`select action from audit_log where operator_name like 'API密钥 全权限%' and object_type in ('goods', 'stock') order by id`);
    expect(audits.map((a) => a.action)).toEqual(['api.bulkUpsertGoods', 'api.upsertGoods', 'api.bulkPrices', 'api.bulkStock']);
  });
});

describe('members', () => {
  it('lists stores with licences and credit by cursor, and sets credit terms', async () => {
    const page = await full.call('listMembers', listMembers, '/members?limit=2');
    expect(page.body.items.length).toBe(2);
    const next = await full.call('listMembers', listMembers, `/members?limit=2&since=${page.body.next_cursor}`);
    expect(next.body.items[0].store_id).toBeGreaterThan(page.body.items[1].store_id);
    const set = await full.call('setMemberCredit', setCredit, '/members/1/credit', { method: 'PUT', params: { id: '1' }, body: { credit_limit: '2000.00', term_days: 45 } });
    expect(set.body).toEqual({ store_id: 1, credit_limit: 200000, term_days: 45 });
  });
});

describe('webhooks', () => {
  const received: { id: number; type: string; data: any; sig: string; raw: string }[] = [];
  let failNext = 0;
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(500).end('busy');
          return;
        }
        received.push({ ...JSON.parse(raw), sig: String(req.headers['x-yaocai-signature']), raw });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as any).port}/hooks`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses a URL that is not http(s) or is the server itself', async () => {
    for (const bad of ['ftp://erp.example.com/x', 'http://127.0.0.1:4540/api/x', 'http://localhost:4540/x']) {
      const res = await full.call('createWebhook', createHook, '/webhooks', { body: { url: bad, events: ['order.created'] } });
      expect(res.status, bad).toBe(422);
    }
  });

  it('delivers signed events in order per order, retries a failure, once with two workers, and after a lost lease', async () => {
    const made = await full.call('createWebhook', createHook, '/webhooks', { body: { url, events: ['order.paid', 'order.cancelled', 'order.delivered'] } });
    expect(made.status).toBe(201);
    const secret = made.body.secret as string;
    expect((await full.call('listWebhooks', listHooks, '/webhooks')).body.items.map((s: any) => s.id)).toEqual([made.body.id]);
    const orderRows = await rows<{ id: number }>(sql`select id from orders where status = 'completed' order by id limit 3`);
    // Status changes written straight to the table: the trigger writes the outbox in the same transaction.
    for (const o of orderRows) {
      await t.db.execute(sql`update orders set status = 'paid' where id = ${o.id}`);
      await t.db.execute(sql`update orders set status = 'completed' where id = ${o.id}`);
    }
    failNext = 1;
    await Promise.all([deliverDue(), deliverDue()]);
    // One failed (500): it waits for its retry, and that order's later event waits behind it.
    const [pending] = await rows<{ n: number }>(sql`select count(*)::int as n from webhook_deliveries where status = 'pending'`);
    expect(pending!.n).toBeGreaterThan(0);
    const [failed] = await rows<{ attempts: number; next_in: number }>(
      sql`select attempts, extract(epoch from next_at - now())::int as next_in from webhook_deliveries where last_status = 500`,
    );
    expect(failed!.attempts).toBe(1);
    expect(failed!.next_in).toBeGreaterThan(0);
    await t.db.execute(sql`update webhook_deliveries set next_at = now() where status = 'pending'`);
    while ((await Promise.all([deliverDue(), deliverDue()])).some((n) => n > 0));
    expect(received.length).toBe(6);
    expect(new Set(received.map((r) => r.id)).size).toBe(6);
    for (const r of received) expect(verifySignature(secret, r.raw, r.sig)).toBe(true);
    for (const o of orderRows) expect(received.filter((r) => r.data.order_id === o.id).map((r) => r.type)).toEqual(['order.paid', 'order.delivered']);

    // A worker that took a delivery and died (lease left behind): delivered once the lease ends.
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${orderRows[0]!.id}`);
    await t.db.execute(sql`update webhook_deliveries set lease_until = now() + interval '1 hour', attempts = 1 where status = 'pending'`);
    expect(await deliverDue()).toBe(0);
    await t.db.execute(sql`update webhook_deliveries set lease_until = now() - interval '1 second' where status = 'pending'`);
    expect(await deliverDue()).toBe(1);
    expect(received.at(-1)!.type).toBe('order.cancelled');
  });
});
