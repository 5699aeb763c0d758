import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const COMPANY_TYPES = ['单体药店', '连锁药店', '诊所', '医疗机构', '批发企业'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** 专属客户经理 assigned to stores. `isDefault` managers are the shared hotline, not a dedicated person. */
export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** A login identity. One member may run several stores (多店管理). */
export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(), // contact person
  face: text('face').notNull().default(''),
  wechatOpenId: text('wechat_open_id').unique(),
  activeStoreId: integer('active_store_id'),
  /** Set by an operator (停用): the member cannot log in and every session of theirs ends. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendReason: text('suspend_reason').notNull().default(''),
  /** 到货/降价通知 also by SMS (member centre 通知设置); off until the member opts in. */
  noticeSms: boolean('notice_sms').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A buying business (pharmacy, clinic…): carts, orders and qualifications hang off a store. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    company: text('company').notNull(),
    companyType: text('company_type', { enum: COMPANY_TYPES }).notNull(),
    contact: text('contact').notNull(),
    landline: text('landline').notNull().default(''),
    email: text('email').notNull().default(''),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address').notNull(),
    isPassed: boolean('is_passed').notNull().default(false), // 资质审核通过
    rank: integer('rank').notNull().default(1),
    points: integer('points').notNull().default(0),
    isSpecial: boolean('is_special').notNull().default(false),
    isShowYoux: boolean('is_show_youx').notNull().default(true),
    isCanChat: boolean('is_can_chat').notNull().default(false),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_member_idx').on(t.memberId), check('stores_points_nonnegative', sql`${t.points} >= 0`)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_store_idx').on(t.storeId, t.readAt)],
);
