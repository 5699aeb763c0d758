/**
 * `npm run test:cluster`: two real app instances (the `npm start` path, scripts/start.ts, each in its
 * own process group) on one fresh PostgreSQL database and one Redis, buyers split between them:
 *
 *   shared state  a session logged in on A works on B; login failures counted on A and B add up
 *                 (rate limits in Redis); both instances listen on the invalidation channel and an
 *                 `npm run admin` write publishes on it (src/server/cache/bus.ts)
 *   stock race    30 buyers (15 per instance) submit at once for 10 units: exactly 10 orders
 *   payment race  each of those orders paid twice at once, once through each instance: paid once
 *   coupon race   one buyer, one coupon, two orders submitted at once through A and B: used once
 *   SIGKILL       buyers loop add → checkout → create (sometimes twice) → pay on both instances;
 *                 B's process group is killed mid-checkout, restarted; keys first sent to B replay
 *                 the same orders; both instances' deadline jobs then cancel the unpaid orders
 *
 * Afterwards the single-instance invariants (tests/helpers: stock never negative, sold = initial −
 * remaining, one succeeded payment per paid order, balance = Σ ledger, coupon uses = orders with a
 * coupon, one submission per key). Redis keys get a per-run REDIS_PREFIX and are deleted after.
 *
 * Env: CLUSTER_POSTGRES_URL (default postgres://127.0.0.1:5432/test; a throw-away database is made
 * and dropped), CLUSTER_REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORTS (default 4681,4682).
 * Builds dist/ first when stale (like npm start).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { openDb, type DbHandle } from '../src/server/db/client';
import { coupons, goods, memberCoupons, orders } from '../src/server/db/schema';
import { queryRows } from '../src/server/db/rows';
import { hashPassword } from '../src/server/auth/password';
import { invariants, makeBuyers, type Buyer } from '../tests/helpers/orders-fixtures';
import { setSellableStock } from '../tests/helpers/batches-fixtures';
import { walletInvariants } from '../tests/helpers/wallet-fixtures';
import { BuyerClient } from './lib/buyer-client';
import { plainGoodsIds } from './lib/plain-goods';
import { createScratchDb } from './lib/scratch-db';
import { buildIfStale } from './lib/serve';

const PORTS = (process.env.CLUSTER_PORTS ?? '4681,4682').split(',').map(Number);
const BASES = PORTS.map((p) => `http://127.0.0.1:${p}`);
const PASSWORD = 'Cluster#2026pw';
const PREFIX = `yaocai-cluster-test:${randomBytes(4).toString('hex')}:`;
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = `${PREFIX}yaocai:cache:invalidate`;

const log = (msg: string) => console.log(`[cluster] ${msg}`);
const problems: string[] = [];
function check(ok: boolean, what: string) {
  log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) problems.push(what);
}

function serverEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    ORDER_SWEEP_MS: '1000',
    // Buyers here check out as fast as the machine allows; the per-store quotas have their own test.
    ORDER_MAX_UNPAID: '100000',
    ORDER_RATE_PER_MINUTE: '100000',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** One instance: `node --import tsx scripts/start.ts` as the leader of its own process group. */
function startInstance(databaseUrl: string, i: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: serverEnv(databaseUrl, PORTS[i]!), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stderr?.on('data', (d) => {
    const s = String(d);
    if (!/ECONNRESET|aborted/.test(s)) process.stderr.write(`[${'AB'[i]}] ${s}`);
  });
  return child;
}

async function waitReady(base: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/focus/common`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

async function stopInstance(child: ChildProcess | null, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, signal); // the whole group
  } catch {
    /* gone */
  }
  await exited;
}

async function login(b: Buyer, base: string): Promise<BuyerClient> {
  const c = new BuyerClient(base);
  const r = await c.call('POST', '/api/user/login', { type: 'password', account: b.username, password: PASSWORD });
  if (r.code !== 10000) throw new Error(`login of ${b.username} on ${base}: ${JSON.stringify(r)}`);
  return c;
}

/** Puts `n` of `goodsId` in the cart and hands those lines to checkout; returns the cart line id. */
async function handOver(c: BuyerClient, goodsId: number, n: number): Promise<number> {
  const add = await c.call('POST', '/api/cart', [{ goods_id: goodsId, number: n, ck_id: 0 }]);
  if (add.code !== 10000) throw new Error(`add to cart: ${JSON.stringify(add)}`);
  const list = await c.call('GET', '/api/cart/list');
  const line = (list.data?.items ?? []).find((i: any) => i.goods_id === goodsId);
  const co = await c.call('POST', '/api/cart/checkout', { ids: [line.id] });
  if (co.code !== 10000) throw new Error(`checkout: ${JSON.stringify(co)}`);
  return line.id;
}

const key = () => randomBytes(12).toString('hex');

type Sent = { key: string; base: string; orderIds: number[]; addressId: number; client: BuyerClient };

/** The crash-test load, simplified: add → checkout → create (30 % twice) → pay by balance, until stopped. */
async function shopper(b: Buyer, c: BuyerClient, hot: number[], stop: () => boolean, sent: Sent[], stats: Record<string, number>) {
  const bump = (k: string) => (stats[k] = (stats[k] ?? 0) + 1);
  while (!stop()) {
    try {
      const g = hot[randomInt(hot.length)]!;
      if ((await c.call('POST', '/api/cart', [{ goods_id: g, number: randomInt(1, 4), ck_id: 0 }])).code !== 10000) continue;
      const ids = ((await c.call('GET', '/api/cart/list')).data?.items ?? []).map((i: any) => i.id);
      if (!ids.length || (await c.call('POST', '/api/cart/checkout', { ids })).code !== 10000) continue;
      const entry: Sent = { key: key(), base: c.base, orderIds: [], addressId: b.addressId, client: c };
      sent.push(entry);
      const body = { idempotency_key: entry.key, address_id: b.addressId };
      const created = await c.call('POST', '/api/order/create', body);
      if (Math.random() < 0.3) await c.call('POST', '/api/order/create', body);
      if (created.code !== 10000) {
        bump(`create_${created.code}`);
        continue;
      }
      entry.orderIds = created.data.orders.map((o: any) => o.id);
      bump('orders');
      if (Math.random() < 0.6) {
        const paid = await c.call('POST', '/api/pay/balance', { order_id: entry.orderIds[0] });
        bump(paid.code === 10000 ? 'paid' : `pay_${paid.code}`);
      }
    } catch {
      bump('network'); // the instance died under us
      if (stop()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function main() {
  const started = Date.now();
  if (!buildIfStale()) throw new Error('build failed');
  const adminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
  const scratch = await createScratchDb(adminUrl, 'yaocai_cluster');
  const dbUrl = scratch.url;
  const instances: (ChildProcess | null)[] = [null, null];
  let handle: DbHandle | null = null;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const sub = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  try {
    // Both start at once: start-up migrates and seeds under an advisory lock, so one of them does it.
    instances[0] = startInstance(dbUrl, 0);
    instances[1] = startInstance(dbUrl, 1);
    await Promise.all(BASES.map((b) => waitReady(b)));
    log(`two instances up (${BASES.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    handle = await openDb({ databaseUrl: dbUrl });
    const db = handle.db;
    const [{ n: seededOnce }] = await queryRows<{ n: number }>(db, sql`select (select count(*) from members where username = 'demo')::int as n`);
    check(Number(seededOnce) === 1, `demo data seeded once although both instances started at once (demo accounts: ${seededOnce})`);

    // Goods every test buyer may order (as the crash test picks them).
    const ids = await plainGoodsIds(db, 7);
    const [raceGoods, couponA, couponB, ...hot] = ids as [number, number, number, ...number[]];
    // Stock through the batches (issue 24), so the batch invariants hold.
    await db.update(goods).set({ basePrice: 3_000 }).where(eq(goods.id, raceGoods));
    await setSellableStock(db, [raceGoods], 10);
    await db
      .update(goods)
      .set({ basePrice: 20_000 })
      .where(inArray(goods.id, [couponA, couponB]));
    await setSellableStock(db, [couponA, couponB], 100);
    await db.update(goods).set({ basePrice: 3_000 }).where(inArray(goods.id, hot));
    await setSellableStock(db, hot, 150);
    // Units of these goods already in live (seeded) orders count towards their initial stock.
    const liveUnits = async () =>
      new Map(
        (
          await queryRows<{ id: number; live: number }>(
            db,
            sql`select g.id, coalesce((select sum(l.number) from order_lines l join orders o on o.id = l.order_id where l.goods_id = g.id and o.status <> 'cancelled'), 0)::int as live
            from goods g where g.id in (${sql.join(
              ids.map((t) => sql`${t}`),
              sql`, `,
            )})`,
          )
        ).map((r) => [Number(r.id), Number(r.live)]),
      );
    const before = await liveUnits();
    const buyers = await makeBuyers(db, 40, { balance: 500_000, passwordHash: await hashPassword(PASSWORD) });
    const base = (i: number) => BASES[i % 2]!;
    // Logins four at a time, alternating A and B: a login is counted against the address's limit
    // before the password is checked (src/server/limits), so 30 at once from one address would trip it.
    const loginAll = async (list: Buyer[]) => {
      const out: BuyerClient[] = [];
      for (let i = 0; i < list.length; i += 4) out.push(...(await Promise.all(list.slice(i, i + 4).map((b, j) => login(b, base(i + j))))));
      return out;
    };

    // Shared state.
    const a = await login(buyers[0]!, BASES[0]!);
    const onB = await a.on(BASES[1]!).call('GET', '/api/cart/list');
    check(onB.code === 10000 && Array.isArray(onB.data?.items), 'a session logged in on A is logged in on B (sessions in Redis)');
    const victim = buyers[39]!;
    const wrong = new BuyerClient(BASES[0]!);
    for (let i = 0; i < 5; i++) await wrong.on(base(i)).call('POST', '/api/user/login', { type: 'password', account: victim.username, password: 'Wrong#0000' });
    const locked = await new BuyerClient(BASES[1]!).call('POST', '/api/user/login', { type: 'password', account: victim.username, password: PASSWORD });
    check(locked.code === 429, `5 failed logins split over A and B lock the account on B too (rate limits in Redis): ${locked.code}`);
    const subscribers = Number(((await redis.pubsub('NUMSUB', CHANNEL)) as [string, number])[1]);
    check(subscribers === 2, `both instances listen for cache invalidations (${subscribers} subscribers)`);
    const heard: string[] = [];
    sub.on('message', (_channel: string, message: string) => heard.push(message));
    await sub.subscribe(CHANNEL);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'vouchers:create', '1', '1'], { env: serverEnv(dbUrl, 0), encoding: 'utf8' });
    const until = Date.now() + 10_000;
    while (!heard.some((m) => m.endsWith(' all')) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    check(cli.status === 0 && heard.some((m) => m.endsWith(' all')), 'an `npm run admin` write publishes the invalidation the instances listen for');

    // Stock race: 30 buyers, 15 per instance, 10 units.
    const racers = buyers.slice(1, 31);
    const clients = await loginAll(racers);
    await Promise.all(clients.map((c) => handOver(c, raceGoods, 1)));
    const created = await Promise.all(racers.map((b, i) => clients[i]!.call('POST', '/api/order/create', { idempotency_key: key(), address_id: b.addressId })));
    const won = created.map((r, i) => ({ r, i })).filter(({ r }) => r.code === 10000);
    const [{ stock: left }] = await db.select({ stock: goods.stock }).from(goods).where(eq(goods.id, raceGoods));
    check(won.length === 10 && left === 0, `stock race: 30 buyers on A and B for 10 units → ${won.length} orders, stock ${left}`);

    // Payment race: every one of those orders paid through A and B at once.
    const pays = await Promise.all(
      won.map(async ({ r, i }) => {
        const id = r.data.orders[0].id;
        const both = await Promise.all(BASES.map((bs) => clients[i]!.on(bs).call('POST', '/api/pay/balance', { order_id: id })));
        return both.filter((x) => x.code === 10000).length;
      }),
    );
    check(
      pays.every((n) => n === 1),
      `payment race: ${won.length} orders each paid through both instances at once → paid once each (${pays.join(',')})`,
    );

    // Coupon race: one buyer, two sessions (A and B), one coupon, two orders at once.
    const cb = buyers[31]!;
    const [coupon] = await db
      .insert(coupons)
      .values({ name: '满100减10', kind: 'amount', threshold: 10_000, value: 1_000, validFrom: new Date(Date.now() - 60_000), validTo: new Date(Date.now() + 86_400_000) })
      .returning();
    const [mc] = await db.insert(memberCoupons).values({ storeId: cb.storeId, couponId: coupon!.id }).returning();
    const [sA, sB] = [await login(cb, BASES[0]!), await login(cb, BASES[1]!)];
    await handOver(sA, couponA, 1);
    await handOver(sB, couponB, 1);
    const withCoupon = await Promise.all([sA, sB].map((s) => s.call('POST', '/api/order/create', { idempotency_key: key(), address_id: cb.addressId, coupon_id: mc!.id })));
    const [used] = await db.select().from(memberCoupons).where(eq(memberCoupons.id, mc!.id));
    const carrying = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.storeId} = ${cb.storeId} and ${orders.couponAmount} > 0`);
    check(
      withCoupon.filter((r) => r.code === 10000).length === 1 && used!.status === 'used' && carrying.length === 1,
      `coupon race: one coupon, two orders at once through A and B → ${withCoupon.map((r) => r.code).join('/')}, ${carrying.length} order carries it`,
    );

    // SIGKILL of B mid-checkout while buyers shop on both.
    const shoppers = buyers.slice(32, 39);
    const shopClients = await loginAll(shoppers);
    const sent: Sent[] = [];
    const stats: Record<string, number> = {};
    let stopAt = Date.now() + 60_000;
    const runs = shoppers.map((b, i) => shopper(b, shopClients[i]!, hot, () => Date.now() > stopAt, sent, stats));
    const killAfter = randomInt(1_500, 3_500);
    await new Promise((r) => setTimeout(r, killAfter));
    log(`SIGKILL of instance B's process group after ${killAfter} ms of checkouts`);
    await stopInstance(instances[1], 'SIGKILL');
    await new Promise((r) => setTimeout(r, 1_000)); // A keeps serving its buyers meanwhile
    stopAt = 0;
    await Promise.all(runs);
    instances[1] = startInstance(dbUrl, 1);
    await waitReady(BASES[1]!);
    log(`B restarted; load: ${JSON.stringify(stats)}`);
    check((stats.orders ?? 0) > 0, 'the load created orders before and around the kill');

    // Keys first sent to B answer the same orders when replayed through A.
    let replays = 0;
    let replayBad = 0;
    for (const s of sent.filter((x) => x.base === BASES[1] && x.orderIds.length).slice(0, 5)) {
      const again = await s.client.on(BASES[0]!).call('POST', '/api/order/create', { idempotency_key: s.key, address_id: s.addressId });
      replays += 1;
      if (again.data?.replay !== true || JSON.stringify(again.data.orders.map((o: any) => o.id)) !== JSON.stringify(s.orderIds)) replayBad += 1;
    }
    check(replayBad === 0, `${replays} keys first sent to B replay the same orders through A`);

    // Both instances' deadline jobs sweep at once: every unpaid order cancelled once, stock back.
    const expired = await db
      .update(orders)
      .set({ payBefore: new Date(Date.now() - 1_000) })
      .where(eq(orders.status, 'pending_payment'))
      .returning({ id: orders.id });
    const sweepUntil = Date.now() + 20_000;
    let pending = -1;
    while (Date.now() < sweepUntil) {
      pending = Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where status = 'pending_payment'`))[0]!.n);
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const [twice] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select order_id from order_events where event = 'expire' group by 1 having count(*) > 1) x`,
    );
    check(
      pending === 0 && Number(twice!.n) === 0,
      `deadline jobs of both instances: ${expired.length} unpaid orders past their deadline → ${pending} left, ${twice!.n} expired twice`,
    );

    // The invariants of the single-instance tests.
    const inv = { ...(await invariants(db)), ...(await walletInvariants(db)) };
    const set = new Map<number, number>([[raceGoods, 10], [couponA, 100], [couponB, 100], ...hot.map((h) => [h, 150] as [number, number])]);
    const after = await liveUnits();
    const stockRows = await db.select({ id: goods.id, stock: goods.stock }).from(goods).where(inArray(goods.id, ids));
    const stockBad = stockRows.filter((g) => g.stock < 0 || g.stock + (after.get(g.id) ?? 0) - (before.get(g.id) ?? 0) !== set.get(g.id));
    log(`invariants: ${JSON.stringify({ ...inv, stockMismatch: stockBad.length })}`);
    check(
      Object.values(inv).every((n) => n === 0) && stockBad.length === 0,
      'stock never negative, sold = initial − remaining, each paid order paid once, balance = Σ ledger, coupon used once, goods stock = Σ sellable batches − reserved, every shipped unit in one batch',
    );
  } finally {
    await Promise.all(instances.map((c) => stopInstance(c, 'SIGTERM')));
    await handle?.close();
    await scratch.drop();
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    sub.disconnect();
  }
  log(`${problems.length ? `✖ ${problems.length} check(s) failed` : '✔ all checks hold with two instances'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  process.exit(problems.length ? 1 : 0);
}

await main();
