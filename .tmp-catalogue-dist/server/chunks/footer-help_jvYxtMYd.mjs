// src/content/footer-help.ts
var ARTICLE_ROUTES = {
	hyzc: {
		title: "会员注册",
		path: "/help_xrzn_hyzc"
	},
	gwzn: {
		title: "购物指南",
		path: "/help_xrzn_gwzn"
	},
	aqgy: {
		title: "安全购药",
		path: "/help_xrzn_aqgy"
	},
	wzzz: {
		title: "网站资质",
		path: "/help_fwbz_wzzz"
	},
	yhxy: {
		title: "用户协议",
		path: "/help_fwbz_yhxy"
	},
	zskf: {
		title: "专属客服",
		path: "/help_fwbz_zskf"
	},
	ddzf: {
		title: "订单支付",
		path: "/help/zfps/ddzf"
	},
	hwps: {
		title: "货物配送",
		path: "/help/zfps/hwps"
	},
	ypth: {
		title: "药品退换",
		path: "/help/zfps/ypth"
	},
	tsjy: {
		title: "投诉建议",
		path: "/help_us_tsjy"
	},
	link: {
		title: "联系我们",
		path: "/help_us_link"
	}
};
var FOOTER_HELP_GROUPS = [
	[
		"xrzn",
		"新人指南",
		[
			"hyzc",
			"gwzn",
			"aqgy"
		]
	],
	[
		"fwbz",
		"服务保障",
		[
			"wzzz",
			"yhxy",
			"zskf"
		]
	],
	[
		"zfps",
		"支付配送",
		[
			"ddzf",
			"hwps",
			"ypth"
		]
	],
	[
		"us",
		"关于我们",
		["tsjy", "link"]
	]
].map(([slug, name, ids]) => ({
	slug,
	name,
	links: ids.map((id) => ({
		title: ARTICLE_ROUTES[id].title,
		href: `/help/xrzn/hyzc?id=${id}`
	}))
}));
/** Where a footer link's article id lives; undefined for unknown ids. */
function helpArticlePath(id) {
	return id ? ARTICLE_ROUTES[id]?.path : void 0;
}
export { helpArticlePath as n, FOOTER_HELP_GROUPS as t };
