/**
 * Demo providers and the rule for "running for real".
 *
 * Running for real: `NODE_ENV=production`, or `SITE_URL` on https. Then the server refuses to start
 * while any demo provider is active — the sandbox payment gateway (PAY_GATEWAY=sandbox, the
 * default), the simulated WeChat login (WECHAT_PROVIDER=dev, the default) or the SMS outbox that
 * sends nothing (SMS_PROVIDER=dev, the default) — unless `DEMO_MODE=1` says it is a public demo on
 * purpose. Whenever a demo provider is active, every page shows a 演示环境 notice.
 *
 * The refusal happens in the front door (scripts/lib/serve.ts) before the built server is loaded:
 * once loaded, the server's own runtime reports NODE_ENV=production whatever the operator set.
 *
 * Every function takes the environment as a parameter (never `process.env.X` literally), so the
 * bundler cannot bake build-time values into the server.
 */
type Env = Record<string, string | undefined>;

export type DemoProvider = { key: 'pay' | 'wechat' | 'sms'; setting: string; notice: string };

export function demoProviders(env: Env = process.env): DemoProvider[] {
  const out: DemoProvider[] = [];
  if ((env.PAY_GATEWAY ?? 'sandbox') === 'sandbox') out.push({ key: 'pay', setting: 'PAY_GATEWAY=sandbox', notice: '在线支付为沙箱，不会发生真实扣款' });
  if (env.WECHAT_PROVIDER !== 'open') out.push({ key: 'wechat', setting: 'WECHAT_PROVIDER=dev', notice: '微信登录为本地模拟' });
  if (env.SMS_PROVIDER !== 'http') out.push({ key: 'sms', setting: 'SMS_PROVIDER=dev', notice: '短信验证码不会真实发送' });
  return out;
}

/** The documented rule: NODE_ENV=production, or a public SITE_URL on https. */
export function runningForReal(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' || /^https:\/\//i.test(env.SITE_URL ?? '');
}

export const demoModeOn = (env: Env = process.env): boolean => env.DEMO_MODE === '1';

/** Why the server must not start, or null. */
export function startupProblem(env: Env = process.env): string | null {
  const demo = demoProviders(env);
  if (!demo.length || !runningForReal(env) || demoModeOn(env)) return null;
  const why = env.NODE_ENV === 'production' ? 'NODE_ENV=production' : `SITE_URL=${env.SITE_URL}`;
  return (
    `正式环境（${why}）不能使用演示服务：${demo.map((d) => d.setting).join('、')}。` +
    '请配置真实的支付网关、微信开放平台和短信服务（PAY_GATEWAY=off 可关闭在线支付），或设置 DEMO_MODE=1 作为公开演示站运行。' +
    `(refusing to run for real with demo providers: ${demo.map((d) => d.setting).join(', ')}; set DEMO_MODE=1 for a public demo)`
  );
}

/** The page notice, or null when every provider is real. */
export function demoNotice(env: Env = process.env): string | null {
  const demo = demoProviders(env);
  return demo.length ? `演示环境：${demo.map((d) => d.notice).join('；')}。请勿输入真实的付款或个人信息。` : null;
}
