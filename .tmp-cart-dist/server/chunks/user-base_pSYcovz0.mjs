import { E as accountManagers, t as db, w as siteSettings } from "./client_BXA_sWCA.mjs";
import { n as signToken } from "./tokens_BOabgB7T.mjs";
import { t as cartCount } from "./count_R9lJz6SN.mjs";
import { a as unreadCount } from "./messages_B_uWwfgi.mjs";
import { s as maskPhone } from "./validation_BOHYM5xZ.mjs";
import { eq } from "drizzle-orm";
// src/server/content/site-settings.ts
var DEFAULTS = {
	siteName: "药采",
	hotLine: "",
	complaintLine: "",
	qq1: "",
	qq2: "",
	company: {
		name: "",
		address: "",
		icp: "",
		licences: []
	},
	qualityInspection: {
		quality_inspection_url: "",
		msg: ""
	}
};
var KEY_MAP = {
	site_name: "siteName",
	hot_line: "hotLine",
	complaint_line: "complaintLine",
	qq1: "qq1",
	qq2: "qq2",
	company: "company",
	quality_inspection: "qualityInspection"
};
/** Operator settings from the database; `SITE_NAME` in the environment overrides the stored site name. */
async function getSiteSettings() {
	const rows = await (await db()).select().from(siteSettings);
	const settings = structuredClone(DEFAULTS);
	for (const row of rows) {
		const key = KEY_MAP[row.key];
		if (key) settings[key] = row.value;
	}
	if (process.env.SITE_NAME) settings.siteName = process.env.SITE_NAME;
	return settings;
}
// src/server/accounts/cart-count.ts
/** The header's cart badge count (user state `cart`): the number of lines in the store's cart. */
async function cartCountOf(storeId) {
	return cartCount(storeId);
}
// src/server/accounts/user-base.ts
/**
* The spec's user state (section 3) for someone not logged in: `show` true so the header
* renders, no identity, and the site's contact data the header needs anyway.
*/
function visitorBase(settings) {
	return {
		show: true,
		is_login: 0,
		username: "",
		name: "",
		phone: "",
		company: "",
		face: "",
		rank: 0,
		admin: null,
		address: "",
		is_passed: 0,
		points: 0,
		cart: 0,
		message_count: 0,
		wechat: 0,
		common_config: {
			hot_line: settings.hotLine,
			qq1: settings.qq1,
			qq2: settings.qq2
		},
		quality_inspection: settings.qualityInspection,
		login_url: "/login",
		is_show_youx: 0,
		is_special: 0,
		is_can_chat: 0,
		token: "",
		is_AfterSale: 0
	};
}
/** Lifetime of the chat frame token. */
var CHAT_TOKEN_MS = 72e5;
/** The signed, expiring token the chat frame carries with the username (never the session id). */
function chatToken(account, now = Date.now()) {
	return signToken("chat", {
		u: account.member.username,
		s: account.store.id
	}, CHAT_TOKEN_MS, now);
}
/**
* The user state of a logged-in member: identity of the active store, the account manager
* (is_default 0 = dedicated, shown with the 专属客户经理 prefix), counts for the badges and the
* chat token. The phone is masked.
*/
async function memberBase(account, settings, now = Date.now()) {
	const { member, store } = account;
	const conn = await db();
	const [manager] = store.accountManagerId ? await conn.select().from(accountManagers).where(eq(accountManagers.id, store.accountManagerId)) : [];
	const [cart, messageCount] = await Promise.all([cartCountOf(store.id), unreadCount(store.id)]);
	return {
		...visitorBase(settings),
		is_login: 1,
		username: member.username,
		name: member.name,
		phone: maskPhone(member.phone),
		company: store.company,
		face: member.face,
		rank: store.rank,
		admin: manager ? {
			name: manager.name,
			phone: manager.phone,
			is_default: manager.isDefault ? 1 : 0
		} : null,
		address: `${store.province}${store.city}${store.district}${store.address}`,
		is_passed: store.isPassed ? 1 : 0,
		points: store.points,
		cart,
		message_count: messageCount,
		wechat: member.wechatOpenId ? 1 : 0,
		is_show_youx: store.isShowYoux ? 1 : 0,
		is_special: store.isSpecial ? 1 : 0,
		is_can_chat: store.isCanChat ? 1 : 0,
		token: chatToken(account, now)
	};
}
export { visitorBase as n, getSiteSettings as r, memberBase as t };
