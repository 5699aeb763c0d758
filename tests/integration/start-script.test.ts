import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { spawn } from 'node:child_process';
import path from 'node:path';

// The front door must fail loudly when its port is taken (the bare standalone server exits 0 silently).
describe('npm start', () => {
  it.runIf(process.env.TEST_DB === 'pglite')('exits 1 with a clear message when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/yaocai-port-test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    blocker.close();
    expect(code).toBe(1);
    expect(output).toContain(`端口 ${port} 已被占用`);
  });
});
