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
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  pgliteWasmMb: number;
  pageCache: { pages: number; mb: number; sessions: number };
  snapshot?: string;
};

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function memoryReport(handle: DbHandle): MemoryReport {
  const m = process.memoryUsage();
  const cache = pageCacheStats();
  return {
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    pgliteWasmMb: mb(handle.wasmHeapBytes?.() ?? 0),
    pageCache: { pages: cache.pages, mb: mb(cache.bytes), sessions: cache.sessions },
  };
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
