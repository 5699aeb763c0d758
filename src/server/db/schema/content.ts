import { boolean, index, integer, pgTable, serial, text, timestamp, jsonb } from 'drizzle-orm/pg-core';

/** News articles (help articles are Markdown content collections). */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['hy', 'company'] }).notNull(), // 行业资讯 / 公司新闻
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(), // Markdown
    source: text('source').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Unpublished (下架) articles are kept for the console but shown nowhere in the shop. */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('news_type_published_idx').on(t.type, t.publishedAt)],
);

/**
 * Home-page and zone focus items: banners, top ad, right banners, login-page image.
 * `position` names the slot; `startsAt`/`endsAt` bound when it shows.
 */
export const focusItems = pgTable(
  'focus_items',
  {
    id: serial('id').primaryKey(),
    position: text('position', { enum: ['banner', 'top', 'right', 'login', 'floor_ad'] }).notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** 下架 by an operator: kept, shown nowhere. */
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [index('focus_items_position_idx').on(t.position, t.sort)],
);

/** A home-page shelf (楼层): a titled list of goods, optionally tied to a category. */
export const focusBlocks = pgTable('focus_blocks', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  color: text('color').notNull().default('#1f7a4d'),
  categoryId: integer('category_id'),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
  moreUrl: text('more_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Unpublished shelves stay in the console only. */
  isPublished: boolean('is_published').notNull().default(true),
});

/** Header navigation entries (at most 9 shown). */
export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull(),
  image: text('image').notNull().default(''),
  isOpen: integer('is_open').notNull().default(0), // 1 = open in a new window
  sort: integer('sort').notNull().default(0),
});

/** Footer/partner links served by /api/global/links. */
export const siteLinks = pgTable('site_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Operator-editable settings (hotline, QQ, licences, address, quality-inspection link). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const FEEDBACK_CATEGORIES = ['complaint', 'suggestion', 'goods', 'delivery', 'website', 'other'] as const;

/** 投诉建议 / 意见反馈 from the help centre and member centre (/yjfk), with the operator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id'),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    /** Uploaded images (file keys under UPLOAD_DIR), served only to the store. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    reply: text('reply').notNull().default(''),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_ip_created_idx').on(t.ip, t.createdAt), index('feedback_store_idx').on(t.storeId, t.createdAt.desc())],
);
