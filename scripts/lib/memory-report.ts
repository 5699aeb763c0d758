/**
 * Memory diagnosis behind `MEMORY_REPORT=<file>` (bench:pages sets it): on SIGUSR2 the server writes
 * what holds its memory as JSON to that file — RSS, the V8 heap, external and ArrayBuffer memory,
 * PGlite's WebAssembly heap and the page cache — and with `HEAP_SNAPSHOT=1` also a V8 heap snapshot
 * beside it (`<file>.heapsnapshot`, for Chrome DevTools' Memory tab).
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import type { DbHandle } from '../../src/server/db/client';
import { pageCacheStats } from '../../src/server/cache/page-store';

export type MemoryReport = {
  rssMb: number;
  /** Linux: the RSS split into anonymous memory (heaps, WebAssembly) and mapped files (the node binary, libraries). */
  rssAnonMb?: number;
  rssFileMb?: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  pgliteWasmMb: number;
  pageCache: { pages: number; mb: number; sessions: number };
  /** V8's heap by space (used MB): old, code, large objects, new … */
  heapSpacesMb: Record<string, number>;
  snapshot?: string;
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function memoryReport(handle: DbHandle): MemoryReport {
  const m = process.memoryUsage();
  const cache = pageCacheStats();
  const status = procStatus();
  return {
    rssMb: mb(m.rss),
    rssAnonMb: status.RssAnon,
    rssFileMb: status.RssFile,
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    pgliteWasmMb: mb(handle.wasmHeapBytes?.() ?? 0),
    pageCache: { pages: cache.pages, mb: mb(cache.bytes), sessions: cache.sessions },
    heapSpacesMb: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace(/_space$/, ''), mb(s.space_used_size)])),
  };
}

/** /proc/self/status's kB lines in MB (empty off Linux). */
function procStatus(): Record<string, number> {
  try {
    const text = fs.readFileSync('/proc/self/status', 'utf8');
    return Object.fromEntries([...text.matchAll(/^(\w+):\s+(\d+) kB$/gm)].map(([, key, kb]) => [key!, mb(Number(kb) * 1024)]));
  } catch {
    return {};
  }
}

export function watchMemoryReport(handle: DbHandle, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.MEMORY_REPORT;
  if (!file) return;
  process.on('SIGUSR2', () => {
    const report = memoryReport(handle);
    if (env.HEAP_SNAPSHOT === '1') report.snapshot = v8.writeHeapSnapshot(`${file}.heapsnapshot`);
    fs.writeFileSync(file, JSON.stringify(report));
  });
}
