import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A ladder-price tier: from `number` units on, the unit price is `price` fen. */
export type LadderTier = { number: number; price: number };
/** Who a controlled-sales (控销) product is released to; empty lists mean "any". */
export type ControlRule = { companyTypes: string[]; provinces: string[] };

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  shortName: text('short_name').notNull(),
  province: text('province').notNull(),
  pinyinInitials: text('pinyin_initials').notNull().default(''),
});

/** Category tree; `zone` says which top-level zone it belongs to (药品 / 中药饮片 / 医疗器械). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    zone: text('zone', { enum: ['medicine', 'herbal', 'device'] }).notNull(),
    logo: text('logo').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  manufacturerId: integer('manufacturer_id').references(() => manufacturers.id),
  logo: text('logo').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Tag labels of the spec (优 秒 满 换购 赠 特 新) with their colours. */
export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  describe: text('describe').notNull().default(''),
  color: text('color').notNull(),
  isShow: boolean('is_show').notNull().default(true),
  isLadder: boolean('is_ladder').notNull().default(false),
});

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['medicine', 'herbal', 'device'] }).notNull(),
    /** Spec `type`: 1 ordinary goods, 3 combination (its parts in goods_combination_items). */
    type: smallint('type').notNull().default(1),
    name: text('name').notNull(), // 通用名 / 品名
    tradeName: text('trade_name').notNull().default(''), // 商品名
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    manufacturerId: integer('manufacturer_id')
      .notNull()
      .references(() => manufacturers.id),
    brandId: integer('brand_id').references(() => brands.id),
    spec: text('spec').notNull(), // ypgg 规格
    unit: text('unit').notNull(), // bzdw 包装单位
    dosageForm: text('dosage_form').notNull().default(''), // 剂型
    approvalNo: text('approval_no').notNull().default(''), // 国药准字 / 注册证号 / 备案号
    holder: text('holder').notNull().default(''), // 上市许可持有人 ('' = the maker holds it)
    barcode: text('barcode').notNull().default(''), // 商品条码: EAN-13 (69… for Chinese makers); '' for combinations
    rxClass: text('rx_class', { enum: ['Rx', 'OTC甲', 'OTC乙'] }),
    origin: text('origin').notNull().default(''), // 饮片产地
    grade: text('grade').notNull().default(''), // 饮片等级
    deviceClass: smallint('device_class'), // 器械 I/II/III 类
    basePrice: integer('base_price').notNull(), // fen
    retailPrice: integer('retail_price').notNull(), // 建议零售价, fen
    ladderPrice: jsonb('ladder_price').$type<LadderTier[]>().notNull().default([]),
    ladderPriceType: smallint('ladder_price_type').notNull().default(0),
    isBuy: boolean('is_buy').notNull().default(true),
    stock: integer('stock').notNull().default(0), // spec `number`
    xgNumber: integer('xg_number').notNull().default(0), // 限购: 0 none, < 0 not buyable
    isDpby: boolean('is_dpby').notNull().default(false), // 单品包邮
    qgNumber: integer('qg_number').notNull().default(0), // 单品包邮起购数量
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    freeShippingNumber: integer('free_shipping_number').notNull().default(0),
    isYoux: boolean('is_youx').notNull().default(false), // 优选
    midPack: integer('mid_pack').notNull().default(1), // 中包装
    casePack: integer('case_pack').notNull().default(1), // 件装
    onlyMidPack: boolean('only_mid_pack').notNull().default(false), // 按中包装倍数购买
    batchNo: text('batch_no').notNull(),
    productionDate: date('production_date').notNull(),
    expiryDate: date('expiry_date').notNull(),
    /**
     * batch_no, production_date and expiry_date above are the batch that ships next (FEFO, issue 24) and
     * this the latest sellable expiry, all kept by src/server/batches `refreshGoods`; null = one expiry only.
     */
    lastExpiryDate: date('last_expiry_date'),
    isEphedrine: boolean('is_ephedrine').notNull().default(false), // 含麻
    ephedrineLimit: integer('ephedrine_limit').notNull().default(0), // 含麻 per-order quantity limit
    isControlled: boolean('is_controlled').notNull().default(false), // 控销
    controlRule: jsonb('control_rule').$type<ControlRule>(),
    sales: integer('sales').notNull().default(0),
    imageCount: smallint('image_count').notNull().default(1),
    pinyinFull: text('pinyin_full').notNull().default(''),
    pinyinInitials: text('pinyin_initials').notNull().default(''),
    /**
     * Search keys kept by the database whenever a goods row is written (see drizzle/…_catalogue_search.sql
     * and …_search_terms.sql for the SQL functions): the folded name, trade name, approval number, pinyin,
     * normalised spec and barcode joined by \x01, and its character unigrams (non-ASCII) and bigrams,
     * GIN-indexed. src/server/search/ reads them.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials, spec, barcode)`),
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(sql`yc_search_grams(yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials, spec, barcode))`),
    isOnSale: boolean('is_on_sale').notNull().default(true),
    /** 商品编码: the wholesaler's ERP item code, the key of the open API's goods upsert (issue 28). */
    erpCode: text('erp_code'),
    /** Bumped by every console edit: the version check that tells a second editor the goods changed. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_category_idx').on(t.categoryId),
    index('goods_manufacturer_idx').on(t.manufacturerId),
    index('goods_brand_idx').on(t.brandId),
    index('goods_initials_idx').on(t.pinyinInitials),
    index('goods_barcode_idx').on(t.barcode),
    uniqueIndex('goods_erp_code_idx').on(t.erpCode),
    index('goods_search_grams_idx').using('gin', t.searchGrams),
    index('goods_sales_idx').on(t.sales.desc(), t.id),
    check('goods_stock_nonnegative', sql`${t.stock} >= 0`),
    check('goods_price_positive', sql`${t.basePrice} > 0`),
    check('goods_packs_positive', sql`${t.midPack} >= 1 and ${t.casePack} >= 1`),
  ],
);

export const goodsTags = pgTable(
  'goods_tags',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.tagId] })],
);

/** Parts of a combination (type 3) product. */
export const goodsCombinationItems = pgTable(
  'goods_combination_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.comboId, t.goodsId] }), check('combo_number_positive', sql`${t.number} >= 1`)],
);

export const hotWords = pgTable(
  'hot_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('hot_words_word_idx').on(t.word)],
);

/** 搜索同义词 (issue 26): a word buyers type (俗名, 旧名, 英文缩写, 商品名) searched as `target`; kept in the console. */
export const searchAliases = pgTable(
  'search_aliases',
  {
    id: serial('id').primaryKey(),
    alias: text('alias').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_aliases_alias_idx').on(sql`yc_fold(${t.alias})`),
    check('search_aliases_not_empty', sql`length(trim(${t.alias})) > 0 and length(trim(${t.target})) > 0`),
  ],
);
