import { n as signToken, r as verifyToken } from "./tokens_BOabgB7T.mjs";
import { createHash } from "node:crypto";
// src/server/wechat/provider.ts
var WechatAuthError = class extends Error {};
/**
* Development provider: simulates the OAuth round trip locally. The "authorize" page is our own
* (/api/user/wechat/authorize, shown only with this provider); the code it hands back is a signed,
* 5-minute token naming a simulated WeChat user, which {@link exchange} verifies.
*/
var DevWechatProvider = class {
	name = "dev";
	authorizeUrl(state, redirectUri) {
		return `/api/user/wechat/authorize?${new URLSearchParams({
			state,
			redirect_uri: redirectUri
		})}`;
	}
	/** The code the simulated consent screen returns for a WeChat id typed there. */
	static issueCode(wechatId, nickname) {
		const openId = `dev_${createHash("sha256").update(wechatId.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
		return signToken("wx-dev-code", {
			o: openId,
			n: nickname.slice(0, 30)
		}, 3e5);
	}
	async exchange(code) {
		const payload = verifyToken("wx-dev-code", code);
		if (!payload) throw new WechatAuthError("授权码无效或已过期");
		return {
			openId: payload.o,
			unionId: null,
			nickname: payload.n || "微信用户",
			avatar: ""
		};
	}
};
/**
* WeChat Open Platform website login (网站应用微信登录): QR-code authorize page, then
* sns/oauth2/access_token and sns/userinfo. Needs WECHAT_APP_ID and WECHAT_APP_SECRET.
*/
var OpenPlatformWechatProvider = class {
	appId;
	secret;
	fetchImpl;
	name = "open";
	constructor(appId, secret, fetchImpl = fetch) {
		this.appId = appId;
		this.secret = secret;
		this.fetchImpl = fetchImpl;
	}
	authorizeUrl(state, redirectUri) {
		return `https://open.weixin.qq.com/connect/qrconnect?${new URLSearchParams({
			appid: this.appId,
			redirect_uri: redirectUri,
			response_type: "code",
			scope: "snsapi_login",
			state
		})}#wechat_redirect`;
	}
	async call(url) {
		const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(1e4) });
		const body = await response.json();
		if (!response.ok || body.errcode) throw new WechatAuthError(`微信接口错误：${String(body.errmsg ?? response.status)}`);
		return body;
	}
	async exchange(code) {
		const token = await this.call(`https://api.weixin.qq.com/sns/oauth2/access_token?${new URLSearchParams({
			appid: this.appId,
			secret: this.secret,
			code,
			grant_type: "authorization_code"
		})}`);
		const openId = String(token.openid ?? "");
		if (!openId) throw new WechatAuthError("微信未返回用户标识");
		const info = await this.call(`https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({
			access_token: String(token.access_token),
			openid: openId
		})}`);
		return {
			openId,
			unionId: token.unionid ?? info.unionid ?? null,
			nickname: String(info.nickname ?? "微信用户"),
			avatar: String(info.headimgurl ?? "")
		};
	}
};
var override = null;
/** WECHAT_PROVIDER=open (with WECHAT_APP_ID / WECHAT_APP_SECRET) is the real one; otherwise the local simulation. */
function wechatProvider(env = process.env) {
	if (override) return override;
	if (env.WECHAT_PROVIDER === "open") {
		if (!env.WECHAT_APP_ID || !env.WECHAT_APP_SECRET) throw new Error("WECHAT_PROVIDER=open needs WECHAT_APP_ID and WECHAT_APP_SECRET");
		return new OpenPlatformWechatProvider(env.WECHAT_APP_ID, env.WECHAT_APP_SECRET);
	}
	return new DevWechatProvider();
}
export { wechatProvider as n, DevWechatProvider as t };
