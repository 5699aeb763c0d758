import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { m as maybeRenderHead, o as renderComponent, p as renderTemplate } from "./server_CSXxjUDH.mjs";
import { t as createComponent } from "./astro-component_D1RLYmRQ.mjs";
import { t as createAstro } from "./compiler_CF98EdC-.mjs";
import { t as $$BaseLayout } from "./BaseLayout_pOto-T-g.mjs";
import { c as CART_FILTER_ALL, d as clearInvalidCartItems, g as loadCart, h as hydrateCart, p as confirmRemoveCartItems, r as $cart, u as checkoutCart, v as selectCartItems, y as setCartQuantity } from "./CartButton_rLjZ92CS.mjs";
import { i as loginPath, n as currentAccount } from "./session_Bi72R1CB.mjs";
import { c as getCart, t as actorOf } from "./cart_DJQ4ed4r.mjs";
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/islands/cart-steps/stepper.ts
/** The allowed quantity nearest to `wanted`: rounded up to a whole step, within min … max. */
function clampStep(range, wanted) {
	const step = Math.max(1, range.step);
	const min = Math.max(step, range.min);
	if (!Number.isFinite(wanted)) return min;
	const up = Math.ceil(Math.max(wanted, 1) / step) * step;
	const max = Math.max(min, Math.floor(range.max / step) * step);
	return Math.min(Math.max(up, min), max);
}
/** One step up from `current` (to the next whole step), within the range. */
function stepUp(range, current) {
	const step = Math.max(1, range.step);
	return clampStep(range, Math.floor(current / step) * step + step);
}
/** One step down from `current` (to the previous whole step), never below the minimum. */
function stepDown(range, current) {
	const step = Math.max(1, range.step);
	const down = Math.ceil(current / step) * step - step;
	return down < Math.max(step, range.min) ? Math.max(step, range.min) : Math.min(down, clampStep(range, down));
}
/** Digits typed in the quantity box (anything else dropped, at most 5 digits = 99 999). */
function typedDigits(text) {
	return text.replace(/\D/g, "").slice(0, 5);
}
// src/islands/cart-steps/CartStep1.tsx
/**
* Cart step 1 (/cart_step1, alias /cart): the lines grouped by activity with their tier bars, select
* one / all / all buyable, quantity steppers (中包装 steps, limits, stock), ladder hints, tags, the
* invalid-goods section with 清空失效商品, batch delete, shipping state and the totals. Every number
* shown is the server's: each action answers with the whole recomputed cart ($cart store).
*/
var KIND_LABEL = {
	manjian: "满减",
	discount: "满折"
};
function TierBar({ activity, compact = false }) {
	const reached = activity.tiers.filter((t) => t.status === 1).length;
	const target = activity.next ? Number(activity.next.amount) : Number(activity.tiers.at(-1)?.amount ?? 0);
	const eligible = Number(activity.eligible_amount);
	const percent = target > 0 ? Math.min(100, Math.round(eligible / target * 100)) : 100;
	return /* @__PURE__ */ jsxs("div", {
		className: `c1-act${compact ? " c1-act-compact" : ""}`,
		"data-activity": activity.id,
		children: [
			/* @__PURE__ */ jsxs("p", {
				className: "c1-act-head",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: `c1-act-kind c1-kind-${activity.kind}`,
						children: KIND_LABEL[activity.kind]
					}),
					/* @__PURE__ */ jsx("strong", { children: activity.name }),
					/* @__PURE__ */ jsx("span", {
						className: "c1-act-hint",
						"data-testid": `activity-hint-${activity.id}`,
						children: activity.hint || `已选活动商品 ¥${activity.eligible_amount}`
					})
				]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "c1-tiers",
				"aria-label": `${activity.name}档位（已满足 ${reached} 档）`,
				children: activity.tiers.map((t) => /* @__PURE__ */ jsxs("li", {
					className: t.status === 1 ? "reached" : "",
					"data-status": t.status,
					children: [
						t.label,
						/* @__PURE__ */ jsx("span", {
							className: "sr-only",
							children: t.status === 1 ? "（已满足）" : "（未满足）"
						}),
						t.status === 1 && /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: " ✓"
						})
					]
				}, t.amount))
			}),
			/* @__PURE__ */ jsx("div", {
				className: "c1-progress",
				role: "progressbar",
				"aria-label": `${activity.name}进度`,
				"aria-valuemin": 0,
				"aria-valuemax": 100,
				"aria-valuenow": percent,
				children: /* @__PURE__ */ jsx("span", { style: { width: `${percent}%` } })
			})
		]
	});
}
function Stepper({ item, busy }) {
	const [text, setText] = useState(String(item.number));
	useEffect(() => setText(String(item.number)), [item.number]);
	const range = {
		min: item.min,
		max: Math.max(item.max, item.min),
		step: item.step
	};
	const commit = (n) => {
		const next = clampStep(range, n);
		setText(String(next));
		if (next !== item.number) setCartQuantity(item.id, next);
	};
	const onKey = (e) => {
		if (e.key === "Enter") {
			e.preventDefault();
			commit(Number(text) || range.min);
		}
	};
	const name = item.goods.name;
	return /* @__PURE__ */ jsxs("div", {
		className: "c1-stepper",
		role: "group",
		"aria-label": `${name} 数量`,
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": `减少 ${name}`,
				disabled: busy || item.number <= range.min,
				onClick: () => commit(stepDown(range, item.number)),
				children: "−"
			}),
			/* @__PURE__ */ jsx("input", {
				type: "text",
				inputMode: "numeric",
				"aria-label": `${name} 数量`,
				value: text,
				onChange: (e) => setText(typedDigits(e.target.value)),
				onBlur: () => commit(Number(text) || range.min),
				onKeyDown: onKey
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-label": `增加 ${name}`,
				disabled: busy || item.number >= item.max,
				onClick: () => commit(stepUp(range, item.number)),
				children: "+"
			})
		]
	});
}
function limitText(item) {
	const g = item.goods;
	const parts = [];
	if (g.only_mid_pack === 1 && g.mid_pack > 1) parts.push(`中包装 ${g.mid_pack}${g.bzdw}`);
	if (g.xg_number && g.xg_number > 0) parts.push(`限购 ${g.xg_number}${g.bzdw}`);
	parts.push(`库存 ${g.stock_for_cart}`);
	return parts.join(" · ");
}
function Line({ item, busy, activities }) {
	const g = item.goods;
	const name = g.name;
	const discount = item.discount_id ? activities.get(item.discount_id) : void 0;
	const reduced = item.pay_price !== item.raw_price;
	return /* @__PURE__ */ jsxs("li", {
		className: `c1-line${item.invalid ? " c1-line-invalid" : ""}`,
		"aria-label": name,
		"data-item": item.id,
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "c1-check",
				children: item.invalid ? /* @__PURE__ */ jsx("span", {
					className: "c1-invalid-tag",
					children: "失效"
				}) : /* @__PURE__ */ jsx("input", {
					type: "checkbox",
					"aria-label": `选择 ${name}`,
					checked: item.is_selected === 1,
					disabled: busy,
					onChange: (e) => void selectCartItems([item.id], e.target.checked)
				})
			}),
			/* @__PURE__ */ jsx("a", {
				className: "c1-img",
				href: `/list_info/${g.id}`,
				tabIndex: -1,
				"aria-hidden": "true",
				children: /* @__PURE__ */ jsx("img", {
					src: g.goods_image[0]?.list,
					alt: "",
					width: "80",
					height: "80",
					loading: "lazy"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "c1-info",
				children: [
					/* @__PURE__ */ jsx("a", {
						className: "c1-name",
						href: `/list_info/${g.id}`,
						children: name
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "c1-meta",
						children: [
							g.ypgg,
							" · ",
							g.sccj
						]
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "c1-meta",
						children: [
							"效期至 ",
							g.expiry_date,
							g.near_expiry === 1 && /* @__PURE__ */ jsx("span", {
								className: "c1-near",
								children: "近效期"
							})
						]
					}),
					/* @__PURE__ */ jsxs("ul", {
						className: "c1-tags",
						"aria-label": "商品标签",
						children: [
							g.rx_class && /* @__PURE__ */ jsx("li", {
								className: "t-rx",
								children: g.rx_class
							}),
							g.tags.filter((t) => t.is_show === 1).map((t) => /* @__PURE__ */ jsx("li", {
								style: { ["--tag"]: t.color },
								title: t.describe,
								children: t.name
							}, t.name)),
							discount && /* @__PURE__ */ jsx("li", {
								className: "t-act",
								title: discount.name,
								children: KIND_LABEL.discount
							}),
							item.gift_data.total > 0 && /* @__PURE__ */ jsxs("li", {
								className: "t-gift",
								children: [
									"赠",
									item.gift_data.total,
									g.bzdw
								]
							}),
							item.with_coupon === 0 && !item.invalid && /* @__PURE__ */ jsx("li", {
								className: "t-nocoupon",
								children: "不可用券"
							})
						]
					}),
					g.type === 3 && g.combination.length > 0 && /* @__PURE__ */ jsxs("p", {
						className: "c1-meta",
						children: ["组合：", g.combination.map((c) => `${c.goods.name}×${c.number}`).join("、")]
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "c1-price",
				children: [
					/* @__PURE__ */ jsxs("span", {
						className: "price",
						children: ["¥", item.price]
					}),
					item.ladder.tier && /* @__PURE__ */ jsxs("span", {
						className: "c1-ladder",
						children: [
							"阶梯价 ",
							item.ladder.tier.number,
							g.bzdw,
							"起 ¥",
							item.ladder.tier.price
						]
					}),
					item.ladder.hint && /* @__PURE__ */ jsx("span", {
						className: "c1-ladder-hint",
						children: item.ladder.hint
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "c1-qty",
				children: [
					item.invalid ? /* @__PURE__ */ jsx("span", {
						className: "muted",
						children: item.invalid_text
					}) : /* @__PURE__ */ jsx(Stepper, {
						item,
						busy
					}),
					!item.invalid && /* @__PURE__ */ jsx("span", {
						className: "c1-limit",
						children: limitText(item)
					}),
					item.warning && /* @__PURE__ */ jsx("span", {
						className: "c1-warn",
						role: "alert",
						children: item.warning
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "c1-amount",
				children: [
					/* @__PURE__ */ jsxs("span", {
						className: "price",
						"data-testid": `line-amount-${item.id}`,
						children: ["¥", item.pay_price]
					}),
					reduced && /* @__PURE__ */ jsxs("s", {
						className: "muted",
						children: ["¥", item.raw_price]
					}),
					item.goods_manjian_amount !== "0.00" && /* @__PURE__ */ jsxs("span", {
						className: "c1-share",
						children: ["满减 -¥", item.goods_manjian_amount]
					}),
					item.goods_discount_amount !== "0.00" && /* @__PURE__ */ jsxs("span", {
						className: "c1-share",
						children: ["折扣 -¥", item.goods_discount_amount]
					})
				]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "c1-ops",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "c1-link",
					"aria-label": `删除 ${name}`,
					disabled: busy,
					onClick: () => void confirmRemoveCartItems([item.id]),
					children: "删除"
				})
			})
		]
	});
}
function CartStep1({ initial, passed }) {
	const state = useStore($cart);
	const [filter, setFilter] = useState(CART_FILTER_ALL);
	useEffect(() => {
		if (initial) hydrateCart(initial);
	}, [initial]);
	const data = state.status === "ready" && state.data ? state.data : initial;
	const activeFilter = data?.filter_data.find((f) => f.active === 1)?.value ?? 99999;
	useEffect(() => {
		if (data && filter !== activeFilter) loadCart({ filter });
	}, [
		data,
		filter,
		activeFilter
	]);
	if (!passed) return /* @__PURE__ */ jsxs("section", {
		className: "c1 c1-empty",
		children: [/* @__PURE__ */ jsx("h1", { children: "我的购物车" }), /* @__PURE__ */ jsxs("p", {
			role: "status",
			children: ["您的资质尚未审核通过，审核通过后即可采购。", /* @__PURE__ */ jsx("a", {
				href: "/zzzj",
				children: "查看资质审核进度"
			})]
		})]
	});
	if (!data) return /* @__PURE__ */ jsxs("section", {
		className: "c1",
		children: [/* @__PURE__ */ jsx("h1", { children: "我的购物车" }), /* @__PURE__ */ jsx("p", { children: "加载中…" })]
	});
	const busy = new Set(state.busy);
	const byId = new Map([...data.items, ...data.invalid_items].map((i) => [i.id, i]));
	const activities = new Map([...data.activity_data.manjians, ...data.activity_data.discounts].map((a) => [a.id, a]));
	const s = data.summary;
	const validIds = data.items.map((i) => i.id);
	const buyableIds = data.items.filter((i) => !i.warning).map((i) => i.id);
	const selectedIds = data.items.filter((i) => i.is_selected === 1).map((i) => i.id);
	const allSelected = validIds.length > 0 && selectedIds.length === validIds.length;
	const headed = new Set(data.groups.map((g) => g.activity_id).filter((id) => id !== null));
	const otherActivities = data.activity_data.discounts.filter((a) => !headed.has(a.id));
	const empty = data.total === 0;
	return /* @__PURE__ */ jsxs("section", {
		className: "c1",
		"aria-labelledby": "c1-title",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "c1-top",
				children: [/* @__PURE__ */ jsxs("h1", {
					id: "c1-title",
					children: ["我的购物车 ", /* @__PURE__ */ jsxs("span", {
						className: "muted",
						children: [
							"（全部商品 ",
							data.total,
							"）"
						]
					})]
				}), /* @__PURE__ */ jsx("div", {
					className: "c1-filters",
					role: "group",
					"aria-label": "筛选",
					children: data.filter_data.map((f) => /* @__PURE__ */ jsxs("button", {
						type: "button",
						"aria-pressed": f.value === filter,
						onClick: () => setFilter(f.value),
						children: [
							f.name,
							" ",
							f.count
						]
					}, f.value))
				})]
			}),
			empty ? /* @__PURE__ */ jsxs("div", {
				className: "c1-none",
				children: [/* @__PURE__ */ jsx("p", { children: "购物车空空如也~" }), /* @__PURE__ */ jsx("a", {
					className: "btn",
					href: "/",
					children: "去逛逛"
				})]
			}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("div", {
					className: "c1-head",
					"aria-hidden": "true",
					children: [
						/* @__PURE__ */ jsx("span", { children: "选择" }),
						/* @__PURE__ */ jsx("span", { children: "商品信息" }),
						/* @__PURE__ */ jsx("span", { children: "单价" }),
						/* @__PURE__ */ jsx("span", { children: "数量" }),
						/* @__PURE__ */ jsx("span", { children: "小计" }),
						/* @__PURE__ */ jsx("span", { children: "操作" })
					]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "c1-select-all",
					children: [/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("input", {
						type: "checkbox",
						"aria-label": "全选",
						checked: allSelected,
						disabled: validIds.length === 0,
						onChange: (e) => void selectCartItems(validIds, e.target.checked)
					}), " 全选"] }), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "c1-link",
						onClick: () => void (async () => {
							const off = selectedIds.filter((id) => !buyableIds.includes(id));
							if (off.length) await selectCartItems(off, false);
							await selectCartItems(buyableIds, true);
						})(),
						disabled: buyableIds.length === 0,
						children: "全选可购买商品"
					})]
				}),
				data.groups.map((group) => {
					const activity = group.activity_id !== null ? activities.get(group.activity_id) : void 0;
					return /* @__PURE__ */ jsxs("section", {
						className: "c1-group",
						"aria-label": group.title,
						children: [activity ? /* @__PURE__ */ jsx(TierBar, { activity }) : /* @__PURE__ */ jsx("p", {
							className: "c1-group-title",
							children: group.title
						}), /* @__PURE__ */ jsx("ul", {
							className: "c1-lines",
							children: group.item_ids.map((id) => byId.get(id)).filter(Boolean).map((item) => /* @__PURE__ */ jsx(Line, {
								item,
								busy: busy.has(item.id),
								activities
							}, item.id))
						})]
					}, group.key);
				}),
				otherActivities.length > 0 && /* @__PURE__ */ jsx("section", {
					className: "c1-group c1-more",
					"aria-label": "其他促销",
					children: otherActivities.map((a) => /* @__PURE__ */ jsx(TierBar, {
						activity: a,
						compact: true
					}, a.id))
				}),
				data.invalid_items.length > 0 && /* @__PURE__ */ jsxs("section", {
					className: "c1-group c1-invalid",
					"aria-labelledby": "c1-invalid-title",
					children: [/* @__PURE__ */ jsxs("p", {
						className: "c1-group-title",
						children: [/* @__PURE__ */ jsxs("strong", {
							id: "c1-invalid-title",
							children: [
								"失效商品（",
								data.invalid_items.length,
								"）"
							]
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "c1-link",
							onClick: () => void clearInvalidCartItems(),
							children: "清空失效商品"
						})]
					}), /* @__PURE__ */ jsx("ul", {
						className: "c1-lines",
						children: data.invalid_items.map((item) => /* @__PURE__ */ jsx(Line, {
							item,
							busy: busy.has(item.id),
							activities
						}, item.id))
					})]
				})
			] }),
			!empty && /* @__PURE__ */ jsxs("footer", {
				className: "c1-bar",
				"aria-label": "结算信息",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "c1-bar-left",
						children: [
							/* @__PURE__ */ jsxs("label", { children: [/* @__PURE__ */ jsx("input", {
								type: "checkbox",
								"aria-label": "全选（底部）",
								checked: allSelected,
								disabled: validIds.length === 0,
								onChange: (e) => void selectCartItems(validIds, e.target.checked)
							}), " 全选"] }),
							/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "c1-link",
								disabled: selectedIds.length === 0,
								onClick: () => void confirmRemoveCartItems(selectedIds, `确定删除选中的 ${selectedIds.length} 件商品吗?`),
								children: "删除选中商品"
							}),
							/* @__PURE__ */ jsx("span", {
								className: "c1-ship",
								"data-testid": "cart-shipping",
								children: data.shipping_data.text
							})
						]
					}),
					/* @__PURE__ */ jsxs("dl", {
						className: "c1-sum",
						children: [
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "已选商品" }), /* @__PURE__ */ jsxs("dd", { children: [
								/* @__PURE__ */ jsx("strong", {
									"data-testid": "cart-selected-count",
									children: s.selected_count
								}),
								" 种 / ",
								s.selected_number,
								" 件"
							] })] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "商品总额" }), /* @__PURE__ */ jsxs("dd", {
								"data-testid": "cart-goods-amount",
								children: ["¥", s.goods_amount]
							})] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "满减" }), /* @__PURE__ */ jsxs("dd", {
								"data-testid": "cart-manjian-amount",
								children: ["-¥", s.manjian_amount]
							})] }),
							s.discount_amount !== "0.00" && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "折扣" }), /* @__PURE__ */ jsxs("dd", {
								"data-testid": "cart-discount-amount",
								children: ["-¥", s.discount_amount]
							})] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "可用券金额" }), /* @__PURE__ */ jsxs("dd", {
								"data-testid": "cart-coupon-amount",
								children: ["¥", s.coupon_amount]
							})] }),
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "运费" }), /* @__PURE__ */ jsxs("dd", {
								"data-testid": "cart-shipping-fee",
								children: ["¥", s.shipping_fee]
							})] }),
							/* @__PURE__ */ jsxs("div", {
								className: "c1-pay",
								children: [/* @__PURE__ */ jsx("dt", { children: "应付总额" }), /* @__PURE__ */ jsxs("dd", {
									className: "price",
									"data-testid": "cart-payable",
									children: ["¥", s.payable]
								})]
							})
						]
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn c1-go",
						disabled: s.selected_count === 0,
						onClick: () => void checkoutCart(selectedIds),
						children: "去结算"
					})
				]
			})
		]
	});
}
// src/pages/cart_step1.astro
var cart_step1_exports = /* @__PURE__ */ __exportAll({
	default: () => $$CartStep1,
	file: () => $$file,
	url: () => $$url
});
createAstro("https://astro.build");
var $$CartStep1 = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$CartStep1;
	const account = await currentAccount(Astro);
	if (!account) return Astro.redirect(loginPath(Astro.url), 302);
	const actor = actorOf(account);
	const initial = actor.isPassed ? (await getCart(actor)).view : null;
	return renderTemplate`${renderComponent($$result, "BaseLayout", $$BaseLayout, {}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div class="wrap">${renderComponent($$result, "CartStep1", CartStep1, {
		"client:load": true,
		"initial": initial,
		"passed": actor.isPassed,
		"client:component-hydration": "load",
		"client:component-path": "/work/main/src/islands/cart-steps/CartStep1.tsx",
		"client:component-export": "default"
	})}</div>` })}`;
}, "/work/main/src/pages/cart_step1.astro", void 0);
var $$file = "/work/main/src/pages/cart_step1.astro";
var $$url = "/cart_step1";
// \0virtual:astro:page:src/pages/cart_step1@_@astro
var page = () => cart_step1_exports;
export { page };
