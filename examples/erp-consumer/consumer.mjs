#!/usr/bin/env node
/**
 * 药采 open API reference consumer (a fake ERP): plain Node 20+, no dependencies. See README.md.
 *
 *   YAOCAI_URL=http://127.0.0.1:4321 YAOCAI_KEY=yc_… node consumer.mjs <command> [args]
 *
 *   pull                              new and changed orders since the saved cursor: detail, then 接单 (ack)
 *   price <erp_code> <供货价> <零售价>   pushes a price change (yuan, e.g. 11.80)
 *   stock <erp_code> <批号> <生产日期> <有效期至> <数量>   pushes a batch's stock (a stock-in when the batch is new)
 *   subscribe <callback url> [events]  subscribes to webhooks (comma-separated events), prints the secret once
 *   listen <port>                      receives webhooks, verifies X-Yaocai-Signature (WEBHOOK_SECRET or the
 *                                      secret `subscribe` saved), handles each event id once
 *
 * State (the order cursor, the event ids already handled) is kept in ERP_STATE (default .erp-state.json).
 * Every line printed is one JSON object, so a script (or the integration test) can read it.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const BASE = `${(process.env.YAOCAI_URL ?? 'http://127.0.0.1:4321').replace(/\/$/, '')}/api/open/v1`;
const KEY = process.env.YAOCAI_KEY ?? '';
const STATE = process.env.ERP_STATE ?? '.erp-state.json';
const TOLERANCE_S = 300; // a signature older than 5 minutes is a replay

const say = (o) => console.log(JSON.stringify(o));
const load = () => {
  try {
    return JSON.parse(readFileSync(STATE, 'utf8'));
  } catch {
    return { cursor: null, seen: [] };
  }
};
const save = (s) => writeFileSync(STATE, JSON.stringify(s));

/** One call: Bearer key, JSON, an Idempotency-Key on every write (the same key when a write is retried). */
async function api(method, path, body, idempotencyKey) {
  const headers = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
  if (method !== 'GET') headers['idempotency-key'] = idempotencyKey ?? randomUUID();
  const res = await fetch(BASE + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json?.message ?? ''} ${JSON.stringify(json?.details ?? {})}`);
  return json;
}

/** Orders changed since the cursor, page by page; each one read whole and acknowledged (idempotent per order). */
async function pull() {
  const state = load();
  let more = true;
  while (more) {
    const page = await api('GET', `/orders?limit=50${state.cursor ? `&since=${encodeURIComponent(state.cursor)}` : ''}`);
    for (const summary of page.items) {
      const order = await api('GET', `/orders/${summary.id}`);
      const lines = order.lines.reduce((s, l) => s + Math.round(l.unit_price * l.number), 0);
      // An ERP books what the buyer was charged: the lines' charged prices plus shipping are the order's total.
      if (lines + order.shipping_fee !== order.payable_amount) throw new Error(`order ${order.id}: lines ${lines} + shipping ≠ ${order.payable_amount}`);
      const ack = await api('POST', `/orders/${order.id}/ack`, { erp_ref: `XS-${order.order_no}` }, `ack-${order.id}`);
      say({ order: order.id, status: order.status, lines: order.lines.length, payable: order.payable_amount, acked_at: ack.acked_at });
    }
    if (page.next_cursor) state.cursor = page.next_cursor;
    save(state);
    more = page.has_more;
  }
  say({ pulled: true, cursor: state.cursor });
}

async function price(code, base, retail) {
  const out = await api('POST', '/prices/bulk', { items: [{ erp_code: code, base_price: base, retail_price: retail, ladder_price_type: 0, ladder: [] }] });
  say({ price: code, ...out.results[0] });
}

async function stock(code, batchNo, produced, expires, quantity) {
  const item = { erp_code: code, batch_no: batchNo, production_date: produced, expiry_date: expires, quantity: Number(quantity), status: 'normal' };
  const out = await api('POST', '/stock/bulk', { items: [item] });
  say({ stock: code, ...out.results[0] });
}

async function subscribe(url, events = 'order.created,order.paid,order.cancelled,order.delivered,return.requested,return.approved,member.registered,licence.expiring') {
  const out = await api('POST', '/webhooks', { url, events: events.split(',') });
  save({ ...load(), secret: out.secret }); // the listener verifies with it (or WEBHOOK_SECRET)
  say({ subscription: out.id, secret: out.secret });
}

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.body")>`, within 5 minutes, compared in constant time. */
function verify(secret, raw, header, now = Date.now() / 1000) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((p) => p.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(now - t) > TOLERANCE_S || !parts.v1) return false;
  const want = Buffer.from(createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest('hex'));
  const got = Buffer.from(String(parts.v1));
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The webhook receiver: a bad signature 401; an event id seen before is answered 200 and not handled again. */
function listen(port) {
  const seen = new Set(load().seen);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (!verify(process.env.WEBHOOK_SECRET ?? load().secret ?? '', raw, req.headers['x-yaocai-signature'])) {
        say({ refused: 'signature' });
        return res.writeHead(401).end('bad signature');
      }
      const event = JSON.parse(raw);
      if (seen.has(event.id)) {
        say({ duplicate: event.id, type: event.type });
        return res.writeHead(200).end('ok');
      }
      seen.add(event.id);
      save({ ...load(), seen: [...seen].slice(-10_000) }); // handled before answering: a crash here means a redelivery, which the id catches
      say({ event: event.id, type: event.type, data: event.data });
      res.writeHead(200).end('ok');
    });
  });
  server.listen(Number(port), '127.0.0.1', () => say({ listening: server.address().port }));
}

const [command, ...args] = process.argv.slice(2);
const commands = { pull, price, stock, subscribe, listen };
if (command && commands[command])
  Promise.resolve(commands[command](...args)).catch((error) => {
    say({ error: error.message });
    process.exit(1);
  });
else if (command) {
  say({ error: `unknown command ${command}` });
  process.exit(2);
}
