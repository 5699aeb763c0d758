/**
 * `npm run lighthouse`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU
 * throttling) on every page family a buyer meets first — home, list, detail, search, help, news, an
 * activity page as a visitor; cart and member centre as the logged-in demo member — of the production
 * build, in Debian's Chromium. Fails (exit 1) when a page scores below the performance budget or below
 * 100 for accessibility.
 *
 * The member pages: the script logs `demo` in through the API, then, over the DevTools protocol, gives
 * the Lighthouse browser that session cookie and the site's stored login flag (without it the header
 * reloads the page once to catch up, as after a login in another tab) and audits with storage kept.
 *
 * By default it starts its own server through the front door (scripts/start.ts: build if stale,
 * migrate, seed) on LIGHTHOUSE_PORT (4398) with a fresh embedded database in .lighthouse-data,
 * and stops it afterwards. LIGHTHOUSE_URL=http://host:port audits a server that is already running.
 * Nothing is downloaded: the browser is CHROME_PATH (default /usr/bin/chromium).
 * LIGHTHOUSE_ONLY=<regex> limits the run to the matching paths. Each page is audited LIGHTHOUSE_RUNS times (3) and the median run counts; a summary goes to
 * test-results/lighthouse/summary.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';

const MIN_PERFORMANCE = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95);
const MIN_ACCESSIBILITY = Number(process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? 100);
/** Runs per page; the median run (by performance score) counts, as Lighthouse's own docs advise against single runs. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const DATA_DIR = '.lighthouse-data';
const OUT_DIR = 'test-results/lighthouse';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The visitor pages audited; the detail, news article and activity paths are found on the running site. */
const PAGES = ['/', '/list_index', '/search?keywords=%E6%84%9F%E5%86%92', '/help', '/help_xrzn_hyzc', '/help_news'];
/** Audited as the logged-in demo member (with one line in the cart). */
const MEMBER_PAGES = ['/cart_step1', '/user_hyzx'];
const DEMO = { account: 'demo', password: 'Demo@123456' };

type Row = {
  path: string;
  member: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  scriptBytes: number;
  /** Main-thread time by kind (ms), from the mainthread-work-breakdown audit: varies less than the score on a shared machine. */
  mainThread: Record<string, number>;
  /** Accessibility audits that failed, with the elements they name (what to fix when the score is below 100). */
  a11yFailures: string[];
};

function startServer(): ChildProcess {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // One process (tsx as a loader, not its CLI wrapper), so stopping it by its pid stops the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, DATABASE_URL: '', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

/** Waits until `url` answers; fails at once if our own server exits first (e.g. its port was taken). */
async function waitFor(url: string, timeoutMs: number, server: ChildProcess | null): Promise<void> {
  let exited: number | null = null;
  server?.once('exit', (code) => {
    exited = code ?? 1;
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited !== null) throw new Error(`the server stopped (exit code ${exited}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** First link on `listPath` matching `pattern` (a real news article, an activity). */
async function firstLink(base: string, listPath: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await fetch(base + listPath)).text();
  return pattern.exec(html)?.[1];
}

/** Logs the demo member in through the API and puts one buyable line in its cart; returns the session cookies. */
async function memberSession(base: string): Promise<{ name: string; value: string }[]> {
  const headers = { origin: base, 'content-type': 'application/x-www-form-urlencoded' };
  const login = await fetch(`${base}/api/user/login`, { method: 'POST', headers, body: new URLSearchParams({ type: 'password', ...DEMO }) });
  const body = (await login.json()) as { code: number; msg?: string };
  if (body.code !== 10000) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  const cookies = login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  type Goods = { id: number; is_buy: number; number: number; only_mid_pack: number; xg_number: number | null; is_ephedrine: number; type: number };
  const list = (await (await fetch(`${base}/api/goods/list?page=1&page_size=50`, { headers: { cookie } })).json()) as { data: { list: Goods[] } };
  const goods = list.data.list.find((g) => g.is_buy === 1 && g.number > 10 && !g.only_mid_pack && !g.xg_number && !g.is_ephedrine && g.type === 1);
  if (goods) {
    const form = new URLSearchParams({ 'goods[0][goods_id]': String(goods.id), 'goods[0][number]': '1', 'goods[0][ck_id]': '0' });
    await fetch(`${base}/api/cart`, { method: 'POST', headers: { ...headers, cookie }, body: form });
  }
  return cookies;
}

/** Gives the Lighthouse browser the member's cookies and the stored login flag (see the header comment). */
async function signInBrowser(base: string, port: number, cookies: { name: string; value: string }[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`); // same origin, no scripts: the header would reload a page to catch up
    await page.evaluate(() => localStorage.setItem('yaocai.logged_in', '1'));
    await page.close();
  } finally {
    await browser.close(); // a CDP connection: disconnects, the browser stays
  }
}

async function audit(url: string, port: number, keepStorage: boolean): Promise<Omit<Row, 'path' | 'member'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const size = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
    si: ms('speed-index'),
    bytes: size('total'),
    scriptBytes: size('script'),
    mainThread: Object.fromEntries(
      ((audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
    ),
    a11yFailures: (categories.accessibility?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => {
        const items = (a.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
        return `${a.id}: ${items.map((i) => i.node?.selector ?? '?').join(', ')}`;
      }),
  };
}

async function main(): Promise<number> {
  const external = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
  const base = external ?? `http://127.0.0.1:${PORT}`;
  const server = external ? null : startServer();
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitFor(`${base}/api/focus/common`, 300_000, server);
    const pages = [...PAGES];
    const goods = /href="(\/list_info\/\d+)"/.exec(await (await fetch(`${base}/list_index`)).text())?.[1];
    if (goods) pages.splice(2, 0, goods);
    const article = await firstLink(base, '/help_news', /href="(\/help_news_info\/\d+\/\w+)"/);
    if (article) pages.push(article);
    pages.push('/yjh');
    const activity = await firstLink(base, '/yjh', /href="(\/yjh\/\d+)"/);
    if (activity) pages.push(activity);

    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    // LIGHTHOUSE_ONLY=<regex> audits only the matching paths (while fixing one page).
    const only = process.env.LIGHTHOUSE_ONLY ? new RegExp(process.env.LIGHTHOUSE_ONLY) : null;
    const targets = [...pages.map((p) => ({ p, member: false })), ...MEMBER_PAGES.map((p) => ({ p, member: true }))].filter(({ p }) => !only || only.test(p));
    let cookieHeader: string | null = null;
    for (const { p, member } of targets) {
      if (member && cookieHeader === null) {
        const cookies = await memberSession(base);
        await signInBrowser(base, chrome.port, cookies);
        cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      }
      await fetch(base + p, { headers: member && cookieHeader ? { cookie: cookieHeader } : {} }); // warm the route cache and the server
      const runs: Omit<Row, 'path' | 'member'>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + p, chrome.port, member));
      runs.sort((a, b) => a.performance - b.performance);
      rows.push({ path: p, member, ...runs[Math.floor(runs.length / 2)] });
      const r = rows.at(-1)!;
      const ok = r.performance >= MIN_PERFORMANCE && r.accessibility >= MIN_ACCESSIBILITY;
      console.log(
        `${ok ? '✔' : '✖'} ${p}${member ? '（会员）' : ''}  性能 ${r.performance}  FCP ${r.fcp} ms  LCP ${r.lcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}  SI ${r.si} ms  传输 ${(r.bytes / 1024).toFixed(1)} KB（JS ${(r.scriptBytes / 1024).toFixed(1)} KB）  无障碍 ${r.accessibility}  最佳实践 ${r.bestPractices}  SEO ${r.seo}`,
      );
      console.log(
        `    主线程 ${Object.entries(r.mainThread)
          .map(([group, ms]) => `${group} ${ms} ms`)
          .join('  ')}`,
      );
      for (const failure of r.a11yFailures) console.log(`    无障碍问题 ${failure}`);
    }
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'summary.json'), JSON.stringify({ minPerformance: MIN_PERFORMANCE, minAccessibility: MIN_ACCESSIBILITY, base, rows }, null, 2));
    console.table(
      rows.map(({ path: p, member, performance, accessibility, bestPractices, seo, lcp, tbt, cls }) => ({
        path: p,
        member,
        performance,
        accessibility,
        bestPractices,
        seo,
        lcp,
        tbt,
        cls,
      })),
    );
    const failed = rows.filter((r) => r.performance < MIN_PERFORMANCE || r.accessibility < MIN_ACCESSIBILITY);
    if (failed.length) {
      console.error(`✖ ${failed.length} 个页面的 Lighthouse 性能分低于 ${MIN_PERFORMANCE} 或无障碍分低于 ${MIN_ACCESSIBILITY}: ${failed.map((r) => r.path).join(', ')}`);
      return 1;
    }
    console.log(`✔ ${rows.length} 个页面的 Lighthouse 性能分均不低于 ${MIN_PERFORMANCE}，无障碍分均为 ${MIN_ACCESSIBILITY}`);
    return 0;
  } finally {
    chrome?.kill();
    if (server?.pid && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
