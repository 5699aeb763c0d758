import { addressText } from '../../lib/address';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserBase } from '../../wire/user';
import type { SiteSettings } from '../content/site-settings';
import { db } from '../db/client';
import { accountManagers, orderReturns } from '../db/schema';
import { signToken } from '../auth/tokens';
import type { Account } from '../auth/session.server';
import { cartCount } from '../cart/count';
import { unreadCount } from '../accounts/messages';
import { maskPhone } from '../accounts/validation';

/**
 * The spec's user state (section 3) for someone not logged in: `show` true so the header
 * renders, no identity, and the site's contact data the header needs anyway.
 */
export function visitorBase(settings: SiteSettings): UserBase {
  return {
    show: true,
    is_login: 0,
    username: '',
    name: '',
    phone: '',
    company: '',
    face: '',
    rank: 0,
    admin: null as null | { name: string; phone: string; is_default: number },
    address: '',
    is_passed: 0,
    points: 0,
    cart: 0,
    message_count: 0,
    wechat: 0,
    common_config: { hot_line: settings.hotLine, qq1: settings.qq1, qq2: settings.qq2 },
    quality_inspection: settings.qualityInspection,
    login_url: '/login',
    is_show_youx: 0,
    is_special: 0,
    is_can_chat: 0,
    token: '',
    is_AfterSale: 0,
  };
}

export type { UserBase } from '../../wire/user';

/**
 * A logged-in member as a page shared by their viewer class shows them: logged in, reviewed or not,
 * and nothing that names them (company, manager, counts, chat token come from /api/user/base).
 */
export function memberClassBase(settings: SiteSettings, viewer: { isPassed: boolean }): UserBase {
  return { ...visitorBase(settings), is_login: 1, is_passed: viewer.isPassed ? 1 : 0 };
}

/** Lifetime of the chat frame token. */
export const CHAT_TOKEN_MS = 2 * 3_600_000;

/**
 * The signed, expiring token the chat frame carries with the username (never the session id). It
 * names the login it was made for (`l`, the login time): it works only beside that live session.
 */
export function chatToken(account: Account, now = Date.now()): string {
  return signToken('chat', { u: account.member.username, s: account.store.id, l: account.auth.loginAt }, CHAT_TOKEN_MS, now);
}

/**
 * The user state of a logged-in member: identity of the active store, the account manager
 * (is_default 0 = dedicated, shown with the 专属客户经理 prefix), counts for the badges and the
 * chat token. The phone is masked.
 */
export async function memberBase(account: Account, settings: SiteSettings, now = Date.now()): Promise<UserBase> {
  const { member, store } = account;
  const conn = await db();
  const [manager] = store.accountManagerId ? await conn.select().from(accountManagers).where(eq(accountManagers.id, store.accountManagerId)) : [];
  const [cart, messageCount, afterSale] = await Promise.all([cartCount(store.id), unreadCount(store.id), openAfterSales(store.id)]);
  return {
    ...visitorBase(settings),
    is_login: 1,
    username: member.username,
    name: member.name,
    phone: maskPhone(member.phone),
    company: store.company,
    face: member.face,
    rank: store.rank,
    admin: manager ? { name: manager.name, phone: manager.phone, is_default: manager.isDefault ? 1 : 0 } : null,
    address: addressText({ ...store, detail: store.address }),
    is_passed: store.isPassed ? 1 : 0,
    points: store.points,
    cart,
    message_count: messageCount,
    wechat: member.wechatOpenId ? 1 : 0,
    is_show_youx: store.isShowYoux ? 1 : 0,
    is_special: store.isSpecial ? 1 : 0,
    is_can_chat: store.isCanChat ? 1 : 0,
    token: chatToken(account, now),
    is_AfterSale: afterSale > 0 ? 1 : 0,
  };
}

/** The store's return / after-sales requests still being handled (submitted or approved, not yet refunded): `is_AfterSale` 1. */
async function openAfterSales(storeId: number): Promise<number> {
  const conn = await db();
  const [row] = await conn
    .select({ n: count() })
    .from(orderReturns)
    .where(and(eq(orderReturns.storeId, storeId), inArray(orderReturns.status, ['pending', 'approved'])));
  return row?.n ?? 0;
}
