/**
 * What the page benches share (`npm run bench:pages`, `npm run bench:tail`): the real server
 * (`scripts/start.ts`, the built site) started on a port with the heap caps of `npm start` and the
 * approved demo member logged in; plain Node `http` serving fixed bytes; the RSS and CPU time of a
 * process from /proc; the machine's load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type BenchServer = { child: ChildProcess; base: string; cookie: string };

/** Starts the server on `port` with `env` on top of ours; resolves once it is up and `demo` is logged in. */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The server in this process (no supervisor in between): its RSS and CPU time are what /proc shows for the pid.
      SUPERVISOR: 'off',
      // The heap caps and malloc arenas of `npm start` (package.json).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
      NODE_OPTIONS: `--max-semi-space-size=4 --max-old-space-size=${process.env.MAX_OLD_SPACE_MB || 256} ${process.env.NODE_OPTIONS ?? ''}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (log.includes('药采已启动')) {
        clearInterval(timer);
        resolve();
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited:\n${log}`));
      }
    }, 200);
  });
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'type=password&account=demo&password=Demo%40123456',
  });
  const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('yaocai_sid=')) ?? '').split(';')[0]!;
  if (!cookie) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return { child, base, cookie };
}

export async function stopServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** The process's CPU time (user + system) so far, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Plain Node `http` answering every request with the given bytes, in a process of its own. */
export async function plainNode(body: Buffer, port: number): Promise<{ stop: () => void; url: string }> {
  const file = path.join(os.tmpdir(), `bench-plain-${process.pid}-${port}.html`);
  fs.writeFileSync(file, body);
  const code = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1',()=>process.stdout.write('up'))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => child.stdout!.once('data', r));
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      fs.rmSync(file, { force: true });
    },
  };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
