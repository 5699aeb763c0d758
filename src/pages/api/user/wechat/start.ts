import { randomBytes } from 'node:crypto';
import type { APIRoute } from 'astro';
import { safeNext } from '../../../../server/http/safe-next';
import { currentAccount } from '../../../../server/auth/session.server';
import { wechatProvider } from '../../../../server/wechat/provider';

export type OAuthState = { state: string; intent: 'login' | 'bind'; redirect: string; at: number };

/**
 * GET /api/user/wechat/start?intent=login|bind&redirect=/path: begins the WeChat OAuth round trip.
 * The state travels in the session and must come back unchanged (CSRF protection of the callback).
 */
export const GET: APIRoute = async (context) => {
  const intent = context.url.searchParams.get('intent') === 'bind' ? 'bind' : 'login';
  const redirect = safeNext(context.url.searchParams.get('redirect'), intent === 'bind' ? '/bdwx' : '/');
  if (intent === 'bind' && !(await currentAccount(context))) return context.redirect(`/login?redirect=${encodeURIComponent('/bdwx')}`, 302);
  const state = randomBytes(16).toString('hex');
  context.session?.set('wechat_oauth', { state, intent, redirect, at: Date.now() } satisfies OAuthState, { ttl: 600 });
  const callback = new URL('/api/user/wechat/callback', context.url).href;
  return context.redirect(wechatProvider().authorizeUrl(state, callback), 302);
};
