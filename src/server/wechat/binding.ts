import { and, eq, isNull } from 'drizzle-orm';
import { db } from '../db/client';
import { members, wechatProfiles } from '../db/schema';
import { BusinessError } from '../http/errors';
import type { WechatIdentity } from './provider';

export const WECHAT_TAKEN = 10050;
export const WECHAT_ALREADY_BOUND = 10051;
export const WECHAT_NOT_BOUND = 10052;

export async function rememberProfile(identity: WechatIdentity): Promise<void> {
  const values = { unionId: identity.unionId, nickname: identity.nickname, avatar: identity.avatar, updatedAt: new Date() };
  await (
    await db()
  )
    .insert(wechatProfiles)
    .values({ openId: identity.openId, ...values })
    .onConflictDoUpdate({ target: wechatProfiles.openId, set: values });
}

export async function memberByOpenId(openId: string) {
  const [row] = await (await db()).select().from(members).where(eq(members.wechatOpenId, openId)).limit(1);
  return row ?? null;
}

/** Binds a WeChat identity to a member: one WeChat per member, one member per WeChat. */
export async function bindWechat(memberId: number, openId: string): Promise<void> {
  const other = await memberByOpenId(openId);
  if (other && other.id !== memberId) throw new BusinessError(WECHAT_TAKEN, '该微信已绑定其他账号，请先在原账号解绑', 400);
  if (other) return;
  const updated = await (
    await db()
  )
    .update(members)
    .set({ wechatOpenId: openId })
    .where(and(eq(members.id, memberId), isNull(members.wechatOpenId)))
    .returning({ id: members.id });
  if (!updated.length) throw new BusinessError(WECHAT_ALREADY_BOUND, '账号已绑定其他微信，请先解绑', 400);
}

export async function unbindWechat(memberId: number): Promise<void> {
  const conn = await db();
  const [member] = await conn.select({ openId: members.wechatOpenId }).from(members).where(eq(members.id, memberId));
  if (!member?.openId) throw new BusinessError(WECHAT_NOT_BOUND, '账号未绑定微信', 400);
  await conn.update(members).set({ wechatOpenId: null }).where(eq(members.id, memberId));
}

/** The bound WeChat of a member for display (nickname), or null. */
export async function wechatOf(member: { wechatOpenId: string | null }) {
  if (!member.wechatOpenId) return null;
  const [profile] = await (await db()).select().from(wechatProfiles).where(eq(wechatProfiles.openId, member.wechatOpenId));
  return { openId: member.wechatOpenId, nickname: profile?.nickname ?? '微信用户', avatar: profile?.avatar ?? '' };
}
