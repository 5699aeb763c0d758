/**
 * `npx tsx scripts/fault-screens.ts`: pictures of what a buyer sees during each fault of issue 32, for
 * the operator's note — not a test (`npm run test:faults` proves the behaviour). On a PostgreSQL and a
 * Redis of its own (scripts/lib/private-services.ts), the shop on SCREENS_PORT (default 4520; PostgreSQL
 * 4521, Redis 4522) with the default statement bound (DB_STATEMENT_TIMEOUT_MS 10 s), a logged-in buyer and
 * a visitor in Chromium:
 *
 *   normal        the buyer's orders, a product page
 *   redis-down    Redis stopped: the visitor's goods list, the buyer's goods list, the buyer's orders,
 *                 加入购物车 on a product page opened before; after Redis is back, the buyer's orders again
 *   slow          the orders table held by a 30 s statement: the buyer's orders; the visitor's goods list meanwhile
 *   pg-down       PostgreSQL stopped: the visitor's home and goods list, the buyer's orders, 加入购物车 on an open page;
 *                 after it is back, the buyer's orders again
 *
 * Writes SCREENS_DIR (default test-results/fault-screens)/<n>-<name>.png and prints one line per picture:
 * the HTTP status, the time to the answer, the title and the first words the page shows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { openDb, type DbHandle } from '../src/server/db/client';
import { appEnv, login, prepareShop, startApp, stopApp, waitFor, waitReady } from './lib/ops-harness';
import { startPostgres, startRedis, type PrivatePostgres, type PrivateRedis } from './lib/private-services';
import { holdOrdersTable } from './lib/hold-table';
import { seedShop } from './lib/ops-seed';
import { buildIfStale } from './lib/serve';

const PORT = Number(process.env.SCREENS_PORT ?? 4520);
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = path.resolve(process.env.SCREENS_DIR ?? 'test-results/fault-screens');
let shot = 0;

/** Opens `url` (or runs `act`), waits for the page to settle, saves the picture and prints what it shows. */
async function picture(page: Page, name: string, url: string | null, act?: (page: Page) => Promise<void>): Promise<void> {
  const started = performance.now();
  let status = '-';
  if (url) {
    const res = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 }).catch((e: Error) => ((status = `error ${e.message.split('\n')[0]}`), null));
    if (res) status = String(res.status());
  }
  const answered = performance.now() - started;
  if (act) await act(page);
  await page.waitForLoadState('load', { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(act ? 200 : 800);
  const file = path.join(DIR, `${String(++shot).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file });
  const title = await page.title().catch(() => '');
  const text = (
    (await page
      .locator('body')
      .innerText()
      .catch(() => '')) || ''
  )
    .replace(/\s+/g, ' ')
    .trim();
  console.log(`[screens] ${path.basename(file)}  ${url ?? '(action)'} → ${status} in ${answered.toFixed(0)} ms; 「${title}」 ${text.slice(0, 220)}`);
}

/** The demo's lottery pop-up covers a member's first page: closed as a buyer would. */
async function dismissLottery(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 20_000 }).catch(() => {});
  await page
    .getByRole('button', { name: '关闭抽奖' })
    .click({ timeout: 3_000 })
    .catch(() => {});
}

/** 加入购物车 on a product page, then whatever message the page shows. */
const addToCart = async (page: Page) => {
  const button = page.getByRole('button', { name: '加入购物车' }).first();
  await dismissLottery(page);
  await button.click({ timeout: 10_000 }).catch((e: Error) => console.log(`[screens]   no button to press: ${e.message.split('\n')[0]}`));
  // The member API answers 503 within REDIS_COMMAND_TIMEOUT_MS (5 s): the picture is taken as soon as the page says something.
  const clicked = performance.now();
  const said = page.locator('.nt-toast, [role="dialog"], [role="alert"]').first();
  const seen = await said.waitFor({ state: 'visible', timeout: 9_000 }).then(
    () => true,
    () => false,
  );
  const text = seen ? (await said.innerText()).replace(/\s+/g, ' ') : '(nothing shown within 9 s)';
  console.log(`[screens]   after 加入购物车: ${(performance.now() - clicked).toFixed(0)} ms → ${text}`);
};

async function memberContext(browser: Awaited<ReturnType<typeof chromium.launch>>, cookie: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: BASE }]);
  return context;
}

/**
 * A fontconfig file adding the project's own Chinese font (assets/fonts, the PDFs' font) to the system's:
 * a test machine often has no CJK font, and its Chromium would draw every character as a box.
 */
function withChineseFont(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaocai-fonts-'));
  const file = path.join(dir, 'fonts.conf');
  const xml = `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${path.resolve('assets/fonts')}</dir><cachedir>${dir}</cachedir></fontconfig>`;
  fs.writeFileSync(file, xml);
  return file;
}

async function main() {
  if (!buildIfStale()) throw new Error('build failed');
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  let pg: PrivatePostgres | null = null;
  let redis: PrivateRedis | null = null;
  let app: ReturnType<typeof startApp> | null = null;
  let handle: DbHandle | null = null;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    env: { ...process.env, FONTCONFIG_FILE: withChineseFont() },
  });
  try {
    pg = startPostgres(PORT + 1);
    redis = await startRedis(PORT + 2);
    const admin = postgres(pg.url('postgres'), { max: 1, onnotice: () => {} });
    await admin.unsafe('create database yaocai_screens');
    await admin.end();
    const dbUrl = pg.url('yaocai_screens');
    await seedShop({ databaseUrl: dbUrl });
    app = startApp('scripts/start.ts', appEnv({ PORT: String(PORT), DATABASE_URL: dbUrl, REDIS_URL: redis.url, SUPERVISOR: 'off' }), 'app');
    await waitReady(BASE);
    handle = await openDb({ databaseUrl: dbUrl, statementTimeoutMs: 0 });
    const s = await prepareShop(handle.db, 1);
    const product = `/list_info/${s.hot[0]}`;
    let member = await login(BASE, s.buyers[0]!);
    const visitor = await (await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1280, height: 900 } })).newPage();
    let buyer = await (await memberContext(browser, member.cookie)).newPage();

    console.log('[screens] — everything up');
    await picture(buyer, 'normal-orders', `${BASE}/order`);
    await picture(buyer, 'normal-product', `${BASE}${product}`);
    const shelf = await (await memberContext(browser, member.cookie)).newPage(); // a product page the buyer keeps open
    await shelf.goto(`${BASE}${product}`);
    await dismissLottery(shelf);
    await picture(visitor, 'normal-visitor-list', `${BASE}/list`);

    console.log('[screens] — Redis stopped (20 s)');
    await redis.stop();
    const redisBack = Date.now() + 20_000;
    await picture(visitor, 'redis-down-visitor-list', `${BASE}/list`);
    await picture(buyer, 'redis-down-buyer-list', `${BASE}/list`);
    await picture(buyer, 'redis-down-buyer-orders', `${BASE}/order`);
    await picture(shelf, 'redis-down-buyer-add-to-cart-on-open-page', null, addToCart);
    console.log(`[screens]   /readyz: ${await (await fetch(`${BASE}/readyz`)).text()}`);
    await new Promise((r) => setTimeout(r, Math.max(0, redisBack - Date.now())));
    await redis.start();
    await waitReady(BASE, 30_000);
    console.log('[screens] — Redis back (its sessions were not persisted)');
    await picture(buyer, 'redis-back-buyer-orders', `${BASE}/order`);
    member = await login(BASE, s.buyers[0]!);
    buyer = await (await memberContext(browser, member.cookie)).newPage();
    const shelf2 = await (await memberContext(browser, member.cookie)).newPage();
    await shelf2.goto(`${BASE}${product}`);
    await dismissLottery(shelf2);
    await picture(buyer, 'redis-back-logged-in-again-orders', `${BASE}/order`);

    console.log('[screens] — a statement holding the orders table for 30 s');
    const hold = await holdOrdersTable(dbUrl);
    const meanwhile = (async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      await picture(visitor, 'slow-visitor-list-meanwhile', `${BASE}/list?page=2`);
    })();
    await picture(buyer, 'slow-buyer-orders', `${BASE}/order`);
    await meanwhile;
    await hold.ended();

    console.log('[screens] — PostgreSQL stopped');
    await pg.halt();
    await picture(visitor, 'pg-down-visitor-home', `${BASE}/`);
    await picture(visitor, 'pg-down-visitor-list', `${BASE}/list`);
    await picture(visitor, 'pg-down-visitor-list-uncached', `${BASE}/list?page=3`);
    await picture(buyer, 'pg-down-buyer-orders', `${BASE}/order`);
    await picture(shelf2, 'pg-down-buyer-add-to-cart-on-open-page', null, addToCart);
    console.log(`[screens]   /readyz: ${await (await fetch(`${BASE}/readyz`)).text()}`);
    await pg.resume();
    await waitFor('ready after PostgreSQL is back', async () => (await fetch(`${BASE}/readyz`)).ok, 60_000);
    console.log('[screens] — PostgreSQL back (the app was not restarted)');
    await picture(buyer, 'pg-back-buyer-orders', `${BASE}/order`);
  } finally {
    await browser.close();
    await stopApp(app);
    await handle?.close().catch(() => {});
    await redis?.stop();
    pg?.stop();
  }
  console.log(`[screens] ${shot} pictures in ${DIR}`);
}

await main();
