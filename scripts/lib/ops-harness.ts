/**
 * What the operations tests share (test:rolling, test:restore, test:faults): an app started as a
 * process group, readiness waits, buyers made and logged in, and a load of buyers browsing and
 * checking out that counts every answer: `failed` is a connection error or a 5xx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { goods } from '../../src/server/db/schema';
import { queryRows } from '../../src/server/db/rows';
import { hashPassword } from '../../src/server/auth/password';
import { invariants, makeBuyers, type Buyer } from '../../tests/helpers/orders-fixtures';
import { setSellableStock } from '../../tests/helpers/batches-fixtures';
import { walletInvariants } from '../../tests/helpers/wallet-fixtures';
import { plainGoodsIds } from './plain-goods';
import { send } from './keep-alive-client';

export const PASSWORD = 'Ops#2026pw';

/** Environment of an app under test: quotas out of the way, a fast deadline sweep. */
export function appEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    ORDER_SWEEP_MS: '1000',
    ORDER_MAX_UNPAID: '100000',
    ORDER_RATE_PER_MINUTE: '100000',
    ASTRO_TELEMETRY_DISABLED: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** `script` (scripts/start.ts or scripts/cluster.ts) as the leader of its own process group; its output kept. */
export function startApp(script: string, env: NodeJS.ProcessEnv, tag: string): ChildProcess & { output: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }) as ChildProcess & { output: string[] };
  child.output = [];
  const keep = (d: Buffer) => {
    child.output.push(String(d));
    if (process.env.OPS_TEST_VERBOSE) process.stderr.write(`[${tag}] ${d}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

export async function waitFor(what: string, test: () => Promise<boolean> | boolean, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await Promise.resolve(test()).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const waitReady = (base: string, timeoutMs?: number) => waitFor(`${base}/readyz`, async () => (await fetch(`${base}/readyz`)).ok, timeoutMs);

export async function stopApp(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* gone */
  }
  await exited;
}

/** One buyer's session: every answer's status and body, never thrown (a connection error is status 0). */
export class Session {
  cookie = '';
  constructor(
    public base: string,
    public buyer?: Buyer,
  ) {}
  async call(method: 'GET' | 'POST', p: string, body?: unknown): Promise<{ status: number; body: any; text: string; requestId: string | null }> {
    try {
      const res = await send(
        `${this.base}${p}`,
        method,
        {
          origin: this.base,
          cookie: this.cookie,
          accept: p.startsWith('/api/') ? 'application/json' : 'text/html',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body ? JSON.stringify(body) : undefined,
      );
      for (const c of res.headers['set-cookie'] ?? []) if (c.startsWith('yaocai_sid=')) this.cookie = c.split(';')[0]!;
      const text = res.text;
      let parsed: any = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* a page */
      }
      const id = res.headers['x-request-id'];
      return { status: res.status, body: parsed, text, requestId: typeof id === 'string' ? id : null };
    } catch (error) {
      return { status: 0, body: null, text: String((error as Error).cause ?? error), requestId: null };
    }
  }
}

export type Shop = { buyers: Buyer[]; hot: number[]; initial: Map<number, number>; before: Map<number, number> };

/** `n` buyers with balance, and goods with known stock for them to buy. */
export async function prepareShop(db: Db, n: number): Promise<Shop> {
  const hot = await plainGoodsIds(db, 4);
  await db.update(goods).set({ basePrice: 2_000 }).where(inArray(goods.id, hot));
  await setSellableStock(db, hot, 100_000);
  const initial = new Map(hot.map((id) => [id, 100_000]));
  const before = await liveUnits(db, hot);
  const buyers = await makeBuyers(db, n, { balance: 50_000_000, passwordHash: await hashPassword(PASSWORD) });
  return { buyers, hot, initial, before };
}

export async function liveUnits(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; live: number }>(
    db,
    sql`select g.id, coalesce((select sum(l.number) from order_lines l join orders o on o.id = l.order_id where l.goods_id = g.id and o.status <> 'cancelled'), 0)::int as live
        from goods g where g.id in (${sql.join(
          ids.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.live)]));
}

/** The order, payment, wallet and stock invariants of the crash and cluster tests: names of those broken. */
export async function brokenInvariants(db: Db, shop: Shop): Promise<string[]> {
  const inv: Record<string, number> = { ...(await invariants(db)), ...(await walletInvariants(db)) };
  const after = await liveUnits(db, shop.hot);
  const rows = await db.select({ id: goods.id, stock: goods.stock }).from(goods).where(inArray(goods.id, shop.hot));
  inv.stockMismatch = rows.filter((g) => g.stock < 0 || g.stock + (after.get(g.id) ?? 0) - (shop.before.get(g.id) ?? 0) !== shop.initial.get(g.id)).length;
  return Object.entries(inv)
    .filter(([, n]) => n !== 0)
    .map(([k, n]) => `${k}=${n}`);
}

export async function login(base: string, b: Buyer): Promise<Session> {
  const s = new Session(base, b);
  const r = await s.call('POST', '/api/user/login', { type: 'password', account: b.username, password: PASSWORD });
  if (r.body?.code !== 10000) throw new Error(`login of ${b.username}: ${r.status} ${r.text.slice(0, 200)}`);
  return s;
}

export type Tally = {
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  failures: string[];
  /** The 5xx answers by what the buyer reads (maintenance, timeout, session, other) and those not naming their own request id. */
  messages: Record<string, number>;
  withoutRequestId: number;
  /** Orders the shop answered as created, with when that answer arrived. */
  acknowledged: { key: string; storeId: number; orderIds: number[]; at: number }[];
};

export const newTally = (): Tally => ({ sent: 0, failed: 0, statuses: {}, failures: [], messages: {}, withoutRequestId: 0, acknowledged: [] });

/** What a buyer reads in a 5xx answer (src/server/ops/unavailable.ts). */
export function messageOf(text: string): string {
  if (text.includes('系统维护中')) return 'maintenance';
  if (text.includes('请求处理超时')) return 'timeout';
  if (text.includes('登录服务暂时不可用')) return 'session';
  return 'other';
}

function count(t: Tally, what: string, r: { status: number; text: string; requestId: string | null }) {
  t.sent += 1;
  t.statuses[r.status] = (t.statuses[r.status] ?? 0) + 1;
  if (r.status === 0 || r.status >= 500) {
    t.failed += 1;
    const kind = r.status === 0 ? 'connection' : messageOf(r.text);
    t.messages[kind] = (t.messages[kind] ?? 0) + 1;
    if (!r.requestId || !r.text.includes(r.requestId)) t.withoutRequestId += 1;
    // A connection error is kept beyond the first ten: it is the one a failed check needs to show.
    if (t.failures.length < 10 || r.status === 0) t.failures.push(`${what} → ${r.status} ${r.requestId ?? ''} ${r.text.slice(0, 160)}`);
  }
}

const PAGES = ['/', '/list', '/api/focus/common', '/help'];

/** A visitor browsing pages until `stop()`. */
export async function browse(base: string, t: Tally, stop: () => boolean): Promise<void> {
  const s = new Session(base);
  while (!stop()) {
    const p = PAGES[randomInt(PAGES.length)]!;
    count(t, `GET ${p}`, await s.call('GET', p));
  }
}

/** A logged-in buyer: add → checkout → create (sometimes twice, same key) → pay by balance, until `stop()`. */
export async function shop(s: Session, hot: number[], t: Tally, stop: () => boolean): Promise<void> {
  const b = s.buyer!;
  while (!stop()) {
    const step = async (what: string, method: 'GET' | 'POST', p: string, body?: unknown) => {
      const r = await s.call(method, p, body);
      count(t, what, r);
      return r;
    };
    const add = await step('cart add', 'POST', '/api/cart', [{ goods_id: hot[randomInt(hot.length)]!, number: randomInt(1, 3), ck_id: 0 }]);
    if (add.body?.code !== 10000) continue;
    const list = await step('cart list', 'GET', '/api/cart/list');
    const ids = (list.body?.data?.items ?? []).map((i: any) => i.id);
    if (!ids.length || (await step('checkout', 'POST', '/api/cart/checkout', { ids })).body?.code !== 10000) continue;
    const key = randomBytes(12).toString('hex');
    const created = await step('order create', 'POST', '/api/order/create', { idempotency_key: key, address_id: b.addressId });
    if (Math.random() < 0.2) await step('order create again', 'POST', '/api/order/create', { idempotency_key: key, address_id: b.addressId });
    if (created.body?.code !== 10000) continue;
    const orderIds = created.body.data.orders.map((o: any) => Number(o.id));
    t.acknowledged.push({ key, storeId: b.storeId, orderIds, at: Date.now() });
    if (Math.random() < 0.6) await step('pay', 'POST', '/api/pay/balance', { order_id: orderIds[0] });
  }
}

/** Acknowledged orders that are missing from the database (by id and submission). */
export async function missingOrders(db: Db, acknowledged: Tally['acknowledged']): Promise<number> {
  const ids = acknowledged.flatMap((a) => a.orderIds);
  if (!ids.length) return 0;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return ids.length - Number(rows[0]!.n);
}
