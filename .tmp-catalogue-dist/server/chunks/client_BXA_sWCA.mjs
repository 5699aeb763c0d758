import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
// src/server/db/schema/catalogue.ts
var manufacturers = pgTable("manufacturers", {
	id: serial("id").primaryKey(),
	name: text("name").notNull().unique(),
	shortName: text("short_name").notNull(),
	province: text("province").notNull(),
	pinyinInitials: text("pinyin_initials").notNull().default("")
});
/** Category tree; `zone` says which top-level zone it belongs to (药品 / 中药饮片 / 医疗器械). */
var categories = pgTable("categories", {
	id: serial("id").primaryKey(),
	parentId: integer("parent_id"),
	name: text("name").notNull(),
	zone: text("zone", { enum: [
		"medicine",
		"herbal",
		"device"
	] }).notNull(),
	logo: text("logo").notNull().default(""),
	sort: integer("sort").notNull().default(0)
}, (t) => [index("categories_parent_idx").on(t.parentId, t.sort)]);
var brands = pgTable("brands", {
	id: serial("id").primaryKey(),
	name: text("name").notNull().unique(),
	manufacturerId: integer("manufacturer_id").references(() => manufacturers.id),
	logo: text("logo").notNull().default(""),
	description: text("description").notNull().default(""),
	sort: integer("sort").notNull().default(0)
});
/** Tag labels of the spec (优 秒 满 换购 赠 特 新) with their colours. */
var tags = pgTable("tags", {
	id: serial("id").primaryKey(),
	name: text("name").notNull().unique(),
	describe: text("describe").notNull().default(""),
	color: text("color").notNull(),
	isShow: boolean("is_show").notNull().default(true),
	isLadder: boolean("is_ladder").notNull().default(false)
});
var goods = pgTable("goods", {
	id: serial("id").primaryKey(),
	kind: text("kind", { enum: [
		"medicine",
		"herbal",
		"device"
	] }).notNull(),
	/** Spec `type`: 1 ordinary goods, 3 combination (its parts in goods_combination_items). */
	type: smallint("type").notNull().default(1),
	name: text("name").notNull(),
	tradeName: text("trade_name").notNull().default(""),
	categoryId: integer("category_id").notNull().references(() => categories.id),
	manufacturerId: integer("manufacturer_id").notNull().references(() => manufacturers.id),
	brandId: integer("brand_id").references(() => brands.id),
	spec: text("spec").notNull(),
	unit: text("unit").notNull(),
	dosageForm: text("dosage_form").notNull().default(""),
	approvalNo: text("approval_no").notNull().default(""),
	rxClass: text("rx_class", { enum: [
		"Rx",
		"OTC甲",
		"OTC乙"
	] }),
	origin: text("origin").notNull().default(""),
	grade: text("grade").notNull().default(""),
	deviceClass: smallint("device_class"),
	basePrice: integer("base_price").notNull(),
	retailPrice: integer("retail_price").notNull(),
	ladderPrice: jsonb("ladder_price").$type().notNull().default([]),
	ladderPriceType: smallint("ladder_price_type").notNull().default(0),
	isBuy: boolean("is_buy").notNull().default(true),
	stock: integer("stock").notNull().default(0),
	xgNumber: integer("xg_number").notNull().default(0),
	isDpby: boolean("is_dpby").notNull().default(false),
	qgNumber: integer("qg_number").notNull().default(0),
	isFreeShipping: boolean("is_free_shipping").notNull().default(false),
	freeShippingNumber: integer("free_shipping_number").notNull().default(0),
	isYoux: boolean("is_youx").notNull().default(false),
	midPack: integer("mid_pack").notNull().default(1),
	casePack: integer("case_pack").notNull().default(1),
	onlyMidPack: boolean("only_mid_pack").notNull().default(false),
	batchNo: text("batch_no").notNull(),
	productionDate: date("production_date").notNull(),
	expiryDate: date("expiry_date").notNull(),
	isEphedrine: boolean("is_ephedrine").notNull().default(false),
	ephedrineLimit: integer("ephedrine_limit").notNull().default(0),
	isControlled: boolean("is_controlled").notNull().default(false),
	controlRule: jsonb("control_rule").$type(),
	sales: integer("sales").notNull().default(0),
	imageCount: smallint("image_count").notNull().default(1),
	pinyinFull: text("pinyin_full").notNull().default(""),
	pinyinInitials: text("pinyin_initials").notNull().default(""),
	/**
	* Search keys kept by the database whenever a goods row is written (see drizzle/…_catalogue_search.sql
	* for the SQL functions): the folded name, trade name, approval number and pinyin joined by \x01, and
	* its character unigrams (non-ASCII) and bigrams, GIN-indexed. src/server/search/ reads them.
	*/
	searchText: text("search_text").generatedAlwaysAs(sql`yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials)`),
	searchGrams: text("search_grams").array().generatedAlwaysAs(sql`yc_search_grams(yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials))`),
	isOnSale: boolean("is_on_sale").notNull().default(true),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [
	index("goods_category_idx").on(t.categoryId),
	index("goods_manufacturer_idx").on(t.manufacturerId),
	index("goods_brand_idx").on(t.brandId),
	index("goods_initials_idx").on(t.pinyinInitials),
	index("goods_search_grams_idx").using("gin", t.searchGrams),
	index("goods_sales_idx").on(t.sales.desc(), t.id),
	check("goods_stock_nonnegative", sql`${t.stock} >= 0`),
	check("goods_price_positive", sql`${t.basePrice} > 0`),
	check("goods_packs_positive", sql`${t.midPack} >= 1 and ${t.casePack} >= 1`)
]);
var goodsTags = pgTable("goods_tags", {
	goodsId: integer("goods_id").notNull().references(() => goods.id, { onDelete: "cascade" }),
	tagId: integer("tag_id").notNull().references(() => tags.id)
}, (t) => [primaryKey({ columns: [t.goodsId, t.tagId] })]);
/** Parts of a combination (type 3) product. */
var goodsCombinationItems = pgTable("goods_combination_items", {
	comboId: integer("combo_id").notNull().references(() => goods.id, { onDelete: "cascade" }),
	goodsId: integer("goods_id").notNull().references(() => goods.id),
	number: integer("number").notNull()
}, (t) => [primaryKey({ columns: [t.comboId, t.goodsId] }), check("combo_number_positive", sql`${t.number} >= 1`)]);
var hotWords = pgTable("hot_words", {
	id: serial("id").primaryKey(),
	word: text("word").notNull(),
	sort: integer("sort").notNull().default(0)
}, (t) => [uniqueIndex("hot_words_word_idx").on(t.word)]);
// src/server/db/schema/members.ts
var COMPANY_TYPES = [
	"单体药店",
	"连锁药店",
	"诊所",
	"医疗机构",
	"批发企业"
];
/** 专属客户经理 assigned to stores. `isDefault` managers are the shared hotline, not a dedicated person. */
var accountManagers = pgTable("account_managers", {
	id: serial("id").primaryKey(),
	name: text("name").notNull(),
	phone: text("phone").notNull(),
	isDefault: boolean("is_default").notNull().default(false)
});
/** A login identity. One member may run several stores (多店管理). */
var members = pgTable("members", {
	id: serial("id").primaryKey(),
	username: text("username").notNull().unique(),
	phone: text("phone").notNull().unique(),
	passwordHash: text("password_hash").notNull(),
	name: text("name").notNull(),
	face: text("face").notNull().default(""),
	wechatOpenId: text("wechat_open_id").unique(),
	activeStoreId: integer("active_store_id"),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
});
/** A buying business (pharmacy, clinic…): carts, orders and qualifications hang off a store. */
var stores = pgTable("stores", {
	id: serial("id").primaryKey(),
	memberId: integer("member_id").notNull().references(() => members.id),
	company: text("company").notNull(),
	companyType: text("company_type", { enum: COMPANY_TYPES }).notNull(),
	contact: text("contact").notNull(),
	landline: text("landline").notNull().default(""),
	email: text("email").notNull().default(""),
	province: text("province").notNull(),
	city: text("city").notNull(),
	district: text("district").notNull(),
	address: text("address").notNull(),
	isPassed: boolean("is_passed").notNull().default(false),
	rank: integer("rank").notNull().default(1),
	points: integer("points").notNull().default(0),
	isSpecial: boolean("is_special").notNull().default(false),
	isShowYoux: boolean("is_show_youx").notNull().default(true),
	isCanChat: boolean("is_can_chat").notNull().default(false),
	accountManagerId: integer("account_manager_id").references(() => accountManagers.id),
	contractSignedAt: timestamp("contract_signed_at", { withTimezone: true }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("stores_member_idx").on(t.memberId), check("stores_points_nonnegative", sql`${t.points} >= 0`)]);
var messages = pgTable("messages", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id),
	title: text("title").notNull(),
	body: text("body").notNull(),
	readAt: timestamp("read_at", { withTimezone: true }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("messages_store_idx").on(t.storeId, t.readAt)]);
// src/server/db/schema/content.ts
/** News articles (help articles are Markdown content collections). */
var news = pgTable("news", {
	id: serial("id").primaryKey(),
	type: text("type", { enum: ["hy", "company"] }).notNull(),
	title: text("title").notNull(),
	summary: text("summary").notNull(),
	body: text("body").notNull(),
	source: text("source").notNull().default(""),
	publishedAt: timestamp("published_at", { withTimezone: true }).notNull()
}, (t) => [index("news_type_published_idx").on(t.type, t.publishedAt)]);
/**
* Home-page and zone focus items: banners, top ad, right banners, login-page image.
* `position` names the slot; `startsAt`/`endsAt` bound when it shows.
*/
var focusItems = pgTable("focus_items", {
	id: serial("id").primaryKey(),
	position: text("position", { enum: [
		"banner",
		"top",
		"right",
		"login",
		"floor_ad"
	] }).notNull(),
	title: text("title").notNull(),
	image: text("image").notNull(),
	url: text("url").notNull().default(""),
	sort: integer("sort").notNull().default(0),
	startsAt: timestamp("starts_at", { withTimezone: true }),
	endsAt: timestamp("ends_at", { withTimezone: true })
}, (t) => [index("focus_items_position_idx").on(t.position, t.sort)]);
/** A home-page shelf (楼层): a titled list of goods, optionally tied to a category. */
var focusBlocks = pgTable("focus_blocks", {
	id: serial("id").primaryKey(),
	title: text("title").notNull(),
	subtitle: text("subtitle").notNull().default(""),
	color: text("color").notNull().default("#1f7a4d"),
	categoryId: integer("category_id"),
	goodsIds: jsonb("goods_ids").$type().notNull().default([]),
	moreUrl: text("more_url").notNull().default(""),
	sort: integer("sort").notNull().default(0)
});
/** Header navigation entries (at most 9 shown). */
var navItems = pgTable("nav_items", {
	id: serial("id").primaryKey(),
	parentId: integer("parent_id"),
	name: text("name").notNull(),
	url: text("url").notNull(),
	image: text("image").notNull().default(""),
	isOpen: integer("is_open").notNull().default(0),
	sort: integer("sort").notNull().default(0)
});
/** Footer/partner links served by /api/global/links. */
var siteLinks = pgTable("site_links", {
	id: serial("id").primaryKey(),
	name: text("name").notNull(),
	url: text("url").notNull(),
	sort: integer("sort").notNull().default(0)
});
/** Operator-editable settings (hotline, QQ, licences, address, quality-inspection link). */
var siteSettings = pgTable("site_settings", {
	key: text("key").primaryKey(),
	value: jsonb("value").notNull(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
/** 投诉建议 / 意见反馈 from the help centre and member centre. */
var feedback = pgTable("feedback", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id"),
	category: text("category", { enum: [
		"complaint",
		"suggestion",
		"other"
	] }).notNull(),
	content: text("content").notNull(),
	contact: text("contact").notNull().default(""),
	ip: text("ip").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("feedback_ip_created_idx").on(t.ip, t.createdAt)]);
// src/server/db/schema/accounts.ts
/** What a verification code proves: who asked for it and for which step. */
var SMS_PURPOSES = [
	"register",
	"login",
	"reset",
	"change_phone"
];
/**
* One-time SMS verification codes. Only an HMAC of the code is kept; a code is single use
* (`consumedAt`), expires (`expiresAt`) and dies after too many wrong tries (`attempts`).
*/
var smsCodes = pgTable("sms_codes", {
	id: serial("id").primaryKey(),
	phone: text("phone").notNull(),
	purpose: text("purpose", { enum: SMS_PURPOSES }).notNull(),
	codeHash: text("code_hash").notNull(),
	attempts: integer("attempts").notNull().default(0),
	ip: text("ip").notNull().default(""),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
	consumedAt: timestamp("consumed_at", { withTimezone: true }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("sms_codes_phone_idx").on(t.phone, t.purpose, t.createdAt)]);
/** Messages the development SMS provider "sent": kept here and printed to the server log, never delivered. */
var smsOutbox = pgTable("sms_outbox", {
	id: serial("id").primaryKey(),
	phone: text("phone").notNull(),
	template: text("template").notNull(),
	body: text("body").notNull(),
	provider: text("provider").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("sms_outbox_phone_idx").on(t.phone, t.createdAt)]);
/** Fixed-window counters for rate limits (used when REDIS_URL is not set). */
var rateLimitCounters = pgTable("rate_limit_counters", {
	key: text("key").notNull(),
	windowStart: bigint("window_start", { mode: "number" }).notNull(),
	count: integer("count").notNull().default(0),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_expires_idx").on(t.expiresAt)]);
/** Server-side session storage (Astro sessions) when REDIS_URL is not set. */
var authSessions = pgTable("auth_sessions", {
	id: text("id").primaryKey(),
	data: text("data").notNull(),
	expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
}, (t) => [index("auth_sessions_expires_idx").on(t.expiresAt)]);
/** Per-member security facts: sessions started before `credentialsChangedAt` are no longer valid. */
var memberSecurity = pgTable("member_security", {
	memberId: integer("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
	credentialsChangedAt: timestamp("credentials_changed_at", { withTimezone: true }).notNull()
});
/** Certificate types of a buyer (GSP): see src/server/qualifications/types.ts for who needs which. */
var QUALIFICATION_TYPES = [
	"business_license",
	"drug_license",
	"gsp",
	"medical_license",
	"device_license",
	"power_of_attorney",
	"buyer_id"
];
var QUALIFICATION_STATUSES = [
	"pending",
	"approved",
	"rejected"
];
/** Uploaded certificate files; stored under DATA_DIR, never in the web root. */
var qualificationFiles = pgTable("qualification_files", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id),
	storageKey: text("storage_key").notNull().unique(),
	mime: text("mime", { enum: [
		"image/jpeg",
		"image/png",
		"application/pdf"
	] }).notNull(),
	size: integer("size").notNull(),
	width: integer("width"),
	height: integer("height"),
	sha256: text("sha256").notNull(),
	originalName: text("original_name").notNull().default(""),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("qualification_files_store_idx").on(t.storeId)]);
/** A store's certificate of one type with its number, validity and review state. */
var qualifications = pgTable("qualifications", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id),
	type: text("type", { enum: QUALIFICATION_TYPES }).notNull(),
	number: text("number").notNull(),
	validFrom: date("valid_from"),
	validTo: date("valid_to"),
	longTerm: boolean("long_term").notNull().default(false),
	/** 经营范围 written on a licence (drug / medical licences). */
	scope: jsonb("scope").$type().notNull().default([]),
	fileId: integer("file_id").references(() => qualificationFiles.id),
	status: text("status", { enum: QUALIFICATION_STATUSES }).notNull().default("pending"),
	rejectReason: text("reject_reason").notNull().default(""),
	submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
	reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
	reviewedBy: text("reviewed_by").notNull().default("")
}, (t) => [uniqueIndex("qualifications_store_type_idx").on(t.storeId, t.type), check("qualifications_validity", sql`${t.longTerm} or ${t.validTo} is not null`)]);
/** Who looked at which certificate file (PIPL: access to licence/ID images is logged). */
var qualificationFileAccess = pgTable("qualification_file_access", {
	id: serial("id").primaryKey(),
	fileId: integer("file_id").notNull().references(() => qualificationFiles.id),
	memberId: integer("member_id").notNull(),
	ip: text("ip").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("qualification_file_access_file_idx").on(t.fileId)]);
/** Delivery addresses of a store; at most one default per store. */
var addresses = pgTable("addresses", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id),
	consignee: text("consignee").notNull(),
	phone: text("phone").notNull(),
	province: text("province").notNull(),
	city: text("city").notNull(),
	district: text("district").notNull(),
	detail: text("detail").notNull(),
	isDefault: boolean("is_default").notNull().default(false),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("addresses_store_idx").on(t.storeId), uniqueIndex("addresses_one_default_idx").on(t.storeId).where(sql`${t.isDefault}`)]);
/** WeChat profile of a bound identity (the binding itself is members.wechat_open_id). */
var wechatProfiles = pgTable("wechat_profiles", {
	openId: text("open_id").primaryKey(),
	unionId: text("union_id"),
	nickname: text("nickname").notNull().default(""),
	avatar: text("avatar").notNull().default(""),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
/** Signatures of the electronic purchase contract (电子采购合同): time, IP and contract version. */
var contractSignatures = pgTable("contract_signatures", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id),
	memberId: integer("member_id").notNull().references(() => members.id),
	version: text("version").notNull(),
	signerName: text("signer_name").notNull(),
	ip: text("ip").notNull(),
	userAgent: text("user_agent").notNull().default(""),
	signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("contract_signatures_store_idx").on(t.storeId, t.signedAt)]);
// src/server/db/schema/cart.ts
/**
* Cart lines, one per (store, goods, line type). The unique key lets concurrent adds of the same
* goods merge in one statement (INSERT … ON CONFLICT DO UPDATE number = number + excluded.number),
* never by reading first. Prices are not stored: the pricing engine recomputes them on every read.
*/
var cartItems = pgTable("cart_items", {
	id: serial("id").primaryKey(),
	storeId: integer("store_id").notNull().references(() => stores.id, { onDelete: "cascade" }),
	goodsId: integer("goods_id").notNull().references(() => goods.id, { onDelete: "cascade" }),
	/** Line type: 1 ordinary goods, 3 combination (spec `type` / `goods_type`). */
	type: smallint("type").notNull().default(1),
	number: integer("number").notNull(),
	/** Warehouse the line ships from (spec `ck_id`). */
	ckId: integer("ck_id").notNull().default(0),
	isSelected: boolean("is_selected").notNull().default(true),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [uniqueIndex("cart_items_store_goods_type_idx").on(t.storeId, t.goodsId, t.type), check("cart_items_number_range", sql`${t.number} between 1 and 99999`)]);
var ACTIVITY_KINDS = [
	"manjian",
	"discount",
	"gift"
];
/**
* Promotions: 满减 (`manjian`: tiers {amount fen, value fen off}), order discounts (`discount`: tiers
* {amount fen, value percent paid}) and gifts (`gift`: tiers {amount units, value units given}).
* `scope` all = every goods (except 含麻), goods = the goods listed in promotion_activity_goods.
*/
var promotionActivities = pgTable("promotion_activities", {
	id: serial("id").primaryKey(),
	kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
	name: text("name").notNull(),
	scope: text("scope", { enum: ["all", "goods"] }).notNull().default("goods"),
	tiers: jsonb("tiers").$type().notNull().default([]),
	/** Whether goods of this activity may also use coupons. */
	withCoupon: boolean("with_coupon").notNull().default(true),
	isEnabled: boolean("is_enabled").notNull().default(true),
	startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
	endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow()
}, (t) => [index("promotion_activities_window_idx").on(t.isEnabled, t.startsAt, t.endsAt)]);
var promotionActivityGoods = pgTable("promotion_activity_goods", {
	activityId: integer("activity_id").notNull().references(() => promotionActivities.id, { onDelete: "cascade" }),
	goodsId: integer("goods_id").notNull().references(() => goods.id, { onDelete: "cascade" })
}, (t) => [primaryKey({ columns: [t.activityId, t.goodsId] }), index("promotion_activity_goods_goods_idx").on(t.goodsId)]);
/**
* Shipping: the fee (`shipping_amount`) and the order amount from which shipping is free
* (`no_trans_order_amount`), both fen. `province` '' is the default; a row for a province overrides it.
*/
var shippingRules = pgTable("shipping_rules", {
	id: serial("id").primaryKey(),
	province: text("province").notNull().default("").unique(),
	shippingAmount: integer("shipping_amount").notNull(),
	noTransOrderAmount: integer("no_trans_order_amount").notNull()
}, (t) => [check("shipping_rules_amounts", sql`${t.shippingAmount} >= 0 and ${t.noTransOrderAmount} >= 0`)]);
// src/server/db/schema/index.ts
var schema_exports = /* @__PURE__ */ __exportAll({
	ACTIVITY_KINDS: () => ACTIVITY_KINDS,
	COMPANY_TYPES: () => COMPANY_TYPES,
	QUALIFICATION_STATUSES: () => QUALIFICATION_STATUSES,
	QUALIFICATION_TYPES: () => QUALIFICATION_TYPES,
	SMS_PURPOSES: () => SMS_PURPOSES,
	accountManagers: () => accountManagers,
	addresses: () => addresses,
	authSessions: () => authSessions,
	brands: () => brands,
	cartItems: () => cartItems,
	categories: () => categories,
	contractSignatures: () => contractSignatures,
	feedback: () => feedback,
	focusBlocks: () => focusBlocks,
	focusItems: () => focusItems,
	goods: () => goods,
	goodsCombinationItems: () => goodsCombinationItems,
	goodsTags: () => goodsTags,
	hotWords: () => hotWords,
	manufacturers: () => manufacturers,
	memberSecurity: () => memberSecurity,
	members: () => members,
	messages: () => messages,
	navItems: () => navItems,
	news: () => news,
	promotionActivities: () => promotionActivities,
	promotionActivityGoods: () => promotionActivityGoods,
	qualificationFileAccess: () => qualificationFileAccess,
	qualificationFiles: () => qualificationFiles,
	qualifications: () => qualifications,
	rateLimitCounters: () => rateLimitCounters,
	shippingRules: () => shippingRules,
	siteLinks: () => siteLinks,
	siteSettings: () => siteSettings,
	smsCodes: () => smsCodes,
	smsOutbox: () => smsOutbox,
	stores: () => stores,
	tags: () => tags,
	wechatProfiles: () => wechatProfiles
});
// src/server/db/client.ts
/** Reads the connection settings from the environment (README: DATABASE_URL, DATA_DIR). */
function configFromEnv(env = process.env) {
	return {
		databaseUrl: env.DATABASE_URL || void 0,
		dataDir: env.DATA_DIR || "./data"
	};
}
/**
* Opens PostgreSQL when `databaseUrl` is set, else embedded PGlite persisted in `dataDir`
* (`memory://` keeps it in memory, which the tests use).
*/
async function openDb(config) {
	if (config.databaseUrl) {
		const { default: postgres } = await import("postgres");
		const { drizzle } = await import("drizzle-orm/postgres-js");
		const client = postgres(config.databaseUrl, {
			max: 10,
			onnotice: () => {}
		});
		return {
			db: drizzle(client, { schema: schema_exports }),
			driver: "postgres",
			close: () => client.end()
		};
	}
	const { PGlite } = await import("@electric-sql/pglite");
	const dataDir = config.dataDir ?? "./data";
	const inMemory = dataDir.startsWith("memory://");
	if (!inMemory) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
	const client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir, "pglite"));
	const { drizzle } = await import("drizzle-orm/pglite");
	await client.waitReady;
	return {
		db: drizzle(client, { schema: schema_exports }),
		driver: "pglite",
		close: () => client.close()
	};
}
var KEY = Symbol.for("yaocai.db");
/** The shared database of this process, opened from the environment on first use. */
function getDbHandle() {
	const holder = globalThis;
	holder[KEY] ??= openDb(configFromEnv());
	return holder[KEY];
}
async function db() {
	return (await getDbHandle()).db;
}
export { brands as A, siteLinks as C, members as D, accountManagers as E, tags as F, goods as M, hotWords as N, messages as O, manufacturers as P, news as S, COMPANY_TYPES as T, wechatProfiles as _, shippingRules as a, focusItems as b, authSessions as c, qualificationFileAccess as d, qualificationFiles as f, smsOutbox as g, smsCodes as h, promotionActivityGoods as i, categories as j, stores as k, contractSignatures as l, rateLimitCounters as m, cartItems as n, QUALIFICATION_TYPES as o, qualifications as p, promotionActivities as r, addresses as s, db as t, memberSecurity as u, feedback as v, siteSettings as w, navItems as x, focusBlocks as y };
