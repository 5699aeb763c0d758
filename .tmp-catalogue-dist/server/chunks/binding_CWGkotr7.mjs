import { D as members, _ as wechatProfiles, t as db } from "./client_BXA_sWCA.mjs";
import { t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { and, eq, isNull } from "drizzle-orm";
// src/server/wechat/binding.ts
var WECHAT_TAKEN = 10050;
var WECHAT_ALREADY_BOUND = 10051;
var WECHAT_NOT_BOUND = 10052;
async function rememberProfile(identity) {
	const values = {
		unionId: identity.unionId,
		nickname: identity.nickname,
		avatar: identity.avatar,
		updatedAt: /* @__PURE__ */ new Date()
	};
	await (await db()).insert(wechatProfiles).values({
		openId: identity.openId,
		...values
	}).onConflictDoUpdate({
		target: wechatProfiles.openId,
		set: values
	});
}
async function memberByOpenId(openId) {
	const [row] = await (await db()).select().from(members).where(eq(members.wechatOpenId, openId)).limit(1);
	return row ?? null;
}
/** Binds a WeChat identity to a member: one WeChat per member, one member per WeChat. */
async function bindWechat(memberId, openId) {
	const other = await memberByOpenId(openId);
	if (other && other.id !== memberId) throw new BusinessError(WECHAT_TAKEN, "该微信已绑定其他账号，请先在原账号解绑", 400);
	if (other) return;
	if (!(await (await db()).update(members).set({ wechatOpenId: openId }).where(and(eq(members.id, memberId), isNull(members.wechatOpenId))).returning({ id: members.id })).length) throw new BusinessError(WECHAT_ALREADY_BOUND, "账号已绑定其他微信，请先解绑", 400);
}
async function unbindWechat(memberId) {
	const conn = await db();
	const [member] = await conn.select({ openId: members.wechatOpenId }).from(members).where(eq(members.id, memberId));
	if (!member?.openId) throw new BusinessError(WECHAT_NOT_BOUND, "账号未绑定微信", 400);
	await conn.update(members).set({ wechatOpenId: null }).where(eq(members.id, memberId));
}
/** The bound WeChat of a member for display (nickname), or null. */
async function wechatOf(member) {
	if (!member.wechatOpenId) return null;
	const [profile] = await (await db()).select().from(wechatProfiles).where(eq(wechatProfiles.openId, member.wechatOpenId));
	return {
		openId: member.wechatOpenId,
		nickname: profile?.nickname ?? "微信用户",
		avatar: profile?.avatar ?? ""
	};
}
export { wechatOf as a, unbindWechat as i, memberByOpenId as n, rememberProfile as r, bindWechat as t };
