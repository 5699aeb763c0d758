import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../auth/tokens';

/** Who WeChat says the user is after the OAuth round trip. */
export type WechatIdentity = { openId: string; unionId: string | null; nickname: string; avatar: string };

export interface WechatProvider {
  readonly name: string;
  /** Where to send the browser to authorize (state protects the callback against CSRF). */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the code the callback received for the identity. */
  exchange(code: string): Promise<WechatIdentity>;
}

export class WechatAuthError extends Error {}

/**
 * Development provider: simulates the OAuth round trip locally. The "authorize" page is our own
 * (/api/user/wechat/authorize, shown only with this provider); the code it hands back is a signed,
 * 5-minute token naming a simulated WeChat user, which {@link exchange} verifies.
 */
export class DevWechatProvider implements WechatProvider {
  readonly name = 'dev';
  authorizeUrl(state: string, redirectUri: string): string {
    return `/api/user/wechat/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`;
  }

  /** The code the simulated consent screen returns for a WeChat id typed there. */
  static issueCode(wechatId: string, nickname: string): string {
    const openId = `dev_${createHash('sha256').update(wechatId.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
    return signToken('wx-dev-code', { o: openId, n: nickname.slice(0, 30) }, 5 * 60_000);
  }

  async exchange(code: string): Promise<WechatIdentity> {
    const payload = verifyToken<{ o: string; n: string }>('wx-dev-code', code);
    if (!payload) throw new WechatAuthError('授权码无效或已过期');
    return { openId: payload.o, unionId: null, nickname: payload.n || '微信用户', avatar: '' };
  }
}

/**
 * WeChat Open Platform website login (网站应用微信登录): QR-code authorize page, then
 * sns/oauth2/access_token and sns/userinfo. Needs WECHAT_APP_ID and WECHAT_APP_SECRET.
 */
export class OpenPlatformWechatProvider implements WechatProvider {
  readonly name = 'open';
  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ appid: this.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
    return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
  }

  private async call(url: string): Promise<Record<string, unknown>> {
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok || body.errcode) throw new WechatAuthError(`微信接口错误：${String(body.errmsg ?? response.status)}`);
    return body;
  }

  async exchange(code: string): Promise<WechatIdentity> {
    const token = await this.call(
      `https://api.weixin.qq.com/sns/oauth2/access_token?${new URLSearchParams({
        appid: this.appId,
        secret: this.secret,
        code,
        grant_type: 'authorization_code',
      })}`,
    );
    const openId = String(token.openid ?? '');
    if (!openId) throw new WechatAuthError('微信未返回用户标识');
    const info = await this.call(`https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({ access_token: String(token.access_token), openid: openId })}`);
    return {
      openId,
      unionId: (token.unionid ?? info.unionid ?? null) as string | null,
      nickname: String(info.nickname ?? '微信用户'),
      avatar: String(info.headimgurl ?? ''),
    };
  }
}

/** WECHAT_PROVIDER=open (with WECHAT_APP_ID / WECHAT_APP_SECRET) is the real one; otherwise the local simulation. */
export function wechatProvider(env: NodeJS.ProcessEnv = process.env): WechatProvider {
  if (env.WECHAT_PROVIDER === 'open') {
    if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) throw new Error('WECHAT_PROVIDER=open needs WECHAT_APP_ID and WECHAT_APP_SECRET');
    return new OpenPlatformWechatProvider(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET);
  }
  return new DevWechatProvider();
}
