/**
 * `npm run lighthouse`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU
 * throttling) on the prerendered help pages, the news pages and an activity landing page of the
 * production build, in Debian's Chromium. Fails (exit 1) when a page scores below the budget.
 *
 * By default it starts its own server through the front door (scripts/start.ts: build if stale,
 * migrate, seed) on LIGHTHOUSE_PORT (4398) with a fresh embedded database in .lighthouse-data,
 * and stops it afterwards. LIGHTHOUSE_URL=http://host:port audits a server that is already running.
 * Nothing is downloaded: the browser is CHROME_PATH (default /usr/bin/chromium).
 * Each page is audited LIGHTHOUSE_RUNS times (3) and the median run counts; a summary goes to
 * test-results/lighthouse/summary.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const MIN_PERFORMANCE = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95);
/** Runs per page; the median run (by performance score) counts, as Lighthouse's own docs advise against single runs. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const DATA_DIR = '.lighthouse-data';
const OUT_DIR = 'test-results/lighthouse';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The pages audited; the news article and activity paths are found on the running site. */
const PAGES = ['/help', '/help_xrzn_hyzc', '/help_us_tsjy', '/help/pay', '/help/xrzn/gwzn', '/help_news', '/help_news_hy?page=2'];

type Row = {
  path: string;
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

async function audit(url: string, port: number): Promise<Omit<Row, 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
    const article = await firstLink(base, '/help_news', /href="(\/help_news_info\/\d+\/\w+)"/);
    if (article) pages.push(article);
    pages.push('/yjh');
    const activity = await firstLink(base, '/yjh', /href="(\/yjh\/\d+)"/);
    if (activity) pages.push(activity);

    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    const rows: Row[] = [];
    for (const p of pages) {
      await fetch(base + p); // warm the route cache and the server, as a visitor after the first would find it
      const runs: Omit<Row, 'path'>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(base + p, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      rows.push({ path: p, ...runs[Math.floor(runs.length / 2)] });
      const r = rows.at(-1)!;
      console.log(
        `${r.performance >= MIN_PERFORMANCE ? '✔' : '✖'} ${p}  性能 ${r.performance}  FCP ${r.fcp} ms  LCP ${r.lcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}  SI ${r.si} ms  传输 ${(r.bytes / 1024).toFixed(1)} KB（JS ${(r.scriptBytes / 1024).toFixed(1)} KB）  无障碍 ${r.accessibility}  最佳实践 ${r.bestPractices}  SEO ${r.seo}`,
      );
    }
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'summary.json'), JSON.stringify({ minPerformance: MIN_PERFORMANCE, base, rows }, null, 2));
    console.table(rows.map(({ path: p, performance, fcp, lcp, tbt, cls, si }) => ({ path: p, performance, fcp, lcp, tbt, cls, si })));
    const failed = rows.filter((r) => r.performance < MIN_PERFORMANCE);
    if (failed.length) {
      console.error(`✖ ${failed.length} 个页面的 Lighthouse 性能分低于 ${MIN_PERFORMANCE}: ${failed.map((r) => r.path).join(', ')}`);
      return 1;
    }
    console.log(`✔ ${rows.length} 个页面的 Lighthouse 性能分均不低于 ${MIN_PERFORMANCE}`);
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
