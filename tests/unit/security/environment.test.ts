import { describe, expect, it } from 'vitest';
import { demoNotice, demoProviders, runningForReal, startupProblem } from '../../../src/server/environment/demo';
import { clientAddressOf, proxyTrust } from '../../../src/server/environment/proxy';

describe('running for real', () => {
  it('is NODE_ENV=production or an https SITE_URL', () => {
    expect(runningForReal({})).toBe(false);
    expect(runningForReal({ NODE_ENV: 'production' })).toBe(true);
    expect(runningForReal({ SITE_URL: 'https://www.yaocai.com' })).toBe(true);
    expect(runningForReal({ SITE_URL: 'http://192.168.1.5:4321' })).toBe(false);
  });

  it('refuses demo providers unless DEMO_MODE=1; the notice lists what is simulated', () => {
    expect(demoProviders({}).map((d) => d.key)).toEqual(['pay', 'wechat', 'sms']);
    expect(startupProblem({})).toBeNull(); // npm start on a laptop: the demo
    expect(startupProblem({ NODE_ENV: 'production' })).toContain('PAY_GATEWAY=sandbox');
    expect(startupProblem({ NODE_ENV: 'production', DEMO_MODE: '1' })).toBeNull();
    const real = { PAY_GATEWAY: 'off', WECHAT_PROVIDER: 'open', SMS_PROVIDER: 'http' };
    expect(startupProblem({ NODE_ENV: 'production', ...real })).toBeNull();
    const httpsWithSandbox = startupProblem({ ...real, PAY_GATEWAY: 'sandbox', SITE_URL: 'https://www.yaocai.example' });
    expect(httpsWithSandbox).toContain('SITE_URL=https://www.yaocai.example');
    expect(httpsWithSandbox).toContain('PAY_GATEWAY=sandbox');
    expect(httpsWithSandbox).not.toContain('WECHAT_PROVIDER=dev');
    expect(demoNotice(real)).toBeNull();
    expect(demoNotice({})).toBe('演示环境：在线支付为沙箱，不会发生真实扣款；微信登录为本地模拟；短信验证码不会真实发送。请勿输入真实的付款或个人信息。');
  });
});

describe('TRUST_PROXY', () => {
  const xff = '203.0.113.9, 198.51.100.7, 10.0.0.2';
  it('is off by default: X-Forwarded-For is ignored', () => {
    expect(clientAddressOf('10.0.0.1', xff, {})).toBe('10.0.0.1');
    expect(clientAddressOf('10.0.0.1', xff, { TRUST_PROXY: 'false' })).toBe('10.0.0.1');
  });

  it('with a hop count takes that many proxies off the right', () => {
    expect(clientAddressOf('10.0.0.1', xff, { TRUST_PROXY: '1' })).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.1', xff, { TRUST_PROXY: '2' })).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.1', '203.0.113.9', { TRUST_PROXY: '5' })).toBe('203.0.113.9');
  });

  it('with a list skips our proxies and stops at the first address that is not ours', () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, ::1' };
    expect(clientAddressOf('10.0.0.1', xff, env)).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:10.0.0.1', '203.0.113.9', env)).toBe('203.0.113.9');
    // A client forging X-Forwarded-For straight at us (not through a proxy) changes nothing.
    expect(clientAddressOf('203.0.113.50', '1.2.3.4', env)).toBe('203.0.113.50');
    // Garbage in the header is not an address.
    expect(clientAddressOf('10.0.0.1', 'not-an-ip', env)).toBe('10.0.0.1');
  });

  it('refuses names it cannot match', () => {
    expect(() => proxyTrust({ TRUST_PROXY: 'proxy.internal' })).toThrow('TRUST_PROXY');
  });
});
