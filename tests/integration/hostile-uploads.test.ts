/**
 * Issue 33: no single upload or paste takes the server down. The upload and import endpoints run in
 * a child process under the production heap cap (`--max-old-space-size=256`, as `npm start`), in
 * its own process group; every hostile file (tests/helpers/hostile-files.ts: zip bombs with true
 * and lying headers, deep XML, a billion-laughs DTD, giant cells and shared-string tables, wide and
 * 100,000-row sheets, newline floods, million-row CSVs, oversized files, a pixel-bomb photo) must
 * get a 4xx naming its limit, and a normal request right after must be answered with under 1 s of the
 * server's CPU (its wall time is printed; on a loaded 2-core machine it also holds the wait for a core). The
 * largest legitimate files (2,000-line plan, 5,000-row goods file) must still be read. Runs once
 * (on the embedded database, the default of `npm start`); prints the peak heap of each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ACCEPTED, ATTACKS } from '../helpers/hostile-files';

type Line = {
  name: string;
  bytes: number;
  status: number;
  message?: string;
  peak_heap_mb: number;
  after_status: number;
  make_ms: number;
  answer_ms: number;
  after_ms: number;
  after_cpu_ms: number;
};

const HEAP_CAP_MB = 256;
let child: ChildProcess | undefined;
const lines = new Map<string, Line>();
let heapLimit = 0;
let stderr = '';

describe.runIf(process.env.TEST_DB === 'pglite')('hostile uploads under the production heap cap', () => {
  beforeAll(async () => {
    child = spawn(process.execPath, [`--max-old-space-size=${HEAP_CAP_MB}`, '--max-semi-space-size=4', '--import', 'tsx', path.resolve('tests/helpers/hostile-server.ts')], {
      env: { ...process.env, TEST_DB: 'pglite' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, killed whole in afterAll
    });
    let buffered = '';
    child.stdout!.on('data', (d: Buffer) => {
      buffered += d;
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = JSON.parse(buffered.slice(0, nl));
        buffered = buffered.slice(nl + 1);
        if (line.ready) heapLimit = line.heap_limit;
        else if (line.name) lines.set(line.name, line);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d).slice(-4000)));
    const code = await new Promise<number | null>((resolve) => child!.on('exit', resolve));
    expect(code, `the child died (out of memory?):\n${stderr}`).toBe(0);
    console.table(
      [...lines.values()].map((l) => ({
        case: l.name,
        KB: Math.round(l.bytes / 1024),
        status: l.status,
        'peak heap MB': l.peak_heap_mb,
        'file made ms': l.make_ms,
        'answered ms': l.answer_ms,
        'next request ms': l.after_ms,
        'its CPU ms': l.after_cpu_ms,
      })),
    );
  }, 900_000);

  afterAll(() => {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  });

  it('runs under the production heap cap', () => {
    expect(heapLimit).toBeGreaterThan(0);
    expect(heapLimit / 1024 / 1024).toBeLessThan(HEAP_CAP_MB + 40);
  });

  it.each(ATTACKS.map((a) => [a.name, a] as const))('%s: refused with a 4xx, and the next request answered with under 1 s of work', (name, attack) => {
    const line = lines.get(name);
    expect(line, `no answer for ${name}:\n${stderr}`).toBeDefined();
    expect(line!.status, line!.message).toBeGreaterThanOrEqual(400);
    expect(line!.status, line!.message).toBeLessThan(500);
    if (attack.refusal) expect(line!.message).toMatch(attack.refusal);
    expect(line!.after_status).toBe(200);
    expect(line!.after_cpu_ms).toBeLessThan(1000);
  });

  it.each(ACCEPTED.map((a) => a.name))('%s: the largest legitimate file is still read', (name) => {
    const line = lines.get(name);
    expect(line, `no answer for ${name}:\n${stderr}`).toBeDefined();
    expect(line!.status, line!.message).toBe(200);
  });
});
