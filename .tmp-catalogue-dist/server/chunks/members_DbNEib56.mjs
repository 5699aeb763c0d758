import { D as members, E as accountManagers, O as messages, k as stores, t as db, u as memberSecurity } from "./client_BXA_sWCA.mjs";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
// src/server/auth/password.ts
/**
* Password hashes as `scrypt$N$r$p$saltBase64$hashBase64`. The parameters travel with the hash so
* they can be raised later without invalidating stored passwords.
*/
var N = 16384;
var R = 8;
var P = 1;
var KEY_LENGTH = 32;
var MAX_N_TIMES_R = 1 << 21;
var maxmem = (n, r) => 128 * n * r * 2;
function encode(n, r, p, salt, hash) {
	return `scrypt$${n}$${r}$${p}$${salt.toString("base64")}$${hash.toString("base64")}`;
}
function scryptAsync(plain, salt, n, r, p, length) {
	return new Promise((resolve, reject) => {
		scrypt(plain.normalize("NFKC"), salt, length, {
			N: n,
			r,
			p,
			maxmem: maxmem(n, r)
		}, (err, key) => err ? reject(err) : resolve(key));
	});
}
var toSalt = (salt) => salt === void 0 ? randomBytes(16) : Buffer.isBuffer(salt) ? salt : Buffer.from(salt, "utf8");
/** Hashes a password; pass `salt` only for reproducible fixtures (seed data), never for real sign-ups. */
async function hashPassword(plain, salt) {
	const s = toSalt(salt);
	return encode(N, R, P, s, await scryptAsync(plain, s, N, R, P, KEY_LENGTH));
}
/** Synchronous variant for the seed generator, which is a plain synchronous function. */
function hashPasswordSync(plain, salt) {
	const s = toSalt(salt);
	return encode(N, R, P, s, scryptSync(plain.normalize("NFKC"), s, KEY_LENGTH, {
		N,
		r: R,
		p: P,
		maxmem: maxmem(N, R)
	}));
}
/** Checks a password against a stored hash in constant time; malformed hashes never verify. */
async function verifyPassword(plain, stored) {
	const parts = stored.split("$");
	if (parts.length !== 6 || parts[0] !== "scrypt") return false;
	const [n, r, p] = parts.slice(1, 4).map((x) => Number(x));
	if (![
		n,
		r,
		p
	].every(Number.isSafeInteger) || n < 2 || (n & n - 1) !== 0 || r < 1 || n * r > MAX_N_TIMES_R || p < 1 || p > 16) return false;
	const salt = Buffer.from(parts[4] ?? "", "base64");
	const expected = Buffer.from(parts[5] ?? "", "base64");
	if (salt.length < 8 || expected.length < 16) return false;
	try {
		const actual = await scryptAsync(plain, salt, n, r, p, expected.length);
		return timingSafeEqual(actual, expected);
	} catch {
		return false;
	}
}
// src/server/accounts/members.ts
/** A member by username or phone (login accepts either). */
async function findMemberByLogin(login) {
	const value = login.trim();
	const [row] = await (await db()).select().from(members).where(or(eq(members.username, value), eq(members.phone, value))).limit(1);
	return row ?? null;
}
async function findMemberByPhone(phone) {
	const [row] = await (await db()).select().from(members).where(eq(members.phone, phone)).limit(1);
	return row ?? null;
}
async function phoneTaken(phone) {
	return Boolean(await findMemberByPhone(phone));
}
/** The store a member works in now: the recorded active one, else the first. */
async function activeStoreOf(memberId, preferred) {
	const rows = await (await db()).select().from(stores).where(eq(stores.memberId, memberId)).orderBy(asc(stores.id));
	return rows.find((s) => s.id === preferred) ?? rows[0] ?? null;
}
/** A dedicated manager with the fewest stores, else the shared hotline manager. */
async function pickManager(conn) {
	return (await conn.select({
		id: accountManagers.id,
		isDefault: accountManagers.isDefault,
		load: sql`count(${stores.id})::int`
	}).from(accountManagers).leftJoin(stores, eq(stores.accountManagerId, accountManagers.id)).groupBy(accountManagers.id).orderBy(asc(accountManagers.isDefault), asc(sql`count(${stores.id})`), asc(accountManagers.id)))[0]?.id ?? null;
}
function storeValues(memberId, company, managerId) {
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
		isPassed: false
	};
}
/** Creates the login identity and its first store in one transaction (registration step 2). */
async function createMember(input) {
	return (await db()).transaction(async (tx) => {
		const [member] = await tx.insert(members).values({
			username: input.phone,
			phone: input.phone,
			passwordHash: input.passwordHash,
			name: input.company.contact,
			wechatOpenId: input.wechatOpenId ?? null
		}).returning();
		const managerId = input.managerId ?? await pickManager(tx);
		const [store] = await tx.insert(stores).values(storeValues(member.id, input.company, managerId)).returning();
		await tx.update(members).set({ activeStoreId: store.id }).where(eq(members.id, member.id));
		await tx.insert(messages).values({
			storeId: store.id,
			title: "欢迎注册药采",
			body: `${input.company.company}，欢迎加入药采！请在“账户中心 → 资质证件”上传营业执照等资质证件，审核通过后即可查看价格并下单采购。`
		});
		return {
			member: {
				...member,
				activeStoreId: store.id
			},
			store
		};
	});
}
/** Adds another store to a member (多店管理); it starts unreviewed. */
async function addStore(memberId, company) {
	const conn = await db();
	const managerId = await pickManager(conn);
	const [store] = await conn.insert(stores).values(storeValues(memberId, company, managerId)).returning();
	await conn.insert(messages).values({
		storeId: store.id,
		title: "门店已添加",
		body: `门店“${company.company}”已添加，请上传该门店的资质证件以便审核。`
	});
	return store;
}
async function storesOf(memberId) {
	return (await db()).select().from(stores).where(eq(stores.memberId, memberId)).orderBy(asc(stores.id));
}
async function setActiveStore(memberId, storeId) {
	const conn = await db();
	const [store] = await conn.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.memberId, memberId)));
	if (!store) return false;
	await conn.update(members).set({ activeStoreId: storeId }).where(eq(members.id, memberId));
	return true;
}
/** Sets a new password; every session that started earlier ends (see auth/session.ts). */
async function changePassword(memberId, plain, now = /* @__PURE__ */ new Date()) {
	const conn = await db();
	const passwordHash = await hashPassword(plain);
	await conn.update(members).set({ passwordHash }).where(eq(members.id, memberId));
	await markCredentialsChanged(memberId, now);
}
async function markCredentialsChanged(memberId, now = /* @__PURE__ */ new Date()) {
	await (await db()).insert(memberSecurity).values({
		memberId,
		credentialsChangedAt: now
	}).onConflictDoUpdate({
		target: memberSecurity.memberId,
		set: { credentialsChangedAt: now }
	});
}
async function memberById(id) {
	const [row] = await (await db()).select().from(members).where(eq(members.id, id)).limit(1);
	return row ?? null;
}
export { findMemberByLogin as a, phoneTaken as c, hashPassword as d, hashPasswordSync as f, createMember as i, setActiveStore as l, addStore as n, findMemberByPhone as o, verifyPassword as p, changePassword as r, memberById as s, activeStoreOf as t, storesOf as u };
