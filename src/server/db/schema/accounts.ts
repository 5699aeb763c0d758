import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, stores } from './members';

/** What a verification code proves: who asked for it and for which step. */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'change_phone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/**
 * One-time SMS verification codes. Only an HMAC of the code is kept; a code is single use
 * (`consumedAt`), expires (`expiresAt`) and dies after too many wrong tries (`attempts`).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** Messages the development SMS provider "sent": kept here and printed to the server log, never delivered. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    template: text('template').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/** Server-side session storage (Astro sessions) when REDIS_URL is not set. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    data: text('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sessions_expires_idx').on(t.expiresAt)],
);

/** Per-member security facts: sessions started before `credentialsChangedAt` are no longer valid. */
export const memberSecurity = pgTable('member_security', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull(),
});

/** Certificate types of a buyer (GSP): see src/server/qualifications/types.ts for who needs which. */
export const QUALIFICATION_TYPES = [
  'business_license', // 营业执照
  'drug_license', // 药品经营许可证
  'gsp', // GSP 证书
  'medical_license', // 医疗机构执业许可证
  'device_license', // 医疗器械经营备案/许可
  'power_of_attorney', // 采购委托书
  'buyer_id', // 采购人员身份证
] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];
export const QUALIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

/** Uploaded certificate files; stored under DATA_DIR, never in the web root. */
export const qualificationFiles = pgTable(
  'qualification_files',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    storageKey: text('storage_key').notNull().unique(), // path relative to the upload root
    mime: text('mime', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qualification_files_store_idx').on(t.storeId)],
);

/** A store's certificate of one type with its number, validity and review state. */
export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    type: text('type', { enum: QUALIFICATION_TYPES }).notNull(),
    number: text('number').notNull(),
    validFrom: date('valid_from'),
    validTo: date('valid_to'), // null with longTerm = 长期有效
    longTerm: boolean('long_term').notNull().default(false),
    /** 经营范围 written on a licence (drug / medical licences). */
    scope: jsonb('scope').$type<string[]>().notNull().default([]),
    fileId: integer('file_id').references(() => qualificationFiles.id),
    status: text('status', { enum: QUALIFICATION_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').notNull().default(''),
  },
  (t) => [uniqueIndex('qualifications_store_type_idx').on(t.storeId, t.type), check('qualifications_validity', sql`${t.longTerm} or ${t.validTo} is not null`)],
);

/** Who looked at which certificate file (PIPL: access to licence/ID images is logged). */
export const qualificationFileAccess = pgTable(
  'qualification_file_access',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => qualificationFiles.id),
    memberId: integer('member_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qualification_file_access_file_idx').on(t.fileId)],
);

/** Delivery addresses of a store; at most one default per store. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_store_idx').on(t.storeId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.storeId)
      .where(sql`${t.isDefault}`),
  ],
);

/** WeChat profile of a bound identity (the binding itself is members.wechat_open_id). */
export const wechatProfiles = pgTable('wechat_profiles', {
  openId: text('open_id').primaryKey(),
  unionId: text('union_id'),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signatures of the electronic purchase contract (电子采购合同): time, IP and contract version. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    version: text('version').notNull(),
    signerName: text('signer_name').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_signatures_store_idx').on(t.storeId, t.signedAt)],
);
