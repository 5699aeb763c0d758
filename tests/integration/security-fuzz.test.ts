/**
 * Fuzz (issue 11): fast-check generates a few thousand malformed requests — queries, bodies of
 * every content type (JSON, form, multipart, garbage, empty), control characters, odd ids — over
 * every method and path of src/pages/api, anonymous and as a logged-in member. No answer may be a
 * 5xx (or a thrown error), and nothing of another member's rows may change.
 */
import type { APIRoute } from 'astro';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { CapturedSms } from '../helpers/accounts-sms';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { makeBuyers, newKey, putInCart, type Buyer } from '../helpers/orders-fixtures';
import { queryRows } from '../../src/server/db/rows';
import { createOrders } from '../../src/server/orders/create';
import { payByBalance } from '../../src/server/payments/service';
import { shipOrder } from '../../src/server/orders/actions';
import { requestReturn } from '../../src/server/orders/returns';
import { setSmsProvider } from '../../src/server/sms/provider';
import { clear, LIMITS } from '../../src/server/limits';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Route = { path: string; method: string; handler: APIRoute; params: string[] };
// api/article/category reads Astro's content collection (astro:content exists only inside Astro);
// its input is covered by tests/integration/help-activities.test.ts.
const modules = import.meta.glob<Record<string, unknown>>(['../../src/pages/api/**/*.ts', '!../../src/pages/api/article/category.ts'], { eager: true });
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'ALL'];
const ROUTES: Route[] = Object.entries(modules).flatMap(([file, mod]) => {
  const path = file
    .replace('../../src/pages', '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
  const params = [...path.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => m[1]!);
  return METHODS.filter((m) => typeof mod[m] === 'function').map((method) => ({ path, method, handler: mod[method] as APIRoute, params }));
});

let t: TestDb;
let victim: Buyer;
let victimIds: number[] = [];
let victimOf: Record<'order' | 'address' | 'cart' | 'store', number>;
const sms = new CapturedSms();

/** Everything of the victim's store that another member could try to change. */
async function victimRows(): Promise<string> {
  const s = victim.storeId;
  const parts = await Promise.all([
    queryRows(t.db, sql`select * from stores where id = ${s}`),
    queryRows(t.db, sql`select * from members where id = ${victim.memberId}`),
    queryRows(t.db, sql`select * from orders where store_id = ${s} order by id`),
    queryRows(t.db, sql`select l.* from order_lines l join orders o on o.id = l.order_id where o.store_id = ${s} order by l.id`),
    queryRows(t.db, sql`select * from order_returns where store_id = ${s} order by id`),
    queryRows(t.db, sql`select * from addresses where store_id = ${s} order by id`),
    queryRows(t.db, sql`select * from cart_items where store_id = ${s} order by id`),
    queryRows(t.db, sql`select * from wallet_entries where store_id = ${s} order by id`),
    queryRows(t.db, sql`select * from qualifications where store_id = ${s} order by id`),
    queryRows(t.db, sql`select * from messages where store_id = ${s} order by id`),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
  sms.install();
  [victim] = (await makeBuyers(t.db, 1, { balance: 1_000_000 })) as [Buyer];
  const pick = new GoodsPicker(t.db);
  const g = await pick.take({ basePrice: 1_000 });
  const line = await putInCart(t.db, victim.storeId, g, 3);
  const order = (await createOrders(victim.actor, [line], { idempotencyKey: newKey(), addressId: victim.addressId, invoice: { type: 'none' }, remark: '' })).orders[0]!;
  await payByBalance(victim.storeId, order.id);
  await shipOrder(order.id, '顺丰速运', 'SF1');
  const [l] = await queryRows<{ id: number }>(t.db, sql`select id from order_lines where order_id = ${order.id}`);
  const ret = await requestReturn(victim.storeId, order.id, { kind: 'return', reason: '商品破损', description: '', photos: [], lines: [{ lineId: l!.id, number: 1 }] });
  await putInCart(t.db, victim.storeId, await pick.take({ basePrice: 500 }), 2);
  const cart = await queryRows<{ id: number }>(t.db, sql`select id from cart_items where store_id = ${victim.storeId}`);
  victimIds = [order.id, l!.id, ret.id, victim.addressId, victim.storeId, ...cart.map((c) => c.id)];
  victimOf = { order: order.id, address: victim.addressId, cart: cart[0]!.id, store: victim.storeId };
});
afterAll(async () => {
  setSmsProvider(null);
  await t?.teardown();
});

// ---- generators ---------------------------------------------------------------------------
const nasty = fc.constantFrom(
  '\u0000',
  '\u001b[2J',
  '\u0007',
  '\r\n',
  '\t',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ud800',
  '%00',
  '%',
  '%zz',
  '../',
  '<script>',
  "' or 1=1 --",
  '{{',
  '${}',
  '𠀀',
  '①',
  '－１',
  '١٢٣',
);
const textValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 12 }),
  fc.tuple(fc.string({ maxLength: 6 }), nasty, fc.string({ maxLength: 6 })).map(([a, b, c]) => a + b + c),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '99999999999999999999', '1.5', 'true', 'null', '[]', '{}', '2026-02-30', '9999-99-99', '13800138000'),
  fc.integer({ min: -5, max: 60 }).map(String),
  fc.constantFrom(...['1', '2', '3']).map(String),
);
const KEYS = [
  'id',
  'page',
  'page_size',
  'keyword',
  'keywords',
  'status',
  'type',
  'account',
  'password',
  'phone',
  'code',
  'content',
  'category',
  'contact',
  'address_id',
  'coupon_id',
  'goods_id',
  'number',
  'ids',
  'lines',
  'reason',
  'description',
  'kind',
  'order_id',
  'trade_no',
  'amount',
  'sign',
  'state',
  'redirect_uri',
  'wechat_id',
  'consignee',
  'detail',
  'province',
  'city',
  'district',
  'company',
  'email',
  'idempotency_key',
  'start_time',
  'end_time',
  'filter',
  'select',
  'sort',
  'price_min',
  'price_max',
  'old_password',
  'password_confirmation',
  'remark',
  'invoice_type',
  'hm_name',
  'category_id',
  'goods',
];
const key = fc.oneof(
  fc.constantFrom(...KEYS),
  fc.string({ maxLength: 8 }),
  fc.constantFrom(...KEYS).map((k) => `${k}[]`),
  fc.constantFrom(...KEYS).map((k) => `${k}[0][goods_id]`),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textValue,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(key, tie('v'), { maxKeys: 4 }),
  ),
})).v;
/** Plausible values per field, so requests get past the first checks and reach the database. */
const PLAUSIBLE: Record<string, string[]> = {
  type: ['password', 'sms', 'register', 'login', 'reset', 'change_phone', 'drug_license', '1', '2'],
  account: ['demo', '13800138000', 'pending'],
  password: ['Demo@123456', 'Kangtai#2026'],
  password_confirmation: ['Demo@123456'],
  old_password: ['Demo@123456'],
  phone: ['13800138000', '13900139000', '13512345678'],
  code: ['123456'],
  content: ['建议增加夜间配送'],
  category: ['suggestion', 'complaint'],
  contact: ['王芳'],
  keyword: ['阿莫西林'],
  keywords: ['感冒', 'amxl'],
  status: ['all', 'pending_payment', 'shipped'],
  page: ['1', '2'],
  consignee: ['王芳'],
  detail: ['湖墅南路 100 号'],
  province: ['浙江省'],
  city: ['杭州市'],
  district: ['拱墅区'],
  company: ['杭州康泰大药房有限公司'],
  email: ['kt@example.com'],
  reason: ['商品破损'],
  description: ['外箱压坏'],
  kind: ['return', 'after_sales'],
  name: ['王芳'],
  number: ['1', '2'],
  remark: ['请尽快发货'],
  idempotency_key: ['abcdefgh12345678'],
  start_time: ['2026-01-01'],
  end_time: ['2026-12-31'],
};
const plausibleRecord = fc.tuple(fc.subarray(Object.keys(PLAUSIBLE), { minLength: 2 }), fc.nat(), fc.oneof(nasty, textValue), fc.nat()).map(([keys, pick, bad, which]) => {
  const r: Record<string, unknown> = {};
  keys.forEach((k, n) => {
    r[k] = PLAUSIBLE[k]![(pick + n) % PLAUSIBLE[k]!.length];
  });
  const victimKey = keys[which % keys.length]!;
  r[victimKey] = `${String(r[victimKey])}${String(bad)}`;
  return r;
});
const record = fc.oneof(plausibleRecord, plausibleRecord, fc.dictionary(key, value, { maxKeys: 8 }));
/** Percent-encoding that keeps lone surrogates as the invalid UTF-8 a raw client could send. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.toWellFormed())}%ED%A0%80`;
  }
};
const formEncode = (r: Record<string, unknown>) =>
  Object.entries(r)
    .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : String(JSON.stringify(v)))}`)
    .join('&');

const body = fc.oneof(
  fc.constant({ type: undefined as string | undefined, data: undefined as string | Uint8Array | undefined }),
  record.map((r) => ({ type: 'application/json', data: JSON.stringify(r) })),
  value.map((v) => ({ type: 'application/json', data: JSON.stringify(v) ?? '' })),
  record.map((r) => ({ type: 'application/x-www-form-urlencoded', data: formEncode(r) })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => ({ type: 'application/json', data: s })),
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => ({ type: 'application/x-www-form-urlencoded', data: s })),
  fc.uint8Array({ maxLength: 300 }).map((b) => ({ type: 'multipart/form-data; boundary=xYz', data: b })),
  fc.tuple(record, fc.boolean()).map(([r, truncate]) => {
    const parts = Object.entries(r)
      .map(([k, v]) => `--xYz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`)
      .join('');
    const file = '--xYz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ffgarbage\r\n';
    const all = `${parts}${file}--xYz--\r\n`;
    return { type: 'multipart/form-data; boundary=xYz', data: truncate ? all.slice(0, Math.floor(all.length / 2)) : all };
  }),
  fc
    .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'application/xml', 'text/plain', 'application/json; charset=utf-16', '')
    .map((type) => ({ type, data: '{"a":' })),
  fc.constant({ type: 'application/json', data: '' }),
);
const param = fc.oneof(textValue, fc.integer({ min: 1, max: 2_000 }).map(String), fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999', 'abc', '%00', ''));
/** Well-formed requests of the endpoints that take text; the fuzz breaks one field of each. */
const ADDRESS = { consignee: '王芳', phone: '13800138000', province: '浙江省', city: '杭州市', district: '拱墅区', detail: '湖墅南路 100 号' };
const COMPANY = {
  company: '杭州康泰大药房有限公司',
  company_type: '单体药店',
  contact: '王芳',
  landline: '0571-88886666',
  email: 'kt@example.com',
  ...ADDRESS,
  address: '湖墅南路 100 号',
};
const TEMPLATES: Record<string, { body?: Record<string, string>; query?: Record<string, string> }> = {
  'POST /api/user/login': { body: { type: 'password', account: 'demo', password: 'Demo@123456' } },
  'POST /api/user/create_code': { body: { phone: '13512345678', type: 'register' } },
  'POST /api/user/register': { body: { phone: '13512345678', code: '123456', password: 'Kangtai#2026', password_confirmation: 'Kangtai#2026', agree: '1' } },
  'POST /api/user/register/company': { body: COMPANY },
  'POST /api/user/forget': { body: { phone: '13800138000', code: '123456' } },
  'POST /api/user/resetPassword': { body: { old_password: 'Wrong#1234', password: 'Another#2026', password_confirmation: 'Another#2026' } },
  'POST /api/user/address': { body: ADDRESS },
  'PUT /api/user/address/[id]': { body: ADDRESS },
  'POST /api/user/updateUserInfo': { body: { name: '王芳', email: 'kt@example.com' } },
  'POST /api/user/stores': { body: COMPANY },
  'POST /api/user/feedback': { body: { content: '建议增加夜间配送', contact: '王芳', category: 'suggestion' } },
  'POST /api/user/contract/sign': { body: { signer: '王芳', agree: '1' } },
  'GET /api/order/list': { query: { status: 'all', keyword: '阿莫西林', page: '1' } },
  'GET /api/goods/search': { query: { keywords: '感冒', page: '1' } },
  'GET /api/goods/list': { query: { keywords: '感冒', page: '1' } },
  'GET /api/goods/hot': { query: { keywords: '感冒' } },
  'POST /api/order/create': {
    body: { idempotency_key: 'abcdefgh12345678', address_id: '1', remark: '请尽快发货', invoice_type: '1', invoice_title: '杭州康泰', invoice_tax_no: '91330100MA2B3C4D5N' },
  },
  'POST /api/order/[id]/cancel': { body: { reason: '不想要了' } },
  'POST /api/order/[id]/receiver': { body: { hm_name: '王芳', hm_id_number: '330102199001011234', hm_phone: '13800138000' } },
  'POST /api/order/[id]/return': { body: { kind: 'return', reason: '商品破损', description: '外箱压坏', 'lines[0][line_id]': '1', 'lines[0][number]': '1' } },
  'POST /api/user/wechat/authorize': { body: { state: 'x', redirect_uri: '/api/user/wechat/callback', wechat_id: 'wx1', nickname: '采购员', decision: 'allow' } },
  'GET /api/user/user_money_log': { query: { page: '1', start_time: '2026-01-01' } },
  'GET /api/user/messages': { query: { page: '1' } },
  'GET /api/user/phone/[value]': { query: {} },
};
const breakOne = fc.tuple(fc.nat(), fc.oneof(nasty, fc.constantFrom('\u0000', 'a\u0000b', '\u001b]0;x\u0007'), textValue), fc.constantFrom('append', 'replace', 'array'));
const TEMPLATED = ROUTES.flatMap((r, n) => (TEMPLATES[`${r.method === 'ALL' ? 'POST' : r.method} ${r.path}`] ? [n] : []));
const request = fc.record({
  template: fc.option(breakOne, { freq: 4 }),
  // Half the requests go to the endpoints that take text, the other half anywhere.
  route: fc.oneof(fc.integer({ min: 0, max: ROUTES.length - 1 }), fc.constantFrom(...TEMPLATED)),
  params: fc.array(param, { minLength: 3, maxLength: 3 }),
  victimParam: fc.boolean(),
  query: record,
  body,
  member: fc.boolean(),
});

describe(`fuzz on ${process.env.TEST_DB}`, () => {
  it("another member's objects are a 404 before any body is read, however malformed the body", async () => {
    const member = await loginAs('demo', '10.63.0.1');
    const owned: [string, keyof typeof victimOf][] = [
      ['/api/order/[id]', 'order'],
      ['/api/order/[id]/cancel', 'order'],
      ['/api/order/[id]/receiver', 'order'],
      ['/api/order/[id]/receive', 'order'],
      ['/api/order/[id]/buy_again', 'order'],
      ['/api/order/[id]/return', 'order'],
      ['/api/order/[id]/receipt', 'order'],
      ['/api/user/address/[id]', 'address'],
      ['/api/user/address/[id]/default', 'address'],
      ['/api/cart/[id]/edit', 'cart'],
      ['/api/user/stores/[id]/switch', 'store'],
    ];
    const bodies = [
      { type: 'application/json', data: '{"reason":' },
      { type: 'multipart/form-data; boundary=x', data: '--x\r\nbroken' },
      { type: 'application/x-www-form-urlencoded', data: 'reason=%00&consignee=\u0000' },
      { type: 'application/xml', data: '<a/>' },
    ];
    let checked = 0;
    for (const [path, kind] of owned) {
      for (const route of ROUTES.filter((r) => r.path === path && r.method !== 'GET')) {
        for (const b of bodies) {
          const id = String(victimOf[kind]);
          const answer = await member.call(route.handler, path.replace('[id]', id), { method: route.method, params: { id }, headers: { 'content-type': b.type }, body: b.data });
          expect(answer.status, `${route.method} ${path} ${b.type}`).toBe(404);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it(`${REQUESTS} malformed requests over every API path: no 5xx, another member's rows unchanged`, async () => {
    const started = Date.now();
    const before = await victimRows();
    const [{ password_hash: demoHash }] = (await queryRows<{ password_hash: string }>(t.db, sql`select password_hash from members where id = 1`)) as [{ password_hash: string }];
    let member = await loginAs('demo', '10.60.0.1');
    const cases = fc.sample(request, { numRuns: REQUESTS, seed: SEED });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let i = 0;
    let relogins = 0;
    for (const c of cases) {
      i++;
      const route = ROUTES[c.route]!;
      const params: Record<string, string> = {};
      route.params.forEach((name, k) => {
        params[name] = c.victimParam ? String(victimIds[(k + i) % victimIds.length]) : String(c.params[k]);
      });
      let path = route.path;
      for (const [name, v] of Object.entries(params)) path = path.replace(new RegExp(`\\[(?:\\.\\.\\.)?${name}\\]`), enc(v));
      const method = route.method === 'ALL' ? 'POST' : route.method;
      let query: Record<string, unknown> = c.query;
      let bodySpec = c.body;
      const template = TEMPLATES[`${method} ${route.path}`];
      if (template && c.template) {
        const [which, bad, how] = c.template;
        const base: Record<string, unknown> = { ...(template.body ?? template.query) };
        const keys = Object.keys(base);
        if (keys.length) {
          const k = keys[which % keys.length]!;
          base[k] = how === 'append' ? `${String(base[k])}${bad}` : how === 'replace' ? bad : [base[k], bad];
        }
        if (template.body) bodySpec = { type: which % 2 ? 'application/json' : 'application/x-www-form-urlencoded', data: which % 2 ? JSON.stringify(base) : formEncode(base) };
        else query = base;
      }
      const search = formEncode(query);
      const browser = new TestBrowser(`10.61.${i % 250}.${(i >> 8) % 250}`);
      if (c.member) for (const [k, v] of member.jar) browser.jar.set(k, v);
      const headers: Record<string, string> = {};
      if (bodySpec.type) headers['content-type'] = bodySpec.type;
      const hasBody = method !== 'GET' && bodySpec.data !== undefined;
      let status: number;
      try {
        const answer = await browser.call(route.handler, `${path}${search ? `?${search}` : ''}`, {
          method,
          params,
          headers,
          body: hasBody ? (typeof bodySpec.data === 'string' ? bodySpec.data : Buffer.from(bodySpec.data!).toString('latin1')) : undefined,
        });
        status = answer.status;
      } catch (error) {
        status = 599;
        failures.push(`${method} ${path}?${search.slice(0, 80)} threw ${(error as Error).message.slice(0, 120)}`);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && status !== 599) failures.push(`${method} ${path}?${search.slice(0, 80)} body=${JSON.stringify(String(bodySpec.data ?? '')).slice(0, 120)} → ${status}`);
      // Keep a live member session (a fuzzed logout, password change or store switch may end it).
      if (c.member && status === 401) {
        relogins++;
        await clear(LIMITS.loginPerAccount, 'm:1');
        // A fuzzed password change may have succeeded: put the demo password back.
        await t.db.execute(sql`update members set password_hash = ${demoHash}, username = 'demo', phone = '13800138000' where id = 1`);
        member = await loginAs('demo', `10.62.${relogins % 250}.1`);
      }
    }
    const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
    console.log(
      `[fuzz] ${process.env.TEST_DB}: ${cases.length} requests over ${ROUTES.length} method/path pairs in ${((Date.now() - started) / 1000).toFixed(1)} s (${relogins} re-logins); 5xx: ${fiveXx}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await victimRows()).toBe(before);
  }, 300_000); // about 40 s alone; beside the e2e suite and the other integration files, over 2 minutes
});
