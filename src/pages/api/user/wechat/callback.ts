import type { APIRoute } from 'astro';
import { safeNext } from '../../../../server/http/safe-next';
import { currentAccount, startSession } from '../../../../server/auth/session.server';
import { wechatProvider } from '../../../../server/wechat/provider';
import { bindWechat, memberByOpenId, rememberProfile } from '../../../../server/wechat/binding';
import { activeStoreOf } from '../../../../server/accounts/members';
import type { OAuthState } from './start';

export type WechatPending = { openId: string; nickname: string; at: number };

/**
 * GET /api/user/wechat/callback?code&state: the end of the OAuth round trip.
 * - bind (from /bdwx): binds the identity to the logged-in member;
 * - login: logs in the member bound to it, or keeps the identity in the session and sends the
 *   visitor to /register/wechat (register a new account, or log in to bind an existing one).
 */
export const GET: APIRoute = async (context) => {
  const params = context.url.searchParams;
  const oauth = (await context.session?.get('wechat_oauth')) as OAuthState | undefined;
  context.session?.delete('wechat_oauth');
  if (!oauth || oauth.state !== params.get('state') || Date.now() - oauth.at > 600_000) {
    return context.redirect('/login?wechat=expired', 302);
  }
  const back = oauth.intent === 'bind' ? '/bdwx' : '/login';
  const code = params.get('code');
  if (params.get('error') || !code) return context.redirect(`${back}?wechat=cancelled`, 302);
  let identity;
  try {
    identity = await wechatProvider().exchange(code);
  } catch (error) {
    console.error('[wechat] exchange failed:', error);
    return context.redirect(`${back}?wechat=failed`, 302);
  }
  await rememberProfile(identity);

  if (oauth.intent === 'bind') {
    const account = await currentAccount(context);
    if (!account) return context.redirect('/login?redirect=%2Fbdwx', 302);
    try {
      await bindWechat(account.member.id, identity.openId);
    } catch {
      return context.redirect('/bdwx?wechat=taken', 302);
    }
    return context.redirect('/bdwx?wechat=bound', 302);
  }

  const member = await memberByOpenId(identity.openId);
  const store = member ? await activeStoreOf(member.id, member.activeStoreId) : null;
  if (member && store) {
    await startSession(context, member.id, store.id, 'wechat');
    return context.redirect(safeNext(oauth.redirect, '/'), 302);
  }
  context.session?.set('wechat_pending', { openId: identity.openId, nickname: identity.nickname, at: Date.now() } satisfies WechatPending, { ttl: 1800 });
  return context.redirect('/register/wechat', 302);
};
