import { and, asc, eq, or, sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { accountManagers, members, memberSecurity, messages, stores, type CompanyType } from '../db/schema';
import { hashPassword } from '../auth/password';
import { BusinessError } from '../http/errors';

export type CompanyInput = {
  company: string;
  companyType: CompanyType;
  contact: string;
  landline: string;
  email: string;
  province: string;
  city: string;
  district: string;
  address: string;
};

/** A member by username or phone (login accepts either). */
export async function findMemberByLogin(login: string) {
  const value = login.trim();
  const [row] = await (
    await db()
  )
    .select()
    .from(members)
    .where(or(eq(members.username, value), eq(members.phone, value)))
    .limit(1);
  return row ?? null;
}

export async function findMemberByPhone(phone: string) {
  const [row] = await (await db()).select().from(members).where(eq(members.phone, phone)).limit(1);
  return row ?? null;
}

export async function phoneTaken(phone: string): Promise<boolean> {
  return Boolean(await findMemberByPhone(phone));
}

/** The store a member works in now: the recorded active one, else the first. */
export async function activeStoreOf(memberId: number, preferred?: number | null) {
  const rows = await (await db()).select().from(stores).where(eq(stores.memberId, memberId)).orderBy(asc(stores.id));
  return rows.find((s) => s.id === preferred) ?? rows[0] ?? null;
}

/** A dedicated manager with the fewest stores, else the shared hotline manager. */
async function pickManager(conn: Db): Promise<number | null> {
  const rows = await conn
    .select({ id: accountManagers.id, isDefault: accountManagers.isDefault, load: sql<number>`count(${stores.id})::int` })
    .from(accountManagers)
    .leftJoin(stores, eq(stores.accountManagerId, accountManagers.id))
    .groupBy(accountManagers.id)
    .orderBy(asc(accountManagers.isDefault), asc(sql`count(${stores.id})`), asc(accountManagers.id));
  return rows[0]?.id ?? null;
}

export function storeValues(memberId: number, company: CompanyInput, managerId: number | null) {
  return {
    memberId,
    company: company.company,
    companyType: company.companyType,
    contact: company.contact,
    landline: company.landline,
    email: company.email,
    province: company.province,
    city: company.city,
    district: company.district,
    address: company.address,
    accountManagerId: managerId,
    isPassed: false,
  };
}

/** Creates the login identity and its first store in one transaction (registration step 2). */
export async function createMember(input: { phone: string; passwordHash: string; company: CompanyInput; wechatOpenId?: string | null; managerId?: number | null }) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({
        username: input.phone,
        phone: input.phone,
        passwordHash: input.passwordHash,
        name: input.company.contact,
        wechatOpenId: input.wechatOpenId ?? null,
      })
      .returning();
    const managerId = input.managerId ?? (await pickManager(tx as unknown as Db));
    const [store] = await tx
      .insert(stores)
      .values(storeValues(member.id, input.company, managerId))
      .returning();
    await tx.update(members).set({ activeStoreId: store.id }).where(eq(members.id, member.id));
    await tx.insert(messages).values({
      storeId: store.id,
      title: '欢迎注册药采',
      body: `${input.company.company}，欢迎加入药采！请在“账户中心 → 资质证件”上传营业执照等资质证件，审核通过后即可查看价格并下单采购。`,
    });
    return { member: { ...member, activeStoreId: store.id }, store };
  });
}

/** Most stores one member may manage (多店管理). */
export const MAX_STORES = 20;
export const STORE_LIMIT = 10031;

/**
 * Adds another store to a member (多店管理); it starts unreviewed. The member row is locked while
 * the stores are counted, so parallel requests at 19 stores add exactly one (the limit is counted
 * in the same step as the insert).
 */
export async function addStore(memberId: number, company: CompanyInput) {
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(stores)
      .where(eq(stores.memberId, memberId));
    if ((counted?.n ?? 0) >= MAX_STORES) throw new BusinessError(STORE_LIMIT, `最多管理 ${MAX_STORES} 家门店`, 400);
    const managerId = await pickManager(tx as unknown as Db);
    const [store] = await tx
      .insert(stores)
      .values(storeValues(memberId, company, managerId))
      .returning();
    await tx.insert(messages).values({
      storeId: store.id,
      title: '门店已添加',
      body: `门店“${company.company}”已添加，请上传该门店的资质证件以便审核。`,
    });
    return store;
  });
}

export async function storesOf(memberId: number) {
  return (await db()).select().from(stores).where(eq(stores.memberId, memberId)).orderBy(asc(stores.id));
}

export async function setActiveStore(memberId: number, storeId: number): Promise<boolean> {
  const conn = await db();
  const [store] = await conn
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.memberId, memberId)));
  if (!store) return false;
  await conn.update(members).set({ activeStoreId: storeId }).where(eq(members.id, memberId));
  return true;
}

/** Sets a new password; every session that started earlier ends (see auth/session.ts). */
export async function changePassword(memberId: number, plain: string, now = new Date()): Promise<void> {
  const conn = await db();
  const passwordHash = await hashPassword(plain);
  await conn.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  await markCredentialsChanged(memberId, now);
}

export async function markCredentialsChanged(memberId: number, now = new Date()): Promise<void> {
  await (
    await db()
  )
    .insert(memberSecurity)
    .values({ memberId, credentialsChangedAt: now })
    .onConflictDoUpdate({ target: memberSecurity.memberId, set: { credentialsChangedAt: now } });
}

export async function memberById(id: number) {
  const [row] = await (await db()).select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}
