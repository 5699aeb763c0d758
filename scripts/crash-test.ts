/**
 * `npm run test:crash`: kills the server (SIGKILL) in the middle of checkouts, restarts it, and checks
 * that money and stock invariants hold. On PostgreSQL (CRASH_POSTGRES_URL, else
 * postgres://127.0.0.1:5432/test; a throw-away database is created and dropped).
 *
 * The server is the production build served by tests/e2e/orders-server.ts from a private build
 * (ORDERS_DIST, default .tmp-orders-dist; built with `astro build --outDir` when missing), so the
 * shared dist/ is never touched. Load: WORKERS buyers loop add → checkout → create (idempotency key,
 * sometimes sent twice) → pay by balance or credit, or cancel — all racing for a few hot goods with
 * little stock. The server is killed ROUNDS times at random moments and restarted; the deadline job
 * runs after each restart. Checked afterwards:
 *   - stock + units in live (not cancelled) orders = initial stock, and stock ≥ 0, for every goods touched
 *   - balance = Σ ledger (and ≥ 0) for every wallet; credit used = Σ open bills
 *   - at most one submission per idempotency key, at most one order per kind per submission,
 *     and a replayed key after the restart answers the same order(s)
 *   - every paid order has exactly one succeeded payment, no order has two
 *   - after the restarts, unpaid orders past their deadline are cancelled by the job (ORDER_SWEEP_MS=1000 here) and their stock comes back
 *   - points = Σ points ledger and ≥ 0 (orders completed through `receive` earn points in the server);
 *     every voucher's remaining = Σ its ledger within [0, face value], a code redeemed by one store only,
 *     and orders paid partly by voucher: voucher part + balance part = paid amount; every succeeded
 *     top-up has its one ledger entry (wallet part of issue 12: buyers also redeem codes from a shared
 *     pool, pay with vouchers, repay bills, top up through the sandbox and confirm receipt)
 *   - coupon uses = orders carrying a coupon
 *   - issue 12 (`issue12Invariants`): each voucher held was issued once (codes are also redeemed twice at
 *     once), no voucher got back more than it paid, an order's refund = its balance refunds + voucher
 *     refunds, an order's net points within 0 … ⌊paid ÷ ¥1⌋ and kept by a completed order (buyers
 *     also have paid orders cancelled by the operator and return a unit after completion)
 *
 * Options: --rounds N (default 3), --workers N (default 24), --seconds N per round (default 4). On a
 * small shared machine use fewer workers (e.g. 6): many parallel logins (scrypt) can exhaust its memory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { openDb, type DbHandle } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { goods } from '../src/server/db/schema';
import { queryRows } from '../src/server/db/rows';
import { hashPassword } from '../src/server/auth/password';
import { invariants, makeBuyers, type Buyer } from '../tests/helpers/orders-fixtures';
import { walletInvariants } from '../tests/helpers/wallet-fixtures';
import { setSellableStock } from '../tests/helpers/batches-fixtures';
import { setDbHandle } from '../src/server/db/client';
import { shipOrder } from '../src/server/orders/actions';
import { cancelByOperator } from '../src/server/orders/fulfil';
import { approveReturn, requestReturn } from '../src/server/orders/returns';
import type { Db } from '../src/server/db/client';
import { signParams } from '../src/server/payments/gateway';
import { createVoucherCodes, grantVoucher } from '../src/server/wallet/vouchers';
import { BuyerClient } from './lib/buyer-client';
import { plainGoodsIds } from './lib/plain-goods';
import { createScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';

const ROUNDS = Number(arg('rounds') ?? 3);
const WORKERS = Number(arg('workers') ?? 24);
const SECONDS = Number(arg('seconds') ?? 4);
const PORT = Number(process.env.CRASH_PORT ?? 4431);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = process.env.ORDERS_DIST ?? '.tmp-orders-dist';
const PASSWORD = 'Crash#2026pw';

function log(msg: string) {
  console.log(`[crash] ${msg}`);
}

function ensureBuild() {
  if (fs.existsSync(path.resolve(DIST, 'server/entry.mjs'))) return;
  log(`building into ${DIST} …`);
  const r = spawnSync(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'build', '--outDir', DIST], {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('build failed');
}

function startServer(databaseUrl: string): ChildProcess {
  // `node --import tsx`: one process (the tsx CLI would run the server in a child that SIGKILL misses).
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/orders-server.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, ORDERS_DIST: DIST, ORDER_SWEEP_MS: '1000', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (d) => {
    const s = String(d);
    if (!/ECONNRESET|aborted/.test(s)) process.stderr.write(`[server] ${s}`);
  });
  return child;
}

// The first start migrates and seeds a fresh database: minutes on a busy shared machine.
async function waitReady(timeoutMs = Number(process.env.CRASH_START_MS ?? 300_000)) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(`${BASE}/api/focus/common`);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** A buyer session against this server. */
class Client extends BuyerClient {
  constructor() {
    super(BASE);
  }
}

type Sent = { key: string; orderIds: number[] };

/** The buyer asks to return one unit of the order's first line and the operator approves it (in this process). */
async function returnOne(db: Db, storeId: number, orderId: number) {
  const [line] = await queryRows<{ id: number }>(db, sql`select id from order_lines where order_id = ${orderId} order by id limit 1`);
  if (!line) return;
  const ret = await requestReturn(storeId, orderId, { kind: 'return', reason: '质量问题', description: '', photos: [], lines: [{ lineId: Number(line.id), number: 1 }] });
  await approveReturn(ret.id);
}

/**
 * Invariants of issue 12 beyond `walletInvariants` (points and vouchers never negative, each = Σ its
 * ledger): each voucher held was issued once (a code redeemed once); no voucher got back more than it
 * paid for an order; what an order refunded = its balance refunds + its voucher refunds (wallet-paid
 * orders); an order's net points are within 0 … ⌊paid ÷ ¥1⌋, and a completed order kept its points.
 */
async function issue12Invariants(db: Db, storeIds: number[]) {
  const one = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ bad: number }>(db, q))[0]!.bad);
  // The crash buyers' stores only (the demo's seeded history is not made by the load).
  const mine = sql`(${sql.join(
    storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  return {
    voucherIssuedNotOnce: await one(sql`
      select count(*)::int as bad from cash_vouchers v where v.store_id in ${mine}
        and (select count(*) from voucher_entries e where e.voucher_id = v.id and e.kind = 'issue') <> 1`),
    voucherRefundOverPaid: await one(sql`
      select count(*)::int as bad from voucher_entries p where p.kind = 'payment' and p.store_id in ${mine}
        and -p.amount < coalesce((select sum(r.amount) from voucher_entries r where r.voucher_id = p.voucher_id and r.kind = 'refund' and r.ref like p.ref || ':%'), 0)`),
    refundSplitMismatch: await one(sql`
      select count(*)::int as bad from orders o where o.store_id in ${mine} and o.pay_method in ('balance', 'voucher') and o.refunded_amount <>
        coalesce((select sum(w.amount) from wallet_entries w where w.store_id = o.store_id and w.kind = 'refund'
          and (w.ref = 'cancel:' || o.id or w.ref in (select 'return:' || r.id from order_returns r where r.order_id = o.id))), 0)
        + coalesce((select sum(v.amount) from voucher_entries v where v.kind = 'refund' and v.ref like 'order:' || o.id || ':%'), 0)`),
    orderPointsOutOfRange: await one(sql`
      select count(*)::int as bad from orders o, lateral (
        select coalesce(sum(e.amount), 0) as net from points_entries e where e.store_id = o.store_id and (e.ref = 'order:' || o.id or e.ref like 'order:' || o.id || ':%')) p
      where o.store_id in ${mine} and o.kind <> 'points' and (p.net < 0 or p.net > o.paid_amount / 100
        or (o.status = 'completed' and o.paid_amount - o.refunded_amount >= 100 and p.net = 0))`),
  };
}

async function worker(db: Db, b: Buyer, hot: number[], stopAt: () => boolean, sent: Sent[], stats: Record<string, number>, codes: string[]) {
  const c = new Client();
  const bump = (k: string) => {
    stats[k] = (stats[k] ?? 0) + 1;
  };
  try {
    const login = await c.call('POST', '/api/user/login', { type: 'password', account: b.username, password: PASSWORD });
    if (login.code !== 10000) {
      bump('login_failed');
      return;
    }
  } catch (error) {
    bump('network');
    if (!stats.first_error) stats.first_error = `login: ${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`.slice(0, 200) as never;
    return;
  }
  while (!stopAt()) {
    try {
      const g = hot[randomInt(hot.length)]!;
      const add = await c.call('POST', '/api/cart', [{ goods_id: g, number: randomInt(1, 4), ck_id: 0 }]);
      if (add.code !== 10000) {
        bump(`add_${add.code}`);
        continue;
      }
      const list = await c.call('GET', '/api/cart/list');
      const ids = (list.data?.items ?? []).map((i: any) => i.id);
      if (!ids.length) continue;
      const co = await c.call('POST', '/api/cart/checkout', { ids });
      if (co.code !== 10000) {
        bump(`checkout_${co.code}`);
        continue;
      }
      const key = randomBytes(12).toString('hex');
      const entry: Sent = { key, orderIds: [] };
      sent.push(entry);
      const body = { idempotency_key: key, address_id: b.addressId };
      const created = await c.call('POST', '/api/order/create', body);
      if (Math.random() < 0.3) await c.call('POST', '/api/order/create', body); // a double submit
      if (created.code !== 10000) {
        bump(`create_${created.code}`);
        continue;
      }
      entry.orderIds = created.data.orders.map((o: any) => o.id);
      bump('orders');
      const id = entry.orderIds[0];
      const r = Math.random();
      if (Math.random() < 0.1 && codes.length) {
        // Sometimes the same code twice at once (a double click): at most one of them may take it.
        const code = codes[randomInt(codes.length)];
        const tries = await Promise.all((Math.random() < 0.3 ? [0, 1] : [0]).map(() => c.call('POST', '/api/cash_coupon/userRecharge', { code })));
        for (const redeemed of tries) bump(redeemed.code === 10000 ? 'voucher_redeemed' : `redeem_${redeemed.code}`);
      }
      const usable = r < 0.45 && Math.random() < 0.5 ? ((await c.call('GET', '/api/cash_coupon/list?status=usable')).data?.list ?? []).map((v: any) => v.id) : [];
      const pay =
        r < 0.45
          ? await c.call('POST', '/api/pay/balance', { order_id: id, voucher_ids: usable.join(',') })
          : r < 0.8
            ? await c.call('POST', '/api/pay/user_credit_pay', { order_id: id })
            : await c.call('POST', `/api/order/${id}/cancel`, {});
      bump(pay.code === 10000 ? (r < 0.8 ? 'paid' : 'cancelled') : `pay_${pay.code}`);
      if (Math.random() < 0.3) await Promise.all([c.call('POST', '/api/pay/balance', { order_id: id }), c.call('POST', '/api/pay/balance', { order_id: id })]);
      const fate = Math.random();
      if (pay.code === 10000 && r < 0.8 && fate < 0.1) {
        // The operator cancels a paid order: the money goes back (balance part, then vouchers; or the bill).
        await db
          .transaction((tx) => cancelByOperator(tx, id, '缺货取消'))
          .then(() => bump('operator_cancelled'))
          .catch(() => bump('operator_cancel_refused'));
      } else if (pay.code === 10000 && r < 0.8 && fate < 0.6) {
        await shipOrder(id, '顺丰速运', `SF${id}`).catch(() => {});
        const got = await c.call('POST', `/api/order/${id}/receive`, {});
        bump(got.code === 10000 ? 'completed' : `receive_${got.code}`);
        if (got.code === 10000 && Math.random() < 0.3) {
          // A return of one unit after completion: refund to where the money came from, points taken back.
          await returnOne(db, b.storeId, id)
            .then(() => bump('returned'))
            .catch(() => bump('return_refused'));
        }
      }
      if (Math.random() < 0.15) {
        const open = (await c.call('GET', '/api/user/user_credit_list?type=0')).data?.list?.find((x: any) => x.status === 'open');
        if (open) {
          const half = Math.random() < 0.5 ? { amount: (Math.max(1, Math.floor(open.outstanding_fen / 2)) / 100).toFixed(2) } : {};
          const rp = await c.call('POST', '/api/pay/user_credit_create', { bill_id: open.id, pay_type: 'balance', ...half });
          if (rp.code === 10000) {
            const two = await Promise.all([
              c.call('POST', '/api/pay/user_credit_pay', { repay_no: rp.data.repay_no }),
              c.call('POST', '/api/pay/user_credit_pay', { repay_no: rp.data.repay_no }),
            ]);
            bump(two.some((x) => x.code === 10000) ? 'repaid' : `repay_${two[0].code}`);
          }
        }
      }
      if (Math.random() < 0.05) {
        const top = await c.call('POST', '/api/moneys/recharge', { amount: '5000' });
        if (top.code === 10000) {
          const n: Record<string, string> = {
            trade_no: top.data.trade_no,
            gateway_trade_no: `G${randomBytes(6).toString('hex')}`,
            amount: '500000',
            status: 'SUCCESS',
            notify_time: new Date().toISOString(),
          };
          const signed = new URLSearchParams({ ...n, sign: signParams(n) }).toString();
          await Promise.all([0, 1].map(() => fetch(`${BASE}/api/pay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: signed })));
          bump('topped_up');
        }
      }
    } catch (error) {
      bump('network'); // the server died under us
      if (!stats.first_error) stats.first_error = `${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? '')}`.slice(0, 200) as never;
      if (stopAt()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function main() {
  // The script signs sandbox callbacks itself: it and the server share this key.
  process.env.PAY_SANDBOX_SECRET ??= `crash-${randomBytes(12).toString('hex')}`;
  ensureBuild();
  const adminUrl = process.env.CRASH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
  const scratch = await createScratchDb(adminUrl, 'yaocai_crash');
  const dbUrl = scratch.url;
  let server: ChildProcess | null = null;
  let handle: DbHandle | null = null;
  let failed = false;
  try {
    server = startServer(dbUrl);
    await waitReady();
    handle = await openDb({ databaseUrl: dbUrl });
    await migrateDb(handle);
    const db = handle.db;
    // Hot goods with little stock, and buyers with money and credit.
    const hot = await plainGoodsIds(db, 4);
    await db.update(goods).set({ basePrice: 3_000 }).where(inArray(goods.id, hot));
    await setSellableStock(db, hot, 150);
    // Units already in live orders (the demo's seeded orders) count towards the initial stock.
    const already = await queryRows<{ id: number; live: number }>(
      db,
      sql`
      select g.id, coalesce((select sum(l.number) from order_lines l join orders o on o.id = l.order_id where l.goods_id = g.id and o.status <> 'cancelled'), 0)::int as live
      from goods g where g.id in (${sql.join(
        hot.map((h) => sql`${h}`),
        sql`, `,
      )})`,
    );
    const initial = new Map(hot.map((id) => [id, 150 + Number(already.find((a) => Number(a.id) === id)?.live ?? 0)]));
    const buyers = await makeBuyers(db, WORKERS, { balance: 200_000, creditLimit: 150_000, passwordHash: await hashPassword(PASSWORD) });
    setDbHandle(handle); // this process ships orders (operator) with the server's own module
    const codes = await createVoucherCodes(db, Math.ceil(WORKERS / 2), 5_000, '现金券 ¥50', new Date(Date.now() + 86_400_000));
    for (const b of buyers.slice(0, Math.ceil(WORKERS / 2))) {
      await db.transaction((tx) => grantVoucher(tx, { storeId: b.storeId, value: 8_000, name: '现金券 ¥80', validDays: 30, source: 'operator', ref: 'crash' }));
    }
    log(`server up; ${WORKERS} buyers, hot goods ${hot.join(', ')} with 150 units each; ${codes.length} voucher codes to race for`);

    const sent: Sent[] = [];
    const stats: Record<string, number> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      const stopAt = Date.now() + SECONDS * 1000;
      const runs = buyers.map((b) => worker(db, b, hot, () => Date.now() > stopAt + 500, sent, stats, codes));
      const killAfter = randomInt(Math.floor(SECONDS * 400), SECONDS * 1000);
      await new Promise((r) => setTimeout(r, killAfter));
      log(`round ${round}: SIGKILL after ${killAfter} ms of checkouts (pid ${server!.pid})`);
      server!.kill('SIGKILL');
      await new Promise((r) => server!.once('exit', r));
      await Promise.all(runs);
      server = startServer(dbUrl);
      await waitReady();
      log(`round ${round}: restarted`);
    }
    // Replayed keys answer the same orders after the crashes.
    const c = new Client();
    const replayBuyer = buyers[0]!;
    await c.call('POST', '/api/user/login', { type: 'password', account: replayBuyer.username, password: PASSWORD });
    const mine = await queryRows<{ key: string; ids: number[] }>(
      db,
      sql`select s.idempotency_key as key, array_agg(o.id order by o.id) as ids
      from order_submissions s join orders o on o.submission_id = s.id where s.store_id = ${replayBuyer.storeId} group by s.idempotency_key limit 5`,
    );
    let replays = 0;
    for (const m of mine) {
      const again = await c.call('POST', '/api/order/create', { idempotency_key: m.key, address_id: replayBuyer.addressId });
      const ids = (again.data?.orders ?? []).map((o: any) => o.id);
      if (again.data?.replay !== true || JSON.stringify(ids) !== JSON.stringify(m.ids.map(Number))) throw new Error(`replay of ${m.key} answered ${JSON.stringify(again)}`);
      replays += 1;
    }

    // The payment deadline after the restarts: unpaid orders past it are cancelled by the job that
    // starts with the first order request, and their stock comes back.
    const [{ n: pendingBefore }] = await queryRows<{ n: number }>(
      db,
      sql`update orders set pay_before = now() - interval '1 second'
      where status = 'pending_payment' returning 1 as n`,
    ).then((rows) => [{ n: rows.length }]);
    await c.call('GET', '/api/order/list?page_size=1');
    const until = Date.now() + 15_000;
    let left = -1;
    while (Date.now() < until) {
      [{ n: left }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders where status = 'pending_payment'`)).map((r) => ({ n: Number(r.n) }));
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    log(`deadline: ${pendingBefore} unpaid orders past their deadline after the restarts → ${left} left unpaid`);
    if (left !== 0) throw new Error('the deadline job did not cancel the expired orders after the restart');

    // The invariants.
    // With issue 24's: Σ sellable batch stock − reserved = goods stock, no batch below zero, every shipped unit in one batch.
    const inv = {
      ...(await invariants(db)),
      ...(await walletInvariants(db)),
      ...(await issue12Invariants(
        db,
        buyers.map((b) => b.storeId),
      )),
    };
    const stock = await queryRows<{ id: number; stock: number; live: number }>(
      db,
      sql`
      select g.id, g.stock, coalesce((select sum(l.number) from order_lines l join orders o on o.id = l.order_id where l.goods_id = g.id and o.status <> 'cancelled'), 0)::int as live
      from goods g where g.id in (${sql.join(
        hot.map((h) => sql`${h}`),
        sql`, `,
      )})`,
    );
    const stockBad = stock.filter((s) => Number(s.stock) + Number(s.live) !== initial.get(Number(s.id)) || Number(s.stock) < 0);
    const [perKind] = await queryRows<{ bad: number }>(
      db,
      sql`select count(*)::int as bad from (select submission_id, kind from orders where submission_id is not null group by 1, 2 having count(*) > 1) x`,
    );
    const [released] = await queryRows<{ bad: number }>(db, sql`select count(*)::int as bad from orders where status = 'cancelled' and not stock_released`);
    const [counts] = await queryRows<{ orders: number; paid: number; cancelled: number; pending: number; entries: number }>(
      db,
      sql`
      select (select count(*) from orders)::int as orders, (select count(*) from orders where status = 'paid')::int as paid,
        (select count(*) from orders where status = 'cancelled')::int as cancelled, (select count(*) from orders where status = 'pending_payment')::int as pending,
        (select count(*) from wallet_entries)::int as entries, (select count(*) from points_entries)::int as points_entries,
        (select count(*) from voucher_entries)::int as voucher_entries, (select count(*) from cash_vouchers where source = 'code' and store_id is not null)::int as codes_redeemed,
        (select count(*) from orders where status = 'completed')::int as completed, (select count(*) from credit_repayments where status = 'succeeded')::int as repayments`,
    );
    log(`client: ${JSON.stringify(stats)}`);
    log(`database: ${JSON.stringify(counts)}; replayed ${replays} keys after the crashes: same orders`);
    for (const s of stock) log(`goods ${s.id}: stock ${s.stock} + in live orders ${s.live} = ${Number(s.stock) + Number(s.live)} (initial ${initial.get(Number(s.id))})`);
    log(
      `invariants: ${JSON.stringify({ ...inv, stockMismatch: stockBad.length, twoOrdersOfOneKindPerKey: Number(perKind!.bad), cancelledWithoutStockBack: Number(released!.bad) })}`,
    );
    // Each code answers 兑换成功 once: the successes the clients saw never exceed the codes taken.
    const redeemedTwice = (stats.voucher_redeemed ?? 0) > Number((counts as { codes_redeemed?: number }).codes_redeemed ?? 0) ? 1 : 0;
    log(`vouchers: ${stats.voucher_redeemed ?? 0} 兑换成功 answers for ${(counts as { codes_redeemed?: number }).codes_redeemed} codes taken of ${codes.length}`);
    failed = redeemedTwice > 0 || Object.values(inv).some((n) => n !== 0) || stockBad.length > 0 || Number(perKind!.bad) > 0 || Number(released!.bad) > 0;
    if ((stats.orders ?? 0) === 0) {
      log('no orders were created: the load did not run');
      failed = true;
    }
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await handle?.close();
    await scratch.drop();
  }
  log(failed ? '✖ invariants BROKEN' : '✔ all invariants hold after the crashes');
  process.exit(failed ? 1 : 0);
}

await main();
