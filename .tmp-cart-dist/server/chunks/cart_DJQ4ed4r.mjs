import { t as cartCount } from "./count_R9lJz6SN.mjs";
import { a as shippingRules, i as promotionActivityGoods, k as stores, n as cartItems, r as promotionActivities, t as db } from "./client_BXA_sWCA.mjs";
import { u as viewerOfAccount } from "./session_Bi72R1CB.mjs";
import { n as LoginRequiredError, r as NotFoundError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { t as CODE } from "./envelope_CDfcR2IL.mjs";
import { n as expiredRequired, t as businessScopeOf } from "./service_CIVlqnpk.mjs";
import { u as storesOf } from "./members_DbNEib56.mjs";
import { a as parseGoodsJson, i as goodsJsonSql, n as shanghaiToday, r as fenToYuan, t as goodsView } from "./goods-view_C7Zjbapi.mjs";
import { t as queryRows } from "./rows_CxcUVZVs.mjs";
import { n as visibleGoodsSql } from "./visibility_BQcSbk4D.mjs";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
// src/server/contract/guard.ts
var QUALIFICATION_NOT_PASSED = 10040;
var LICENCE_EXPIRED = 10041;
/**
* For ordering calls (cart add/checkout, order submit): a visitor gets 10001, a member whose
* store has not signed the purchase contract gets 459 (the client shows the message and goes
* to /dzht). Pass the viewer from `viewerOf(context)`.
*/
async function requireSignedContract(viewer) {
	if (viewer.storeId === null) throw new LoginRequiredError();
	const [store] = await (await db()).select({ signedAt: stores.contractSignedAt }).from(stores).where(eq(stores.id, viewer.storeId));
	if (!store?.signedAt) throw new BusinessError(CODE.CONTRACT_UNSIGNED, "请先签署电子采购合同后再下单", 200);
}
/**
* Everything an order needs from the buyer's side: logged in, contract signed (459), qualifications
* approved, and no required licence expired ("an expired required licence blocks ordering").
*/
async function requireCanOrder(viewer, now = /* @__PURE__ */ new Date()) {
	await requireSignedContract(viewer);
	const [store] = await (await db()).select().from(stores).where(eq(stores.id, viewer.storeId));
	if (!store.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, "您的资质证件尚未审核通过，暂不能下单。请在“资质证件”页面查看审核进度", 200);
	const expired = await expiredRequired(store, now);
	if (expired.length) throw new BusinessError(LICENCE_EXPIRED, `您的${expired.join("、")}已过期，过期期间无法下单，请在“资质证件”页面上传新证件`, 200);
}
// src/server/pricing/ladder.ts
/**
* Ladder prices (阶梯价). A tier `{ number, price }` says "from `number` units on, `price` fen".
* Below the first tier the goods' base price applies. `ladder_price_type` picks how tiers apply:
*
* **Type 1 — up-to-quantity bands.** Each tier's price applies only to the units inside its band,
* like tax brackets. Base 100 fen, tiers [{5, 90}, {20, 85}], 25 units:
*   units 1–4   at 100 →  4 × 100 =  400
*   units 5–19  at  90 → 15 ×  90 = 1350
*   units 20–25 at  85 →  6 ×  85 =  510
*   line amount 2260 fen; the unit price shown is the floored average 2260 / 25 = 90.4 → 90.
*
* **Any other type — full-quantity tiers.** The whole quantity pays the price of the highest tier
* reached. Same goods and tiers:
*   4 units  → base 100 → 400;  5 units → 5 × 90 = 450;  19 units → 19 × 90 = 1710;
*   20 units → 20 × 85 = 1700 (cheaper than 19 units: the tier price says so);  25 units → 2125.
*
* Tiers are normalised first: sorted by number, non-positive or non-integer entries dropped, tiers at
* or below one unit fold into the base price, and for equal numbers the lower price wins. Prices
* are integer fen, so line amounts are exact integers and nothing needs rounding here.
*/
var isCount$1 = (n) => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
/** Sorted, valid tiers (see module comment); the base price is returned separately as tier "1". */
function normalizeTiers(basePrice, tiers) {
	let base = basePrice;
	const byNumber = /* @__PURE__ */ new Map();
	for (const t of tiers ?? []) {
		if (!t || !isCount$1(t.number) || !isCount$1(t.price)) continue;
		if (t.number <= 1) {
			base = Math.min(base, t.price);
			continue;
		}
		const had = byNumber.get(t.number);
		byNumber.set(t.number, had === void 0 ? t.price : Math.min(had, t.price));
	}
	const sorted = [...byNumber].sort((a, b) => a[0] - b[0]).map(([number, price]) => ({
		number,
		price
	}));
	return {
		base,
		tiers: sorted
	};
}
/** Price of `quantity` units (a positive integer) under the goods' ladder. */
function ladderPrice(basePrice, ladder, ladderType, quantity) {
	if (!isCount$1(quantity)) return {
		amount: 0,
		unitPrice: basePrice,
		tier: null,
		nextTier: null
	};
	const { base, tiers } = normalizeTiers(basePrice, ladder);
	let reached = null;
	for (const t of tiers) if (t.number <= quantity) reached = t;
	const following = tiers.find((t) => t.number > quantity) ?? null;
	const nextTier = following ? {
		tier: following,
		more: following.number - quantity
	} : null;
	if (ladderType !== 1) {
		const unitPrice = reached ? reached.price : base;
		return {
			amount: unitPrice * quantity,
			unitPrice,
			tier: reached,
			nextTier
		};
	}
	let amount = 0;
	let from = 1;
	let price = base;
	for (const t of tiers) {
		if (t.number > quantity) break;
		amount += (t.number - from) * price;
		from = t.number;
		price = t.price;
	}
	amount += (quantity - from + 1) * price;
	return {
		amount,
		unitPrice: Math.floor(amount / quantity),
		tier: reached,
		nextTier
	};
}
// src/server/pricing/limits.ts
/** Most units one cart line may hold (bad input above it is a 422 at the API boundary). */
var MAX_LINE_NUMBER = 99999;
/** Units per 中包装 (middle pack), at least 1. */
function midPackOf(g) {
	return Number.isSafeInteger(g.midPack) && g.midPack > 1 ? g.midPack : 1;
}
/**
* The stepper's increment: the 中包装 for goods sold only in whole middle packs, else 1 (the same
* rule as the add-to-cart box of the goods pages).
*/
function quantityStep(g) {
	return g.onlyMidPack ? midPackOf(g) : 1;
}
/** Smallest, largest allowed quantity and the stepper step. `max < min` means none can be bought. */
function quantityRange(g) {
	const step = quantityStep(g);
	let max = MAX_LINE_NUMBER;
	if (g.xgNumber > 0) max = Math.min(max, g.xgNumber);
	if (g.isEphedrine && g.ephedrineLimit > 0) max = Math.min(max, g.ephedrineLimit);
	max = Math.min(max, Math.max(0, g.stock));
	max = Math.floor(max / step) * step;
	return {
		min: step,
		max,
		step
	};
}
/** The first thing wrong with `number` for these goods, or null when it may be bought. */
function quantityProblem(g, number) {
	if (!Number.isSafeInteger(number) || number < 1) return {
		kind: "min",
		limit: 1
	};
	if (number > 99999) return {
		kind: "max_number",
		limit: MAX_LINE_NUMBER
	};
	const step = quantityStep(g);
	if (step > 1 && number % step !== 0) return {
		kind: "mid_pack",
		limit: step
	};
	if (g.xgNumber > 0 && number > g.xgNumber) return {
		kind: "xg_number",
		limit: g.xgNumber
	};
	if (g.isEphedrine && g.ephedrineLimit > 0 && number > g.ephedrineLimit) return {
		kind: "ephedrine",
		limit: g.ephedrineLimit
	};
	if (number > g.stock) return {
		kind: "stock",
		limit: Math.max(0, g.stock)
	};
	return null;
}
/** The Chinese message of a quantity problem; `unit` is the goods' packing unit (盒, 瓶…). */
function quantityMessage(problem, unit = "件") {
	switch (problem.kind) {
		case "min": return "购买数量至少为 1";
		case "max_number": return `单个商品购买数量不能超过 ${MAX_LINE_NUMBER}`;
		case "mid_pack": return `该商品按中包装销售，购买数量须为 ${problem.limit} 的整数倍`;
		case "xg_number": return `该商品限购 ${problem.limit}${unit}`;
		case "ephedrine": return `含麻黄碱类复方制剂每单限购 ${problem.limit}${unit}`;
		case "stock": return problem.limit > 0 ? `库存不足，当前库存 ${problem.limit}${unit}` : "该商品已售罄";
	}
}
// src/server/pricing/activities.ts
var isCount = (n) => typeof n === "number" && Number.isSafeInteger(n) && n > 0;
/** Valid tiers in ascending amount; for one amount the better value wins. Discount rates must be 1–99. */
function normalizeActivityTiers(kind, tiers) {
	const best = /* @__PURE__ */ new Map();
	for (const t of tiers ?? []) {
		if (!t || !isCount(t.amount) || !isCount(t.value)) continue;
		if (kind === "discount" && t.value >= 100) continue;
		const had = best.get(t.amount);
		const better = had === void 0 ? t.value : kind === "discount" ? Math.min(had, t.value) : Math.max(had, t.value);
		best.set(t.amount, better);
	}
	return [...best].sort((a, b) => a[0] - b[0]).map(([amount, value]) => ({
		amount,
		value
	}));
}
/**
* Tiers with their status, reached ones first. Within each group the ascending order is kept, so
* the first unreached tier is the next one to aim for.
*/
function tierStatuses(tiers, eligible) {
	const withStatus = tiers.map((t) => ({
		...t,
		status: eligible >= t.amount ? 1 : 0
	}));
	return [...withStatus.filter((t) => t.status === 1), ...withStatus.filter((t) => t.status === 0)];
}
/** What a tier takes off `eligible` fen: 满减 its value (never more than the amount), 满折 the unpaid percent (floored payable). */
function tierReduction(kind, tier, eligible) {
	if (eligible <= 0) return 0;
	if (kind === "manjian") return Math.min(tier.value, eligible);
	if (kind === "discount") return eligible - Math.floor(eligible * tier.value / 100);
	return 0;
}
/**
* The tier that applies: among the reached tiers, the one taking off the most (ties: the higher
* threshold). For usual data (bigger spend, bigger reward) that is simply the highest reached tier.
*/
function bestTier(kind, tiers, eligible) {
	let best = null;
	let bestOff = -1;
	for (const t of tiers) {
		if (eligible < t.amount) continue;
		const off = tierReduction(kind, t, eligible);
		if (off > bestOff || off === bestOff && best !== null && t.amount > best.amount) {
			best = t;
			bestOff = off;
		}
	}
	return best;
}
/** The lowest tier not yet reached, with the fen still missing. */
function nextTier(tiers, eligible) {
	const t = tiers.find((x) => x.amount > eligible);
	return t ? {
		tier: t,
		need: t.amount - eligible
	} : null;
}
/**
* Splits `total` fen over lines in proportion to their weights: floors, then hands the remaining
* fen one each to the largest remainders (earlier lines first on ties). The shares sum to
* min(`amount`, Σ weights) and none exceeds its weight. BigInt keeps amount × weight exact.
*/
function allocate(amount, weights) {
	const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
	const total = Math.min(amount, sum);
	if (total <= 0 || sum <= 0) return weights.map(() => 0);
	const T = BigInt(total);
	const S = BigInt(sum);
	const shares = weights.map((w) => T * BigInt(Math.max(0, w)) / S);
	const remainders = weights.map((w, i) => ({
		i,
		r: T * BigInt(Math.max(0, w)) % S
	}));
	let left = total - shares.reduce((s, x) => s + Number(x), 0);
	remainders.sort((a, b) => a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1);
	const out = shares.map(Number);
	for (const { i } of remainders) {
		if (left <= 0) break;
		if (weights[i] <= 0 || out[i] >= weights[i]) continue;
		out[i] += 1;
		left -= 1;
	}
	return out;
}
/** Whether an activity covers a goods (含麻 goods take part in no promotion). */
function covers(activity, goodsId, isEphedrine) {
	if (isEphedrine) return false;
	return activity.scope === "all" || activity.goodsIds.includes(goodsId);
}
/**
* The one activity of a kind a goods belongs to: a goods-scoped activity before an all-goods one,
* then the lowest id. A line therefore joins at most one 满减 and at most one 满折.
*/
function activityFor(activities, goodsId, isEphedrine) {
	let found = null;
	for (const a of activities) {
		if (!covers(a, goodsId, isEphedrine)) continue;
		if (!found) {
			found = a;
			continue;
		}
		const rank = (x) => x.scope === "goods" ? 0 : 1;
		if (rank(a) < rank(found) || rank(a) === rank(found) && a.id < found.id) found = a;
	}
	return found;
}
/** "再买¥X 可减¥Y" / "再买¥X 可享9.5折" for the next tier (amounts in fen, formatted by `yuan`). */
function nextHintText(kind, next, yuan) {
	if (kind === "discount") return `再买${yuan(next.need)} 可享${rateText(next.tier.value)}`;
	return `再买${yuan(next.need)} 可减${yuan(next.tier.value)}`;
}
/** 95 → "9.5折", 90 → "9折", 94 → "9.4折". */
function rateText(percent) {
	const tenths = percent / 10;
	return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)}折`;
}
/** "满¥399减¥20" / "满¥500享9.5折" for a tier. */
function tierLabel(kind, tier, yuan) {
	if (kind === "discount") return `满${yuan(tier.amount)}享${rateText(tier.value)}`;
	if (kind === "gift") return `买${tier.amount}赠${tier.value}`;
	return `满${yuan(tier.amount)}减${yuan(tier.value)}`;
}
// src/server/pricing/coupon.ts
/** Fen a coupon takes off `eligible` fen (0 when its threshold is not reached or it is malformed). */
function couponReduction(coupon, eligible) {
	if (!coupon || eligible <= 0) return 0;
	if (eligible < Math.max(0, Math.trunc(coupon.threshold) || 0)) return 0;
	if (coupon.kind === "amount") {
		const value = Math.trunc(coupon.value);
		return value > 0 ? Math.min(value, eligible) : 0;
	}
	const rate = Math.trunc(coupon.rate);
	if (!(rate >= 1 && rate <= 99)) return 0;
	const off = eligible - Math.floor(eligible * rate / 100);
	return coupon.maxOff !== void 0 && coupon.maxOff >= 0 ? Math.min(off, Math.trunc(coupon.maxOff)) : off;
}
// src/server/pricing/shipping.ts
function singleItemFree(line) {
	return line.isDpby && line.number >= Math.max(1, line.qgNumber);
}
function shippingFor$1(countedLines, orderAmount, settings) {
	const shippingAmount = Math.max(0, Math.trunc(settings.shippingAmount) || 0);
	const noTransOrderAmount = Math.max(0, Math.trunc(settings.noTransOrderAmount) || 0);
	const base = {
		shippingAmount,
		noTransOrderAmount
	};
	if (countedLines.length === 0) return {
		...base,
		fee: 0,
		free: false,
		freeReason: null,
		need: noTransOrderAmount
	};
	if (countedLines.some(singleItemFree)) return {
		...base,
		fee: 0,
		free: true,
		freeReason: "single_item",
		need: 0
	};
	if (noTransOrderAmount > 0 && orderAmount >= noTransOrderAmount) return {
		...base,
		fee: 0,
		free: true,
		freeReason: "order_amount",
		need: 0
	};
	if (shippingAmount === 0) return {
		...base,
		fee: 0,
		free: true,
		freeReason: "order_amount",
		need: 0
	};
	return {
		...base,
		fee: shippingAmount,
		free: false,
		freeReason: null,
		need: noTransOrderAmount > 0 ? noTransOrderAmount - orderAmount : 0
	};
}
// src/server/pricing/cart.ts
/**
* The pricing engine: cart lines + goods + active activities + shipping settings (+ an optional
* coupon) in, every number of the cart out. Pure and deterministic; the server calls it for the
* cart list, the drawer, the badge total, checkout and (later) the order, so they always agree.
*
* The calculation, in this order (README.md in this folder has the stacking rules with examples):
*  1. Validity. A line whose goods are gone, off sale or not released to the buyer (失效), not
*     buyable (`is_buy` 0 or `xg_number` < 0), sold out (stock 0) or — for a combination — missing a
*     buyable part is *invalid*: forced unselected and never counted.
*  2. Ladder price → unit price and line amount (`raw_price`), see ./ladder.ts.
*  3. Counted lines = selected and valid. Only they make up the selected totals and tier bases.
*  4. 满减: each line joins at most one 满减 activity; its basis is the Σ raw price of its counted
*     lines; the best reached tier applies; the reduction is shared pro rata among those lines
*     (`goods_manjian_amount`, `raw_price_manjian` = raw − share).
*  5. 满折: each line joins at most one discount activity; tier basis again the Σ raw price (so a
*     tier's status never depends on another promotion); the rate applies to what is left after
*     满减, payable floored to the fen at the activity, the reduction shared pro rata.
*  6. Coupon-eligible amount = Σ after-promotion amount of counted lines with `with_coupon` 1; a
*     coupon (if given) takes off at most that amount.
*  7. Shipping on the order amount (after 满减 and 折扣, before the coupon), see ./shipping.ts.
*  8. payable = order amount − coupon + shipping ≥ 0.
*/
/** Why a line cannot be bought, or null. */
function invalidReason(line, g) {
	if (!g || !g.visible) return "not_visible";
	if (line.type === 3 !== (g.type === 3)) return "not_visible";
	if (!g.isBuy || g.xgNumber < 0) return "not_buyable";
	if (g.stock <= 0) return "sold_out";
	if (g.type === 3 && g.partsUnavailable) return "combination_part";
	return null;
}
/** Gifts of a line (买 amount 赠 value of the same goods, per full multiple of the best reached tier). */
function giftOf(activities, g, number) {
	if (!g) return {
		total: 0,
		type: 0
	};
	const activity = activityFor(activities.filter((a) => a.kind === "gift"), g.id, g.isEphedrine);
	if (!activity) return {
		total: 0,
		type: 0
	};
	const tiers = normalizeActivityTiers("gift", activity.tiers);
	let reached = null;
	for (const t of tiers) if (number >= t.amount) reached = t;
	if (!reached) return {
		total: 0,
		type: 1
	};
	return {
		total: Math.floor(number / reached.amount) * reached.value,
		type: 1
	};
}
function applyActivities(kind, activities, lines, goods) {
	const own = activities.filter((a) => a.kind === kind);
	const members = /* @__PURE__ */ new Map();
	for (const line of lines) {
		const g = goods.get(line.goodsId);
		if (!g || line.invalid) continue;
		const a = activityFor(own, line.goodsId, g.isEphedrine);
		if (!a) continue;
		if (kind === "manjian") line.manjianId = a.id;
		else line.discountId = a.id;
		if (!members.has(a.id)) members.set(a.id, []);
		members.get(a.id).push(line);
	}
	const results = [];
	for (const a of own) {
		const all = members.get(a.id) ?? [];
		const counted = all.filter((l) => l.counted);
		const tiers = normalizeActivityTiers(kind, a.tiers);
		const eligible = counted.reduce((s, l) => s + l.rawPrice, 0);
		const applied = bestTier(kind, tiers, eligible);
		const basis = counted.map((l) => kind === "manjian" ? l.rawPrice : l.rawPriceManjian);
		const basisSum = basis.reduce((s, x) => s + x, 0);
		const reduction = applied ? Math.min(tierReduction(kind, applied, basisSum), basisSum) : 0;
		const shares = allocate(reduction, basis);
		counted.forEach((l, i) => {
			if (kind === "manjian") {
				l.manjianAmount = shares[i];
				l.rawPriceManjian = l.rawPrice - shares[i];
				l.payAmount = l.rawPriceManjian;
			} else {
				l.discountAmount = shares[i];
				l.payAmount = l.rawPriceManjian - shares[i];
			}
		});
		results.push({
			id: a.id,
			kind,
			name: a.name,
			eligibleAmount: eligible,
			tiers: tierStatuses(tiers, eligible),
			applied,
			reduction,
			next: nextTier(tiers, eligible),
			lineIds: all.map((l) => l.id)
		});
	}
	return results;
}
function priceCart(input) {
	const { goods, activities } = input;
	const activityById = new Map(activities.map((a) => [a.id, a]));
	const lines = input.lines.map((line) => {
		const g = goods.get(line.goodsId);
		const invalid = invalidReason(line, g);
		const number = Math.max(0, Math.trunc(line.number));
		const price = g ? ladderPrice(g.basePrice, g.ladderPrice, g.ladderPriceType, number) : null;
		const isSelected = line.isSelected && invalid === null;
		const rawPrice = price?.amount ?? 0;
		return {
			id: line.id,
			goodsId: line.goodsId,
			type: line.type,
			number,
			isSelected,
			counted: isSelected && number > 0,
			invalid,
			problem: g && invalid === null ? quantityProblem(g, number) : null,
			unitPrice: price?.unitPrice ?? 0,
			rawPrice,
			tier: price?.tier ?? null,
			nextTier: price?.nextTier ?? null,
			manjianAmount: 0,
			rawPriceManjian: rawPrice,
			discountAmount: 0,
			payAmount: rawPrice,
			withCoupon: true,
			manjianId: null,
			discountId: null,
			gift: giftOf(activities, g, number)
		};
	});
	const manjians = applyActivities("manjian", activities, lines, goods);
	const discounts = applyActivities("discount", activities, lines, goods);
	for (const line of lines) {
		const g = goods.get(line.goodsId);
		const joined = [line.manjianId, line.discountId].map((id) => id === null ? void 0 : activityById.get(id));
		line.withCoupon = !!g && !g.noCoupon && !g.isEphedrine && joined.every((a) => !a || a.withCoupon);
	}
	const counted = lines.filter((l) => l.counted);
	const goodsAmount = counted.reduce((s, l) => s + l.rawPrice, 0);
	const manjianAmount = counted.reduce((s, l) => s + l.manjianAmount, 0);
	const discountAmount = counted.reduce((s, l) => s + l.discountAmount, 0);
	const orderAmount = goodsAmount - manjianAmount - discountAmount;
	const couponAmount = counted.filter((l) => l.withCoupon).reduce((s, l) => s + l.payAmount, 0);
	const couponOff = Math.min(couponReduction(input.coupon, couponAmount), couponAmount, orderAmount);
	const shipping = shippingFor$1(counted.map((l) => ({
		isDpby: goods.get(l.goodsId)?.isDpby ?? false,
		qgNumber: goods.get(l.goodsId)?.qgNumber ?? 0,
		number: l.number
	})), orderAmount, input.shipping);
	return {
		lines,
		manjians,
		discounts,
		shipping,
		totals: {
			count: lines.length,
			selectedCount: counted.length,
			selectedNumber: counted.reduce((s, l) => s + l.number, 0),
			goodsAmount,
			manjianAmount,
			discountAmount,
			orderAmount,
			couponAmount,
			couponReduction: couponOff,
			shippingFee: shipping.fee,
			payable: Math.max(0, orderAmount - couponOff) + shipping.fee
		}
	};
}
// src/server/promotions/activities.ts
/**
* Promotions as the pricing engine needs them: the enabled activities running now that concern a
* set of goods (all-goods ones, and goods-scoped ones listing any of them, with their goods lists
* cut down to that set), and the shipping rule for a province.
*/
/** When no rule exists at all (an empty database): ¥15, free from ¥800. */
var FALLBACK_SHIPPING = {
	shippingAmount: 1500,
	noTransOrderAmount: 8e4
};
async function activitiesFor(goodsIds, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const ids = [...new Set(goodsIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
	const running = and(eq(promotionActivities.isEnabled, true), lte(promotionActivities.startsAt, now), gt(promotionActivities.endsAt, now));
	const links = ids.length ? await conn.select({
		activityId: promotionActivityGoods.activityId,
		goodsId: promotionActivityGoods.goodsId
	}).from(promotionActivityGoods).where(inArray(promotionActivityGoods.goodsId, ids)) : [];
	const linked = [...new Set(links.map((l) => l.activityId))];
	const scopeFilter = linked.length ? or(eq(promotionActivities.scope, "all"), inArray(promotionActivities.id, linked)) : eq(promotionActivities.scope, "all");
	return (await conn.select().from(promotionActivities).where(and(running, scopeFilter)).orderBy(promotionActivities.id)).map((r) => ({
		id: r.id,
		kind: r.kind,
		name: r.name,
		scope: r.scope,
		goodsIds: r.scope === "goods" ? links.filter((l) => l.activityId === r.id).map((l) => l.goodsId) : [],
		tiers: Array.isArray(r.tiers) ? r.tiers : [],
		withCoupon: r.withCoupon
	}));
}
/** The shipping rule of a province, else the default rule (province ''), else {@link FALLBACK_SHIPPING}. */
async function shippingFor(province) {
	const row = (await (await db()).select().from(shippingRules).where(inArray(shippingRules.province, province ? ["", province] : [""])).orderBy(sql`${shippingRules.province} = '' `))[0];
	return row ? {
		shippingAmount: row.shippingAmount,
		noTransOrderAmount: row.noTransOrderAmount
	} : FALLBACK_SHIPPING;
}
// src/server/cart/load.ts
/**
* Reads a store's cart with everything pricing and display need, in four queries whatever the
* size of the cart: the lines joined with their goods (as the catalogue's JSON, plus whether this
* buyer may see them), the parts of combination goods, the running activities of those goods and
* the shipping rule of the store's province.
*/
/** Tags whose goods sell at a special price and take no coupon (秒杀, 特价). */
var NO_COUPON_TAGS = /* @__PURE__ */ new Set(["秒", "特"]);
/** A goods row as the pricing engine sees it. */
function toPricingGoods(g, visible, parts = []) {
	let stock = g.stock;
	let partsUnavailable = false;
	if (g.type === 3) {
		if (parts.length === 0) partsUnavailable = true;
		for (const p of parts) {
			if (!(p.visible && p.goods.isBuy && p.goods.xgNumber >= 0 && p.goods.stock >= p.number)) partsUnavailable = true;
			stock = Math.min(stock, Math.floor(Math.max(0, p.goods.stock) / p.number));
		}
	}
	return {
		id: g.id,
		type: g.type,
		basePrice: g.basePrice,
		ladderPrice: g.ladderPrice ?? [],
		ladderPriceType: g.ladderPriceType,
		isBuy: g.isBuy,
		stock,
		xgNumber: g.xgNumber,
		isDpby: g.isDpby,
		qgNumber: g.qgNumber,
		midPack: g.midPack,
		onlyMidPack: g.onlyMidPack,
		visible,
		partsUnavailable,
		isEphedrine: g.isEphedrine,
		ephedrineLimit: g.ephedrineLimit ?? 0,
		noCoupon: g.tags.some((t) => NO_COUPON_TAGS.has(t.name))
	};
}
/** Goods rows by id with the viewer's visibility (no hiding: the cart shows invisible goods as 失效). */
async function goodsWithVisibility(ids, viewer) {
	const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647);
	if (wanted.length === 0) return /* @__PURE__ */ new Map();
	const rows = await queryRows(await db(), sql`select ${goodsJsonSql("g")} as j, ${visibleGoodsSql(viewer)} as visible
    from goods g where g.id in (${sql.join(wanted.map((id) => sql`${id}`), sql`, `)})`);
	return new Map(rows.map((r) => {
		const goods = parseGoodsJson(r.j);
		return [goods.id, {
			goods,
			visible: r.visible === true || r.visible === "t"
		}];
	}));
}
/** Parts of combination goods, keyed by the combination's id. */
async function comboParts(comboIds, viewer) {
	const out = /* @__PURE__ */ new Map();
	if (comboIds.length === 0) return out;
	const rows = await queryRows(await db(), sql`
    select ci.combo_id, ci.number, ${goodsJsonSql("g")} as j, ${visibleGoodsSql(viewer)} as visible
    from goods_combination_items ci join goods g on g.id = ci.goods_id
    where ci.combo_id in (${sql.join(comboIds.map((id) => sql`${id}`), sql`, `)})
    order by ci.combo_id, ci.goods_id`);
	for (const r of rows) {
		const list = out.get(Number(r.combo_id)) ?? [];
		list.push({
			goods: parseGoodsJson(r.j),
			number: Number(r.number),
			visible: r.visible === true
		});
		out.set(Number(r.combo_id), list);
	}
	return out;
}
/** Loads and prices the cart of `storeId` as `viewer` sees it. */
/** `extraGoodsIds`: goods not in the cart whose activities should be priced too (hints on a product page). */
async function loadCart(storeId, viewer, province, now = /* @__PURE__ */ new Date(), extraGoodsIds = []) {
	const conn = await db();
	const raw = await queryRows(conn, sql`
    select c.id, c.goods_id, c.type, c.number, c.ck_id, c.is_selected, c.created_at, ${goodsJsonSql("g")} as j, ${visibleGoodsSql(viewer)} as visible
    from cart_items c join goods g on g.id = c.goods_id
    where c.store_id = ${storeId}
    order by c.id desc`);
	const rows = [];
	const goods = /* @__PURE__ */ new Map();
	const visible = /* @__PURE__ */ new Map();
	for (const r of raw) {
		const g = parseGoodsJson(r.j);
		goods.set(g.id, g);
		visible.set(g.id, r.visible === true);
		rows.push({
			id: Number(r.id),
			goodsId: Number(r.goods_id),
			type: Number(r.type),
			number: Number(r.number),
			ckId: Number(r.ck_id),
			isSelected: r.is_selected === true,
			createdAt: new Date(r.created_at).toISOString()
		});
	}
	const comboIds = [...goods.values()].filter((g) => g.type === 3).map((g) => g.id);
	const [parts, activities, shipping] = await Promise.all([
		comboParts(comboIds, viewer),
		activitiesFor([...goods.keys(), ...extraGoodsIds], now),
		shippingFor(province)
	]);
	const pricingGoods = new Map([...goods.values()].map((g) => [g.id, toPricingGoods(g, visible.get(g.id) ?? false, parts.get(g.id))]));
	return {
		rows,
		goods,
		pricingGoods,
		parts,
		activities,
		shipping,
		pricing: priceCart({
			lines: rows.map((r) => ({
				id: r.id,
				goodsId: r.goodsId,
				type: r.type,
				number: r.number,
				isSelected: r.isSelected
			})),
			goods: pricingGoods,
			activities,
			shipping
		})
	};
}
// src/server/cart/schemas.ts
/**
* Input of the cart API (zod, Chinese messages). Bodies arrive as JSON or form-encoded with qs
* brackets, so every number may come as a string: only plain decimal digits are accepted (no
* "1e3", "0x10", blanks or fractions where an integer is wanted). Bad quantities are 422s.
*/
var DIGITS = /^-?\d+$/;
var DECIMAL = /^-?\d+(\.\d+)?$/;
/** A form or JSON value as a number when it is written as one; anything else stays as it is (and fails). */
function numeric(pattern) {
	return (value) => {
		if (typeof value === "string") {
			const t = value.trim();
			return pattern.test(t) ? Number(t) : value;
		}
		return value;
	};
}
/** Cart quantity: an integer 1 … 99 999 (spec section 5: "cart quantity is an integer"). */
var quantity = z.preprocess(numeric(DECIMAL), z.number({ error: "购买数量必须是数字" }).refine((n) => Number.isFinite(n), "购买数量必须是数字").refine((n) => Number.isInteger(n), "购买数量必须是整数").refine((n) => n >= 1, "购买数量至少为 1").refine((n) => n <= MAX_LINE_NUMBER, `购买数量不能超过 ${MAX_LINE_NUMBER}`));
/** A positive database id. */
var idField = (label) => z.preprocess(numeric(DIGITS), z.number({ error: `${label}不正确` }).int(`${label}不正确`).min(1, `${label}不正确`).max(2147483647, `${label}不正确`));
/** A list of ids: `ids[]=1&ids[]=2`, `ids=1,2`, a single id, or a JSON array. */
var idList = (label, max = 1e3) => z.preprocess((value) => {
	if (typeof value === "string") return value.split(",").map((s) => s.trim()).filter(Boolean);
	if (typeof value === "number") return [value];
	if (value && typeof value === "object" && !Array.isArray(value)) return Object.values(value);
	return value;
}, z.array(idField(label), { error: `请选择${label}` }).min(1, `请选择${label}`).max(max, `一次最多处理 ${max} 个${label}`));
/** The price the client showed (yuan, up to 2 decimals): only used to tell the buyer it changed. */
var shownPrice = z.preprocess((value) => value === "" || value === null ? void 0 : numeric(DECIMAL)(value), z.number({ error: "价格格式不正确" }).min(0, "价格格式不正确").max(1e8, "价格格式不正确").refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "价格格式不正确").optional());
var lineType = z.preprocess(numeric(DIGITS), z.union([z.literal(1), z.literal(3)], { error: "商品类型不正确" }).optional());
var addLine = z.object({
	goods_id: idField("商品"),
	number: quantity,
	price: shownPrice,
	ck_id: z.preprocess(numeric(DIGITS), z.number({ error: "仓库不正确" }).int("仓库不正确").min(0, "仓库不正确").max(2147483647, "仓库不正确").default(0)),
	type: lineType
});
/**
* The add body: an array of lines — as the whole JSON body, or under `goods` / `lines` / `data`
* (form: `goods[0][goods_id]=…`) — or one line given flat.
*/
function addBody(body) {
	if (Array.isArray(body)) return { lines: body };
	if (body && typeof body === "object") {
		const b = body;
		const list = b.goods ?? b.lines ?? b.data;
		if (list !== void 0) return { lines: Array.isArray(list) ? list : typeof list === "object" && list ? Object.values(list) : list };
		if ("goods_id" in b) return { lines: [b] };
	}
	return { lines: void 0 };
}
var addInput = z.object({ lines: z.array(addLine, { error: "请选择要加入购物车的商品" }).min(1, "请选择要加入购物车的商品").max(100, `一次最多加入 100 种商品`) });
var editInput = z.object({ number: quantity });
var selectInput = z.object({
	ids: idList("商品"),
	is_selected: z.preprocess((v) => v === true || v === "true" ? 1 : v === false || v === "false" ? 0 : numeric(DIGITS)(v), z.union([z.literal(0), z.literal(1)], { error: "选择状态不正确" }))
});
var idsInput = z.object({ ids: idList("商品") });
var copyInput = z.object({
	ids: idList("商品"),
	other_user_ids: idList("门店", 50)
});
var quickAddInput = z.object({
	number: quantity.optional(),
	price: shownPrice,
	ck_id: addLine.shape.ck_id
});
/** List filters: `filter` 99999 = all (the spec's default). */
var FILTER_ALL = 99999;
var listQuery = z.object({ filter: z.preprocess((v) => v === void 0 || v === "" ? FILTER_ALL : numeric(DIGITS)(v), z.number({ error: "筛选条件不正确" }).int("筛选条件不正确")) });
var hintQuery = z.object({
	goods_id: idField("商品").optional(),
	activity_id: idField("活动").optional()
});
// src/server/cart/view.ts
/**
* The cart as the API sends it (spec section 3: cart item, goods in a cart item, shipping_data,
* activity_data, filter_data). Money leaves as yuan strings with two decimals ("12.50"); the
* islands show these and never compute amounts themselves, so the page always shows the server's
* numbers.
*/
/** "¥12.50" → "¥12.5"? No: hints keep two decimals but drop a ".00" (再买¥20 可减¥5). */
function yuanShort(fen) {
	const s = fenToYuan(fen);
	return `¥${s.endsWith(".00") ? s.slice(0, -3) : s}`;
}
var INVALID_TEXT = {
	not_visible: "已下架",
	not_buyable: "暂不可购买",
	sold_out: "已售罄",
	combination_part: "组合内商品已失效"
};
/** Filters of the cart list (`filter` query; 99999 all). */
var FILTERS = [
	{
		value: FILTER_ALL,
		name: "全部商品"
	},
	{
		value: 1,
		name: "满减商品"
	},
	{
		value: 2,
		name: "满折商品"
	},
	{
		value: 3,
		name: "失效商品"
	},
	{
		value: 4,
		name: "单品包邮"
	}
];
function matchesFilter(filter, line, g) {
	switch (filter) {
		case 1: return line.manjianId !== null;
		case 2: return line.discountId !== null;
		case 3: return line.invalid !== null;
		case 4: return !!g?.isDpby;
		default: return true;
	}
}
function ladderHint(line, g) {
	const next = line.nextTier;
	if (!next) return null;
	const price = yuanShort(next.tier.price);
	return g.ladderPriceType === 1 ? `再买${next.more}${g.unit}，第${next.tier.number}${g.unit}起单价${price}` : `再买${next.more}${g.unit}，全部按${price}/${g.unit}计价`;
}
var rowIndex = /* @__PURE__ */ new WeakMap();
function itemView(loaded, line, viewer, today) {
	let rows = rowIndex.get(loaded);
	if (!rows) rowIndex.set(loaded, rows = new Map(loaded.rows.map((r) => [r.id, r])));
	const row = rows.get(line.id);
	const g = loaded.goods.get(line.goodsId);
	const pg = loaded.pricingGoods.get(line.goodsId);
	const range = quantityRange(pg);
	const parts = g.type === 3 ? loaded.parts.get(g.id) ?? [] : [];
	return {
		id: line.id,
		goods_id: line.goodsId,
		number: line.number,
		price: fenToYuan(line.unitPrice),
		type: line.type,
		goods_type: line.type,
		is_selected: line.isSelected ? 1 : 0,
		with_coupon: line.withCoupon ? 1 : 0,
		goods_manjian_amount: fenToYuan(line.manjianAmount),
		goods_discount_amount: fenToYuan(line.discountAmount),
		gift_data: line.gift,
		raw_price: fenToYuan(line.rawPrice),
		raw_price_manjian: fenToYuan(line.rawPriceManjian),
		pay_price: fenToYuan(line.payAmount),
		ck_id: row.ckId,
		invalid: line.invalid ? 1 : 0,
		invalid_text: line.invalid ? INVALID_TEXT[line.invalid] : null,
		warning: line.problem ? quantityMessage(line.problem, g.unit) : null,
		step: range.step,
		min: range.min,
		max: Math.max(range.max, 0),
		ladder: {
			tier: line.tier ? {
				number: line.tier.number,
				price: fenToYuan(line.tier.price)
			} : null,
			hint: ladderHint(line, g)
		},
		manjian_id: line.manjianId,
		discount_id: line.discountId,
		created_at: row.createdAt,
		goods: {
			...goodsView(g, viewer, today),
			stock_for_cart: pg.stock,
			combination: parts.map((p) => ({
				number: p.number,
				goods: goodsView(p.goods, viewer, today)
			}))
		}
	};
}
function activityView(a, withCoupon) {
	const value = (v) => a.kind === "discount" ? v : fenToYuan(v);
	return {
		id: a.id,
		kind: a.kind,
		name: a.name,
		eligible_amount: fenToYuan(a.eligibleAmount),
		tiers: a.tiers.map((t) => ({
			amount: fenToYuan(t.amount),
			value: value(t.value),
			status: t.status,
			label: tierLabel(a.kind, t, yuanShort)
		})),
		applied: a.applied ? tierLabel(a.kind, a.applied, yuanShort) : null,
		reduction: fenToYuan(a.reduction),
		next: a.next ? {
			amount: fenToYuan(a.next.tier.amount),
			need: fenToYuan(a.next.need),
			value: value(a.next.tier.value),
			text: nextHintText(a.kind, a.next, yuanShort)
		} : null,
		/** Summary line: what is reached and what comes next. */
		hint: a.applied ? `已满足${tierLabel(a.kind, a.applied, yuanShort)}${a.kind === "discount" ? "" : `，已减${yuanShort(a.reduction)}`}${a.next ? `，${nextHintText(a.kind, a.next, yuanShort)}` : ""}` : a.next ? nextHintText(a.kind, a.next, yuanShort) : "",
		rate_text: a.applied && a.kind === "discount" ? rateText(a.applied.value) : null,
		item_ids: a.lineIds,
		with_coupon: withCoupon ? 1 : 0
	};
}
/** The whole cart (GET /api/cart/list and every mutation's answer). */
function cartView(loaded, viewer, filter = FILTER_ALL, today = shanghaiToday()) {
	const { pricing } = loaded;
	const withCoupon = new Map(loaded.activities.map((a) => [a.id, a.withCoupon]));
	const valid = pricing.lines.filter((l) => !l.invalid);
	const invalid = pricing.lines.filter((l) => l.invalid);
	const shown = (l) => matchesFilter(filter, l, loaded.goods.get(l.goodsId));
	const items = valid.filter(shown).map((l) => itemView(loaded, l, viewer, today));
	const invalidItems = (filter === 99999 || filter === 3 ? invalid : []).map((l) => itemView(loaded, l, viewer, today));
	const shownIds = new Set(items.map((i) => i.id));
	const groups = [];
	const placed = /* @__PURE__ */ new Set();
	for (const a of pricing.manjians) {
		const ids = valid.filter((l) => l.manjianId === a.id && shownIds.has(l.id)).map((l) => l.id);
		if (ids.length) groups.push({
			key: `manjian-${a.id}`,
			kind: "manjian",
			activity_id: a.id,
			title: a.name,
			item_ids: ids
		});
		ids.forEach((id) => placed.add(id));
	}
	for (const a of pricing.discounts) {
		const ids = valid.filter((l) => l.discountId === a.id && !placed.has(l.id) && shownIds.has(l.id)).map((l) => l.id);
		if (ids.length) groups.push({
			key: `discount-${a.id}`,
			kind: "discount",
			activity_id: a.id,
			title: a.name,
			item_ids: ids
		});
		ids.forEach((id) => placed.add(id));
	}
	const rest = items.filter((i) => !placed.has(i.id)).map((i) => i.id);
	if (rest.length) groups.push({
		key: "none",
		kind: "none",
		activity_id: null,
		title: "其他商品",
		item_ids: rest
	});
	const t = pricing.totals;
	const s = pricing.shipping;
	const relevant = (a) => a.lineIds.length > 0;
	return {
		total: t.count,
		items,
		invalid_items: invalidItems,
		groups,
		activity_data: {
			manjians: pricing.manjians.filter(relevant).map((a) => activityView(a, withCoupon.get(a.id) ?? true)),
			discounts: pricing.discounts.filter(relevant).map((a) => activityView(a, withCoupon.get(a.id) ?? true))
		},
		shipping_data: {
			shipping_amount: fenToYuan(s.shippingAmount),
			no_trans_order_amount: fenToYuan(s.noTransOrderAmount),
			shipping_fee: fenToYuan(s.fee),
			is_free: s.free ? 1 : 0,
			free_reason: s.freeReason,
			need: fenToYuan(s.need),
			text: s.free ? s.freeReason === "single_item" ? "已满足单品包邮" : "已满足包邮条件" : t.selectedCount === 0 ? `满${yuanShort(s.noTransOrderAmount)}包邮` : s.noTransOrderAmount > 0 ? `运费${yuanShort(s.fee)}，再买${yuanShort(s.need)}可包邮` : `运费${yuanShort(s.fee)}`
		},
		filter_data: FILTERS.map((f) => ({
			value: f.value,
			name: f.name,
			count: pricing.lines.filter((l) => matchesFilter(f.value, l, loaded.goods.get(l.goodsId))).length,
			active: f.value === filter ? 1 : 0
		})),
		summary: {
			count: t.count,
			invalid_count: invalid.length,
			selected_count: t.selectedCount,
			selected_number: t.selectedNumber,
			/** 1 when every buyable line is selected (select-all checkbox state). */
			all_selected: valid.length > 0 && valid.every((l) => l.isSelected) ? 1 : 0,
			goods_amount: fenToYuan(t.goodsAmount),
			manjian_amount: fenToYuan(t.manjianAmount),
			discount_amount: fenToYuan(t.discountAmount),
			promotion_amount: fenToYuan(t.manjianAmount + t.discountAmount),
			order_amount: fenToYuan(t.orderAmount),
			coupon_amount: fenToYuan(t.couponAmount),
			shipping_fee: fenToYuan(t.shippingFee),
			payable: fenToYuan(t.payable),
			/** Lines that checkout would refuse (quantity above limit or stock). */
			problem_ids: pricing.lines.filter((l) => l.counted && l.problem).map((l) => l.id)
		}
	};
}
// src/server/cart/errors.ts
/** The goods do not exist, are off sale, not released to this buyer, not buyable or sold out. */
var CART_GOODS_UNAVAILABLE = 20001;
/** The quantity is above the purchase limit, the 含麻 limit or the stock, or off the 中包装 multiple. */
var CART_QUANTITY_LIMIT = 20002;
/** Checkout without a buyable selected line. */
var CART_NOTHING_SELECTED = 20003;
/** The cart already holds the most lines it may. */
var CART_FULL = 20004;
/** A selected line cannot be ordered by this buyer (business scope). */
var CART_SCOPE = 20005;
// src/server/cart/service.ts
/**
* The cart of the active store: add, list, edit, delete, select, checkout, copy, quick add, hints.
* Every answer is recomputed by the pricing engine from the database; prices sent by clients are
* only compared to tell the buyer a price changed. Adds merge in one statement per line
* (INSERT … ON CONFLICT (store, goods, type) DO UPDATE number = number + excluded.number, guarded
* by the line's maximum), so concurrent adds of the same goods end in one line with the sum.
*/
function actorOf(account) {
	return {
		storeId: account.store.id,
		memberId: account.member.id,
		viewer: viewerOfAccount(account),
		province: account.store.province,
		isPassed: account.store.isPassed
	};
}
var NOT_PASSED_MSG = "您的资质尚未审核通过，暂不能采购。审核通过后即可加入购物车";
function requirePassed(actor) {
	if (!actor.isPassed) throw new BusinessError(QUALIFICATION_NOT_PASSED, NOT_PASSED_MSG);
}
var named = (g) => `「${g.name}」`;
/** The priced cart; unbuyable lines found selected are written back unselected (spec: forced when the cart loads). */
async function getCart(actor, filter = FILTER_ALL, extraGoodsIds = []) {
	const loaded = await loadCart(actor.storeId, actor.viewer, actor.province, /* @__PURE__ */ new Date(), extraGoodsIds);
	const forced = loaded.pricing.lines.filter((l) => l.invalid && loaded.rows.find((r) => r.id === l.id)?.isSelected).map((l) => l.id);
	if (forced.length) await (await db()).update(cartItems).set({ isSelected: false }).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, forced)));
	return {
		view: cartView(loaded, actor.viewer, filter),
		loaded
	};
}
async function cartList(actor, filter = FILTER_ALL) {
	requirePassed(actor);
	return (await getCart(actor, filter)).view;
}
/** Goods as pricing sees them for `viewer`, with combination parts. */
async function pricingGoodsFor(ids, viewer) {
	const found = await goodsWithVisibility(ids, viewer);
	const parts = await comboParts([...found.values()].filter((f) => f.goods.type === 3).map((f) => f.goods.id), viewer);
	return new Map([...found].map(([id, f]) => [id, {
		goods: f.goods,
		pg: toPricingGoods(f.goods, f.visible, parts.get(id))
	}]));
}
/** Refuses goods that cannot go into a cart (unknown, hidden, not buyable, sold out, broken combination). */
function assertBuyable(goodsId, type, found) {
	if (!found || !found.pg.visible) throw new BusinessError(CART_GOODS_UNAVAILABLE, `商品不存在或已下架（编号 ${goodsId}）`);
	const reason = invalidReason({ type }, found.pg);
	if (reason === "not_visible") throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}商品类型不正确`);
	if (reason) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(found.goods)}${INVALID_TEXT[reason]}，不能加入购物车`);
}
/**
* Adds `number` to the (store, goods, type) line, creating it if needed, in one statement that only
* updates while the sum stays ≤ `max`. Returns the line, or null when the sum would pass `max`.
*/
async function upsertLine(conn, storeId, goodsId, type, number, ckId, max) {
	const [row] = await conn.insert(cartItems).values({
		storeId,
		goodsId,
		type,
		number,
		ckId,
		isSelected: true
	}).onConflictDoUpdate({
		target: [
			cartItems.storeId,
			cartItems.goodsId,
			cartItems.type
		],
		set: {
			number: sql`${cartItems.number} + excluded.number`,
			ckId: sql`excluded.ck_id`,
			isSelected: true,
			updatedAt: sql`now()`
		},
		setWhere: sql`${cartItems.number} + excluded.number <= ${max}`
	}).returning({
		id: cartItems.id,
		number: cartItems.number
	});
	return row ?? null;
}
/**
* Adds lines (spec: `{goods_id, price, number, ck_id, type?}`): all or nothing. Unknown or
* unbuyable goods and quantities beyond a limit are refused with a business error naming the goods
* and the limit; the cart is then unchanged.
*/
async function addLines(actor, input) {
	requirePassed(actor);
	await requireSignedContract(actor.viewer);
	const found = await pricingGoodsFor(input.map((l) => l.goods_id), actor.viewer);
	const merged = /* @__PURE__ */ new Map();
	for (const l of input) {
		const f = found.get(l.goods_id);
		const type = l.type ?? (f?.goods.type === 3 ? 3 : 1);
		const key = `${l.goods_id}:${type}`;
		const had = merged.get(key);
		merged.set(key, {
			...l,
			type,
			number: (had?.number ?? 0) + l.number
		});
	}
	const plan = [...merged.values()].sort((a, b) => a.goods_id - b.goods_id || a.type - b.type).map((l) => {
		const f = found.get(l.goods_id);
		assertBuyable(l.goods_id, l.type, f);
		const { goods, pg } = f;
		const problem = quantityProblem(pg, l.number);
		if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(goods)}${quantityMessage(problem, goods.unit)}`);
		return {
			line: l,
			goods,
			pg,
			max: quantityRange(pg).max
		};
	});
	const conn = await db();
	const existing = await conn.select({
		goodsId: cartItems.goodsId,
		type: cartItems.type
	}).from(cartItems).where(eq(cartItems.storeId, actor.storeId));
	const have = new Set(existing.map((e) => `${e.goodsId}:${e.type}`));
	const fresh = plan.filter((p) => !have.has(`${p.line.goods_id}:${p.line.type}`)).length;
	if (existing.length + fresh > 500) throw new BusinessError(CART_FULL, `购物车最多可放 500 种商品，请先结算或清理购物车`);
	const run = async (c) => {
		const out = [];
		for (const p of plan) {
			const row = await upsertLine(c, actor.storeId, p.line.goods_id, p.line.type, p.line.number, p.line.ck_id, p.max);
			if (!row) {
				const had = await currentNumberIn(c, actor.storeId, p.line.goods_id, p.line.type);
				const problem = quantityProblem(p.pg, had + p.line.number) ?? {
					kind: "max_number",
					limit: p.max
				};
				throw new BusinessError(CART_QUANTITY_LIMIT, `${named(p.goods)}${quantityMessage(problem, p.goods.unit)}，购物车中已有 ${had}${p.goods.unit}`);
			}
			out.push({
				id: row.id,
				goods_id: p.line.goods_id,
				type: p.line.type,
				number: row.number
			});
		}
		return out;
	};
	const items = plan.length === 1 ? await run(conn) : await conn.transaction((tx) => run(tx));
	const changed = [];
	for (const p of plan) {
		if (p.line.price === void 0) continue;
		const sent = Math.round(p.line.price * 100);
		const item = items.find((i) => i.goods_id === p.line.goods_id && i.type === p.line.type);
		const candidates = /* @__PURE__ */ new Set([p.pg.basePrice, ...[p.line.number, item.number].map((n) => ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, n).unitPrice)]);
		for (const t of p.pg.ladderPrice) candidates.add(t.price);
		if (!candidates.has(sent)) {
			const now = ladderPrice(p.pg.basePrice, p.pg.ladderPrice, p.pg.ladderPriceType, item.number).unitPrice;
			changed.push({
				goods_id: p.line.goods_id,
				name: p.goods.name,
				price: fenToYuan(now),
				sent: fenToYuan(sent)
			});
		}
	}
	const total = await cartCount(actor.storeId);
	return {
		msg: changed.length ? `已加入购物车，但${changed.map((c) => `「${c.name}」价格已变动，当前价格¥${c.price}`).join("；")}` : "加入购物车成功",
		notice: changed.length ? "warning" : "success",
		data: {
			total,
			items,
			price_changed: changed
		}
	};
}
async function currentNumberIn(c, storeId, goodsId, type) {
	const [row] = await c.select({ number: cartItems.number }).from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.goodsId, goodsId), eq(cartItems.type, type)));
	return row?.number ?? 0;
}
/** POST api/cart/quick_add/{id}: one goods, quantity given or its smallest allowed (1 or a 中包装). */
async function quickAdd(actor, goodsId, input) {
	requirePassed(actor);
	let number = input.number;
	if (number === void 0) {
		const f = (await pricingGoodsFor([goodsId], actor.viewer)).get(goodsId);
		number = f ? quantityRange(f.pg).min : 1;
	}
	return addLines(actor, [{
		goods_id: goodsId,
		number,
		price: input.price,
		ck_id: input.ck_id,
		type: void 0
	}]);
}
/** Makes sure every id is a line of this store's cart; another store's (or member's) line is a 404. */
async function assertOwned(actor, ids) {
	const unique = [...new Set(ids)];
	if ((await (await db()).select({ id: cartItems.id }).from(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, unique)))).length !== unique.length) throw new NotFoundError("购物车中没有这件商品");
}
/** POST api/cart/{id}/edit {number}: sets a line's quantity within the goods' limits. */
async function editLine(actor, id, number) {
	requirePassed(actor);
	const conn = await db();
	const [line] = await conn.select({
		goodsId: cartItems.goodsId,
		type: cartItems.type
	}).from(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId)));
	if (!line) throw new NotFoundError("购物车中没有这件商品");
	const f = (await pricingGoodsFor([line.goodsId], actor.viewer)).get(line.goodsId);
	if (!f || invalidReason(line, f.pg)) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${f ? named(f.goods) : "该商品"}已失效，不能修改数量`);
	const problem = quantityProblem(f.pg, number);
	if (problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(f.goods)}${quantityMessage(problem, f.goods.unit)}`);
	if ((await conn.update(cartItems).set({
		number,
		updatedAt: /* @__PURE__ */ new Date()
	}).where(and(eq(cartItems.id, id), eq(cartItems.storeId, actor.storeId))).returning({ id: cartItems.id })).length === 0) throw new NotFoundError("购物车中没有这件商品");
	return (await getCart(actor)).view;
}
/** POST api/cart/batch_delete {ids}: all of them or none (a foreign id is a 404). */
async function deleteLines(actor, ids) {
	await assertOwned(actor, ids);
	await (await db()).delete(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
	if (!actor.isPassed) return { total: await cartCount(actor.storeId) };
	return (await getCart(actor)).view;
}
/** POST /api/cart/batch_select {ids, is_selected}: unbuyable lines stay unselected. */
async function selectLines(actor, ids, selected) {
	requirePassed(actor);
	await assertOwned(actor, ids);
	await (await db()).update(cartItems).set({ isSelected: selected }).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
	return (await getCart(actor)).view;
}
/** Business scope (经营范围) a goods needs: herbal pieces, Rx / OTC drugs, class III devices. */
function scopeNeeded(g) {
	if (g.kind === "herbal") return "中药饮片";
	if (g.kind === "medicine" && g.rxClass === "Rx") return "处方药";
	if (g.kind === "medicine" && (g.rxClass === "OTC甲" || g.rxClass === "OTC乙")) return "非处方药";
	if (g.kind === "device" && g.deviceClass === 3) return "医疗器械";
	return null;
}
/**
* POST /api/cart/checkout {ids}: the selection becomes exactly `ids`, then every selected line must
* be buyable within its limits and the buyer's business scope; the order steps take over from
* /cart_step2 (the ids are also kept in the session by the endpoint).
*/
async function checkout(actor, ids) {
	await requireCanOrder(actor.viewer);
	await assertOwned(actor, ids);
	const unique = [...new Set(ids)];
	await (await db()).update(cartItems).set({ isSelected: sql`${cartItems.id} in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)})` }).where(eq(cartItems.storeId, actor.storeId));
	const { view, loaded } = await getCart(actor);
	const chosen = loaded.pricing.lines.filter((l) => unique.includes(l.id));
	for (const l of chosen) {
		const g = loaded.goods.get(l.goodsId);
		if (l.invalid) throw new BusinessError(CART_GOODS_UNAVAILABLE, `${named(g)}${INVALID_TEXT[l.invalid]}，请删除后再结算`);
		if (l.problem) throw new BusinessError(CART_QUANTITY_LIMIT, `${named(g)}${quantityMessage(l.problem, g.unit)}，请修改数量后再结算`);
	}
	const counted = chosen.filter((l) => l.counted);
	if (counted.length === 0) throw new BusinessError(CART_NOTHING_SELECTED, "请选择要结算的商品");
	const scopes = new Set(await businessScopeOf(actor.storeId));
	for (const l of counted) {
		const g = loaded.goods.get(l.goodsId);
		const goodsList = g.type === 3 ? (loaded.parts.get(g.id) ?? []).map((p) => p.goods) : [g];
		for (const item of goodsList) {
			const need = scopeNeeded(item);
			if (need && !scopes.has(need)) throw new BusinessError(CART_SCOPE, `您的经营范围不含“${need}”，不能采购${named(item)}，请取消勾选后再结算或在“资质证件”中更新经营范围`);
		}
	}
	return {
		ids: counted.map((l) => l.id),
		next: "/cart_step2",
		summary: view.summary
	};
}
/** POST /api/cart/copy {ids, other_user_ids}: copies lines into the member's other stores (merging quantities). */
async function copyLines(actor, ids, storeIds) {
	requirePassed(actor);
	await assertOwned(actor, ids);
	const mine = await storesOf(actor.memberId);
	const targets = [...new Set(storeIds)].map((id) => mine.find((s) => s.id === id));
	if (targets.some((t) => !t || t.id === actor.storeId)) throw new NotFoundError("门店不存在");
	const conn = await db();
	const lines = await conn.select().from(cartItems).where(and(eq(cartItems.storeId, actor.storeId), inArray(cartItems.id, [...new Set(ids)])));
	const result = {
		copied: 0,
		stores: 0,
		skipped: []
	};
	for (const store of targets) {
		const viewer = {
			storeId: store.id,
			isPassed: store.isPassed,
			companyType: store.companyType,
			province: store.province
		};
		const found = await pricingGoodsFor(lines.map((l) => l.goodsId), viewer);
		let any = false;
		for (const line of [...lines].sort((a, b) => a.goodsId - b.goodsId || a.type - b.type)) {
			const f = found.get(line.goodsId);
			const skip = (reason) => result.skipped.push({
				store_id: store.id,
				company: store.company,
				goods_id: line.goodsId,
				name: f?.goods.name ?? "",
				reason
			});
			if (!store.isPassed) {
				skip("该门店资质尚未审核通过");
				continue;
			}
			if (!f || !f.pg.visible) {
				skip("该门店不可采购此商品");
				continue;
			}
			const reason = invalidReason(line, f.pg);
			if (reason) {
				skip(INVALID_TEXT[reason]);
				continue;
			}
			const max = quantityRange(f.pg).max;
			if (!await upsertLine(conn, store.id, line.goodsId, line.type, line.number, line.ckId, max)) {
				skip(`超出可购数量（最多 ${max}${f.goods.unit}）`);
				continue;
			}
			result.copied += 1;
			any = true;
		}
		if (any) result.stores += 1;
	}
	return result;
}
/** "再买¥X 可减¥Y" hints (POST /api/cart/next_hint): the cart's activities, or those of one goods / one activity, and free shipping. */
async function nextHints(actor, query) {
	requirePassed(actor);
	const { loaded } = await getCart(actor, FILTER_ALL, query.goods_id ? [query.goods_id] : []);
	const { pricing } = loaded;
	let results = [...pricing.manjians, ...pricing.discounts];
	if (query.activity_id) results = results.filter((a) => a.id === query.activity_id);
	if (query.goods_id) {
		const eph = (await goodsWithVisibility([query.goods_id], actor.viewer)).get(query.goods_id)?.goods.isEphedrine ?? false;
		const ofKind = (kind) => loaded.activities.filter((a) => a.kind === kind);
		const mine = [activityFor(ofKind("manjian"), query.goods_id, eph), activityFor(ofKind("discount"), query.goods_id, eph)].filter(Boolean).map((a) => a.id);
		results = results.filter((a) => mine.includes(a.id));
	} else if (!query.activity_id) results = results.filter((a) => a.lineIds.length > 0);
	const hints = results.map((a) => ({
		activity_id: a.id,
		kind: a.kind,
		name: a.name,
		eligible_amount: fenToYuan(a.eligibleAmount),
		reached: a.applied ? tierLabel(a.kind, a.applied, yuanShort) : null,
		need: a.next ? fenToYuan(a.next.need) : null,
		value: a.next ? a.kind === "discount" ? a.next.tier.value : fenToYuan(a.next.tier.value) : null,
		text: a.next ? nextHintText(a.kind, a.next, yuanShort) : a.applied ? `已满足${tierLabel(a.kind, a.applied, yuanShort)}` : ""
	}));
	const s = pricing.shipping;
	const shipping = {
		is_free: s.free ? 1 : 0,
		need: fenToYuan(s.free ? 0 : s.need),
		text: s.free ? "已包邮" : s.noTransOrderAmount > 0 ? `再买${yuanShort(s.need)} 可包邮` : ""
	};
	return {
		hints,
		shipping,
		text: hints.find((h) => h.need !== null)?.text ?? shipping.text
	};
}
export { idsInput as _, copyLines as a, selectInput as b, getCart as c, selectLines as d, addBody as f, hintQuery as g, editInput as h, checkout as i, nextHints as l, copyInput as m, addLines as n, deleteLines as o, addInput as p, cartList as r, editLine as s, actorOf as t, quickAdd as u, listQuery as v, quickAddInput as y };
