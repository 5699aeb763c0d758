/**
 * Production guards (issue 11): running for real (NODE_ENV=production, or an https SITE_URL) with a
 * demo provider, `npm start` refuses to start; DEMO_MODE=1 gets past the guard (here it then stops at
 * a taken port, which proves the guard let it through without building). Which settings pass and
 * which are refused is the guard's own logic, tested without a process in tests/unit/security/environment.test.ts;
 * here each guard's wiring into the real start-up, one process each.
 */
import { describe, expect, it } from 'vitest';
import net from 'node:net';
import { spawn } from 'node:child_process';
import path from 'node:path';

async function start(env: Record<string, string>): Promise<{ code: number | null; output: string; port: number }> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !['NODE_ENV', 'SITE_URL', 'DEMO_MODE', 'PAY_GATEWAY', 'WECHAT_PROVIDER', 'SMS_PROVIDER', 'TRUST_PROXY'].includes(k)),
  );
  const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    env: { ...clean, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/tmp/yaocai-guard-test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  blocker.close();
  return { code, output, port };
}

describe.runIf(process.env.TEST_DB === 'pglite')('start-up guard', () => {
  it('refuses NODE_ENV=production with the default demo providers, naming them', async () => {
    const r = await start({ NODE_ENV: 'production' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('正式环境（NODE_ENV=production）不能使用演示服务');
    expect(r.output).toContain('PAY_GATEWAY=sandbox、WECHAT_PROVIDER=dev、SMS_PROVIDER=dev');
    expect(r.output).not.toContain('已被占用');
  });

  it('lets NODE_ENV=production with DEMO_MODE=1 past the guard', async () => {
    const r = await start({ NODE_ENV: 'production', DEMO_MODE: '1' });
    expect(r.code).toBe(1);
    expect(r.output).toContain(`端口 ${r.port} 已被占用`);
    expect(r.output).not.toContain('不能使用演示服务');
  });

  it('refuses a TRUST_PROXY that is not an address list or hop count', async () => {
    const r = await start({ TRUST_PROXY: 'my-proxy.local' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('TRUST_PROXY');
  });
});
