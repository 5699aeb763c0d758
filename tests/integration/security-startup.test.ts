/**
 * Production guards (issue 11): running for real (NODE_ENV=production, or an https SITE_URL) with a
 * demo provider, `npm start` refuses to start; DEMO_MODE=1 or real providers get past the guard
 * (here they then stop at a taken port, which proves the guard let them through without building).
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

const REAL = {
  PAY_GATEWAY: 'off',
  WECHAT_PROVIDER: 'open',
  WECHAT_APP_ID: 'wx1',
  WECHAT_APP_SECRET: 's',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_HTTP_TOKEN: 't',
};

describe.runIf(process.env.TEST_DB === 'pglite')('start-up guard', () => {
  it('refuses NODE_ENV=production with the default demo providers, naming them', async () => {
    const r = await start({ NODE_ENV: 'production' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('正式环境（NODE_ENV=production）不能使用演示服务');
    expect(r.output).toContain('PAY_GATEWAY=sandbox、WECHAT_PROVIDER=dev、SMS_PROVIDER=dev');
    expect(r.output).not.toContain('已被占用');
  });

  it('refuses an https SITE_URL with only the sandbox gateway left', async () => {
    const r = await start({ ...REAL, PAY_GATEWAY: 'sandbox', SITE_URL: 'https://www.yaocai.example' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('SITE_URL=https://www.yaocai.example');
    expect(r.output).toContain('PAY_GATEWAY=sandbox');
    expect(r.output).not.toContain('WECHAT_PROVIDER=dev');
  });

  it('lets DEMO_MODE=1, real providers, and plain npm start past the guard', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'production', DEMO_MODE: '1' }, { NODE_ENV: 'production', ...REAL }, {}];
    for (const env of envs) {
      const r = await start(env);
      expect(r.code).toBe(1);
      expect(r.output).toContain(`端口 ${r.port} 已被占用`);
      expect(r.output).not.toContain('不能使用演示服务');
    }
  }, 180_000); // three start-ups one after the other: about 15 s quiet, a minute or more on a loaded machine

  it('refuses a TRUST_PROXY that is not an address list or hop count', async () => {
    const r = await start({ TRUST_PROXY: 'my-proxy.local' });
    expect(r.code).toBe(1);
    expect(r.output).toContain('TRUST_PROXY');
  });
});
