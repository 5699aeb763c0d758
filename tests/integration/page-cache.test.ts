import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { goods, members, stores } from '../../src/server/db/schema';
import { enableCaches } from '../../src/server/cache/memo';
import { withPageCache } from '../../src/server/cache/http-front';
import { buildIsStale, ENTRY } from '../../scripts/lib/build-state';

/**
 * The built site behind the page cache, as `npm start` serves it (src/server/cache/): cached
 * catalogue pages show a price change within 5 s, pages are shared by viewer class and name no
 * member, and a member's writes (logout) take effect at once.
 */
let t: TestDb;
let server: http.Server;

/**
 * Builds the site when it is stale, one process at a time: both engines' runs of this file start
 * together, and two builds into one dist/ would corrupt it. NODE_ENV=production because vitest sets
 * it to "test", which would give Vite a development build of React that the e2e suite then reuses.
 */
async function buildOnce(): Promise<void> {
  const lock = path.resolve('.build-lock');
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 600_000) throw new Error('timed out waiting for another build');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (!buildIsStale()) return;
    const build = spawnSync(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error('astro build failed');
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
let base = '';

beforeAll(async () => {
  await buildOnce();
  t = await createTestDb({ goodsCount: 300 });
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = (await import(pathToFileURL(ENTRY).href)) as { handler: http.RequestListener };
  enableCaches();
  server = http.createServer(withPageCache(entry.handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  enableCaches(false);
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await t?.teardown();
});

async function login(account: string): Promise<string> {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'password', account, password: 'Demo@123456' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('yaocai_sid='))
    ?.split(';')[0];
  expect(cookie, `login ${account}: ${res.status}`).toBeTruthy();
  return cookie!;
}

const get = (url: string, cookie?: string) => fetch(base + url, { headers: cookie ? { cookie } : {} });

/** A plain on-sale good (no ladder, not 控销) whose detail page shows its base price to members. */
async function plainGood(): Promise<{ id: number; basePrice: number }> {
  const [row] = await t.db
    .select({ id: goods.id, basePrice: goods.basePrice })
    .from(goods)
    .where(and(eq(goods.isOnSale, true), eq(goods.isControlled, false), sql`${goods.ladderPrice} = '[]'::jsonb`, sql`${goods.stock} > 100`))
    .orderBy(asc(goods.id))
    .limit(1);
  return row!;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe(`page cache on ${process.env.TEST_DB}`, () => {
  it('serves repeat visits from the cache and shows a price change within 5 s', async () => {
    const demo = await login('demo');
    const good = await plainGood();
    const url = `/list_info/${good.id}`;
    // The first read after start-up creates the day's spike sessions (a write); a render that overlaps
    // a write is not stored, so the repeat-visit check starts after one warm-up visit.
    await get(url, demo);
    const first = await get(url, demo);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(yuan(good.basePrice));
    const second = await get(url, demo);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const etag = second.headers.get('etag')!;
    expect(await get(url, demo).then((r) => r.status)).toBe(200);
    expect((await fetch(base + url, { headers: { cookie: demo, 'if-none-match': etag } })).status).toBe(304);

    const newPrice = 987_654;
    await t.db
      .update(goods)
      .set({ basePrice: newPrice, retailPrice: newPrice * 2 })
      .where(eq(goods.id, good.id));
    const changedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - changedAt < 8_000) {
      if ((await (await get(url, demo)).text()).includes(yuan(newPrice))) {
        seenAfter = Date.now() - changedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(seenAfter).toBeLessThanOrEqual(5_000);
  });

  it('shares a page by viewer class, and the shared page names no member (company, favourites) — each member’s own come from the API', async () => {
    const good = await plainGood();
    const url = `/list_info/${good.id}`;
    const byUsername = async (username: string) => {
      const [row] = await t.db
        .select({ memberName: members.name, company: stores.company, storeId: stores.id, companyType: stores.companyType, province: stores.province })
        .from(members)
        .innerJoin(stores, eq(stores.memberId, members.id))
        .where(eq(members.username, username))
        .orderBy(asc(stores.id))
        .limit(1);
      return row!;
    };
    const demoRow = await byUsername('demo');
    const chouRow = await byUsername('choujiang');
    // Two approved members of one class: same company type and province (their companies differ).
    await t.db.update(stores).set({ companyType: demoRow.companyType, province: demoRow.province }).where(eq(stores.id, chouRow.storeId));
    expect(chouRow.company).not.toBe(demoRow.company);

    const demo = await login('demo');
    const chou = await login('choujiang');
    const favorited = await fetch(`${base}/api/favorite`, {
      method: 'POST',
      headers: { cookie: demo, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ goods_ids: [good.id] }),
    });
    expect(favorited.status).toBe(200);
    // choujiang's session makes its class known on another page first.
    await get('/list_index', chou);

    // demo's visit renders the page; choujiang is then served that very rendering.
    const demoRes = await get(url, demo);
    expect(demoRes.headers.get('x-page-cache')).toBeNull();
    await demoRes.text();
    const demoHit = await get(url, demo);
    expect(demoHit.headers.get('x-page-cache')).toBe('hit');
    const chouRes = await get(url, chou);
    expect(chouRes.headers.get('x-page-cache')).toBe('hit');
    expect(chouRes.headers.get('etag')).toBe(demoHit.headers.get('etag'));
    const shared = await chouRes.text();
    expect(shared).toContain(yuan(good.basePrice));
    for (const own of [demoRow.company, demoRow.memberName, chouRow.company, chouRow.memberName]) expect(shared).not.toContain(own);
    // demo's favourite is not in the shared page: the toggle asks the API, which answers per member.
    expect(shared).not.toContain('已收藏');
    const favIds = async (cookie: string) => (await (await get(`/api/favorite/ids?goods_ids=${good.id}`, cookie)).json()).data.goods_ids;
    expect(await favIds(demo)).toEqual([good.id]);
    expect(await favIds(chou)).toEqual([]);
    const company = async (cookie: string) => (await (await get('/api/user/base', cookie)).json()).data.company;
    expect(await company(demo)).toBe(demoRow.company);
    expect(await company(chou)).toBe(chouRow.company);

    // Another class (not yet approved) never gets the approved class's page, nor a visitor.
    const pending = await login('pending');
    const pendingRes = await get(url, pending);
    expect(pendingRes.headers.get('x-page-cache')).toBeNull();
    const pendingPage = await pendingRes.text();
    expect(pendingPage).toContain('资质审核后可见');
    expect(pendingPage).not.toContain(yuan(good.basePrice));
    expect(pendingPage).not.toContain(demoRow.company);
    const visitorPage = await (await get(url)).text();
    expect(visitorPage).toContain('登录可见');
    expect(visitorPage).not.toContain(yuan(good.basePrice));
    expect(visitorPage).not.toContain(demoRow.company);
  });

  it('a logout takes effect at once: the old session is no longer served its class’s pages', async () => {
    const good = await plainGood();
    const url = `/list_info/${good.id}`;
    const demo = await login('demo');
    await get(url, demo);
    const hit = await get(url, demo);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(await hit.text()).toContain(yuan(good.basePrice));
    const out = await fetch(`${base}/api/user/logout`, { method: 'DELETE', headers: { cookie: demo, origin: base } });
    expect(out.status).toBe(200);
    const after = await (await get(url, demo)).text();
    expect(after).toContain('登录可见');
    expect(after).not.toContain(yuan(good.basePrice));
  });
});
