import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as safeNext } from "./safe-next_BrXWNpk3.mjs";
import { c as startSession, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { n as wechatProvider } from "./provider_JP8eupf9.mjs";
import { n as memberByOpenId, r as rememberProfile, t as bindWechat } from "./binding_CWGkotr7.mjs";
import { t as activeStoreOf } from "./members_DbNEib56.mjs";
// src/pages/api/user/wechat/callback.ts
var callback_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
/**
* GET /api/user/wechat/callback?code&state: the end of the OAuth round trip.
* - bind (from /bdwx): binds the identity to the logged-in member;
* - login: logs in the member bound to it, or keeps the identity in the session and sends the
*   visitor to /register/wechat (register a new account, or log in to bind an existing one).
*/
var GET = async (context) => {
	const params = context.url.searchParams;
	const oauth = await context.session?.get("wechat_oauth");
	context.session?.delete("wechat_oauth");
	if (!oauth || oauth.state !== params.get("state") || Date.now() - oauth.at > 6e5) return context.redirect("/login?wechat=expired", 302);
	const back = oauth.intent === "bind" ? "/bdwx" : "/login";
	const code = params.get("code");
	if (params.get("error") || !code) return context.redirect(`${back}?wechat=cancelled`, 302);
	let identity;
	try {
		identity = await wechatProvider().exchange(code);
	} catch (error) {
		console.error("[wechat] exchange failed:", error);
		return context.redirect(`${back}?wechat=failed`, 302);
	}
	await rememberProfile(identity);
	if (oauth.intent === "bind") {
		const account = await currentAccount(context);
		if (!account) return context.redirect("/login?redirect=%2Fbdwx", 302);
		try {
			await bindWechat(account.member.id, identity.openId);
		} catch {
			return context.redirect("/bdwx?wechat=taken", 302);
		}
		return context.redirect("/bdwx?wechat=bound", 302);
	}
	const member = await memberByOpenId(identity.openId);
	const store = member ? await activeStoreOf(member.id, member.activeStoreId) : null;
	if (member && store) {
		await startSession(context, member.id, store.id, "wechat");
		return context.redirect(safeNext(oauth.redirect, "/"), 302);
	}
	context.session?.set("wechat_pending", {
		openId: identity.openId,
		nickname: identity.nickname,
		at: Date.now()
	}, { ttl: 1800 });
	return context.redirect("/register/wechat", 302);
};
// \0virtual:astro:page:src/pages/api/user/wechat/callback@_@ts
var page = () => callback_exports;
export { page };
