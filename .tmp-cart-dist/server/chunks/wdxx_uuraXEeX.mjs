import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { g as addAttribute, m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$AccountShell } from "./account_C5Tz1-Qw.mjs";
import { I as apiPost, O as $user } from "./CartButton_rLjZ92CS.mjs";
import "./form-kit_FC7SUJRk.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { t as listMessages } from "./messages_B_uWwfgi.mjs";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/account/MessageList.tsx
var time = (iso) => new Date(iso).toLocaleString("zh-CN", {
	timeZone: "Asia/Shanghai",
	hour12: false
});
/** 我的消息: expanding an unread message marks it read; "全部已读" marks all. Keeps the header badge in step. */
function MessageList({ initial, unread }) {
	const [list, setList] = useState(initial);
	const [count, setCount] = useState(unread);
	const [open, setOpen] = useState(null);
	const setBadge = (n) => {
		setCount(n);
		$user.set({
			...$user.get(),
			message_count: n
		});
		const badge = document.querySelector("[data-unread-badge]");
		if (badge) {
			badge.hidden = n === 0;
			badge.textContent = n > 99 ? "99+" : String(n);
			badge.setAttribute("aria-label", `${n} 条未读`);
		}
	};
	async function toggle(m) {
		setOpen(open === m.id ? null : m.id);
		if (m.is_read) return;
		try {
			const data = await apiPost(`/api/user/messages/${m.id}/read`);
			setList((all) => all.map((x) => x.id === m.id ? {
				...x,
				is_read: 1
			} : x));
			setBadge(data.message_count);
		} catch {}
	}
	async function readAll() {
		try {
			await apiPost("/api/user/messages/read_all");
			setList((all) => all.map((x) => ({
				...x,
				is_read: 1
			})));
			setBadge(0);
		} catch {}
	}
	if (!list.length) return /* @__PURE__ */ jsx("p", {
		className: "muted",
		children: "暂无消息"
	});
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsxs("p", {
		className: "msg-bar",
		children: [/* @__PURE__ */ jsxs("span", {
			role: "status",
			children: [
				"未读 ",
				count,
				" 条"
			]
		}), count > 0 && /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "btn btn-ghost",
			onClick: readAll,
			children: "全部标记为已读"
		})]
	}), /* @__PURE__ */ jsx("ul", {
		className: "msg-list",
		children: list.map((m) => /* @__PURE__ */ jsxs("li", {
			className: m.is_read ? "read" : "unread",
			children: [/* @__PURE__ */ jsxs("button", {
				type: "button",
				"aria-expanded": open === m.id,
				"aria-controls": `msg-${m.id}`,
				onClick: () => toggle(m),
				children: [
					!m.is_read && /* @__PURE__ */ jsx("span", {
						className: "dot",
						"aria-label": "未读"
					}),
					/* @__PURE__ */ jsx("span", {
						className: "title",
						children: m.title
					}),
					/* @__PURE__ */ jsx("time", {
						dateTime: m.created_at,
						children: time(m.created_at)
					})
				]
			}), /* @__PURE__ */ jsx("div", {
				id: `msg-${m.id}`,
				hidden: open !== m.id,
				className: "body",
				children: m.body
			})]
		}, m.id))
	})] });
}
// src/pages/wdxx.astro
var wdxx_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Wdxx,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$Wdxx = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Wdxx;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const page = Math.max(1, Number.parseInt(Astro.url.searchParams.get("page") ?? "1", 10) || 1);
	const data = await listMessages(account.store.id, page);
	const pages = Math.max(1, Math.ceil(data.total / data.per_page));
	return renderTemplate`${renderComponent($$result, "AccountShell", $$AccountShell, {
		"account": account,
		"heading": "我的消息",
		"active": "wdxx",
		"data-astro-cid-5oiby75d": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "MessageList", MessageList, {
		"client:load": true,
		"initial": data.list,
		"unread": data.unread,
		"data-astro-cid-5oiby75d": true,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/account/MessageList.tsx",
		"client:component-export": "default"
	})}${pages > 1 && renderTemplate`${maybeRenderHead($$result)}<nav class="pager" aria-label="分页" data-astro-cid-5oiby75d>${Array.from({ length: pages }, (_, i) => i + 1).map((p) => renderTemplate`<a${addAttribute(`?page=${p}`, "href")}${addAttribute(p === data.page ? "page" : void 0, "aria-current")} data-astro-cid-5oiby75d>${p}</a>`)}</nav>`}` })}`;
}, "/work/main/src/pages/wdxx.astro", void 0);
var $$file = "/work/main/src/pages/wdxx.astro";
var $$url = "/wdxx";
// \0virtual:astro:page:src/pages/wdxx@_@astro
var page = () => wdxx_exports;
export { page };
