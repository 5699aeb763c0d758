/**
 * `npm test`: every check and test suite of the project, then a table of the stages (wall seconds,
 * CPU seconds, pass/fail) — .ci/run prints it at the end of a CI run.
 *
 * STEPS is the one list of what `npm test` runs: each entry is one step, made of lanes that run at
 * the same time; a lane is npm scripts run one after another. A new check (an npm script) goes into
 * the first lane of the first step. Lanes exist for the 2-core machine this must finish on: the
 * static checks are each one busy thread, so two lanes of about equal CPU time fill both cores
 * (astro check and the build share a lane because both regenerate .astro/); the unit tests (about ten
 * CPU seconds since they share their workers' modules, vitest.config.ts) end the static lane, which is
 * the shorter one. Then everything that needs the build runs at once, in three lanes: the
 * integration files (much of their time waiting on PostgreSQL), the cluster test and the operations
 * tests (test:restore, test:rolling, test:faults: apps on ports of their own, mostly waiting on
 * start-ups, restarts and a 20 s Redis outage), and the e2e suite (its workers wait on the one PGlite
 * server and on the browser far more than they compute: about 0.6 of a core when it ran alone). Run
 * one after the other they left a core idle for minutes; together they keep both busy, and every
 * test is written for a loaded machine (it waits on state, never on time).
 * A failed stage lets its step finish, then `npm test` stops and fails (as `a && b` did).
 *
 *   npm test                      all steps
 *   npm test -- lint test:unit    only the named stages (same order and lanes)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// prettier-ignore
const STEPS: string[][][] = [
  [['lint', 'format:check', 'depcruise', 'astro:imports', 'size:check', 'maps:check', 'knip', 'test:unit'], ['check', 'build:stale']],
  [['test:integration'], ['test:cluster', 'test:restore', 'test:rolling', 'test:faults'], ['test:e2e']],
];

/** No stage may run longer than this (seconds): a hung stage fails with its output instead of eating CI's time. */
const STAGE_LIMIT_S = Number(process.env.TEST_STAGE_LIMIT_S ?? 3600);

type Result = { stage: string; seconds: number; cpu: number; ok: boolean; output: string };

const only = process.argv.slice(2);
const results: Result[] = [];
const unknown = only.filter((stage) => !STEPS.flat(2).includes(stage));
if (unknown.length) {
  console.error(`npm test: no stage named ${unknown.join(', ')} (stages: ${STEPS.flat(2).join(', ')})`);
  process.exit(2);
}

/** Sums the user+system times bash's `times` prints for its children ("0m1.5s 0m0.2s"). */
function cpuSeconds(times: string): number {
  const lines = times.trim().split('\n');
  const children = lines[lines.length - 1] ?? '';
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
}

/** Runs one npm script; its output goes straight through when it runs alone, else in one piece when it ends. */
function runStage(stage: string, live: boolean): Promise<Result> {
  const timesFile = path.join(os.tmpdir(), `yaocai-test-all-${process.pid}-${stage.replace(/\W/g, '_')}`);
  const started = performance.now();
  // bash's `times` reports the CPU time of every process the script waited for (its whole tree).
  // Its own process group, so a stage that overruns can be ended with everything it started.
  const child = spawn('bash', ['-c', 'npm run -s "$1"; rc=$?; times > "$2"; exit $rc', 'stage', stage, timesFile], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
    // The e2e specs' pictures for people (test-results/screens) only when asked for: tests/e2e/fixtures.ts.
    // No Playwright trace either: recording one (a screencast and DOM snapshots of every test, kept on
    // failure) cost about a fifth of Chromium's CPU, and CI keeps only the log. A failed spec run again
    // with `npx playwright test <spec>` records its trace.
    env: { ...process.env, E2E_SCREENS: process.env.E2E_SCREENS ?? '0', E2E_TRACE: process.env.E2E_TRACE ?? 'off' },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d));
  child.stderr?.on('data', (d: Buffer) => output.push(d));
  if (live) console.log(`\n━━ ${stage}`);
  let overran = false;
  const limit = setTimeout(() => {
    overran = true;
    output.push(Buffer.from(`\n${stage}: still running after ${STAGE_LIMIT_S} s — ended (a hang is a failure, not a wait)\n`));
    killGroup(child.pid);
  }, STAGE_LIMIT_S * 1000);
  return new Promise((resolve) => {
    const finish = (code: number | null) => {
      clearTimeout(limit);
      // Whatever the stage left behind goes with it (a leftover server would hold the next stage's port).
      killGroup(child.pid);
      const seconds = (performance.now() - started) / 1000;
      const cpu = fs.existsSync(timesFile) ? cpuSeconds(fs.readFileSync(timesFile, 'utf8')) : 0;
      fs.rmSync(timesFile, { force: true });
      const ok = code === 0 && !overran;
      const text = Buffer.concat(output).toString();
      if (!live) process.stdout.write(`\n━━ ${stage}\n${text}`);
      console.log(`━━ ${stage}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve({ stage, seconds, cpu, ok, output: text });
    };
    // 'exit' rather than 'close': a process the stage orphaned may keep its output pipe open for ever;
    // the rest of the output is given a moment to arrive.
    child.on('exit', (code) => {
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        finish(code);
      };
      child.on('close', once);
      setTimeout(once, 2_000);
    });
  });
}

function killGroup(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

async function runLane(lane: string[], live: boolean): Promise<boolean> {
  for (const stage of lane) {
    const result = await runStage(stage, live);
    results.push(result);
    if (!result.ok) return false;
  }
  return true;
}

function printTable(totalSeconds: number) {
  const rows = results.map((r) => [r.stage, r.seconds.toFixed(0), r.cpu.toFixed(0), r.ok ? 'pass' : 'FAIL']);
  rows.push(['total (wall)', totalSeconds.toFixed(0), results.reduce((s, r) => s + r.cpu, 0).toFixed(0), results.every((r) => r.ok) ? 'pass' : 'FAIL']);
  const header = ['stage', 'seconds', 'cpu s', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nnpm test — stage timings (lanes of one step run at the same time; cpu = user+system of the stage's processes)`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

const started = performance.now();
let ok = true;
for (const step of STEPS) {
  const lanes = step.map((lane) => lane.filter((stage) => only.length === 0 || only.includes(stage))).filter((lane) => lane.length);
  if (!lanes.length) continue;
  const outcomes = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  if (outcomes.includes(false)) {
    ok = false;
    break;
  }
}
printTable((performance.now() - started) / 1000);
// A failed stage's last lines again after the table: CI keeps only the end of a long log, and the lane
// that ran beside the failed stage may have printed minutes of output after it.
for (const r of results.filter((x) => !x.ok && x.output)) {
  console.log(`\n━━ ${r.stage} FAILED — its last lines:\n${r.output.trimEnd().split('\n').slice(-40).join('\n')}`);
}
process.exit(ok ? 0 : 1);
