import { s as addresses, t as db } from "./client_BXA_sWCA.mjs";
import { r as NotFoundError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { s as maskPhone } from "./validation_BOHYM5xZ.mjs";
import { and, asc, desc, eq } from "drizzle-orm";
function addressView(row) {
	return {
		id: row.id,
		consignee: row.consignee,
		phone: row.phone,
		phone_masked: maskPhone(row.phone),
		province: row.province,
		city: row.city,
		district: row.district,
		detail: row.detail,
		full: `${row.province}${row.city}${row.district}${row.detail}`,
		is_default: row.isDefault ? 1 : 0
	};
}
/** The store's addresses, default first. */
async function listAddresses(storeId) {
	return (await (await db()).select().from(addresses).where(eq(addresses.storeId, storeId)).orderBy(desc(addresses.isDefault), asc(addresses.id))).map(addressView);
}
var values = (f) => ({
	consignee: f.consignee,
	phone: f.phone,
	province: f.province,
	city: f.city,
	district: f.district,
	detail: f.detail
});
/** Adds an address; the first one, or one marked default, becomes the default. */
async function createAddress(storeId, fields) {
	return (await db()).transaction(async (tx) => {
		const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.storeId, storeId));
		if (existing.length >= 20) throw new BusinessError(10030, `最多保存 20 个收货地址`, 400);
		const makeDefault = fields.is_default || existing.length === 0;
		if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
		const [row] = await tx.insert(addresses).values({
			storeId,
			...values(fields),
			isDefault: makeDefault
		}).returning();
		return addressView(row);
	});
}
async function owned(storeId, id) {
	const [row] = await (await db()).select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.storeId, storeId)));
	if (!row) throw new NotFoundError("收货地址不存在");
	return row;
}
async function updateAddress(storeId, id, fields) {
	const current = await owned(storeId, id);
	return (await db()).transaction(async (tx) => {
		if (fields.is_default && !current.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
		const [row] = await tx.update(addresses).set({
			...values(fields),
			isDefault: current.isDefault || fields.is_default
		}).where(eq(addresses.id, id)).returning();
		return addressView(row);
	});
}
async function setDefaultAddress(storeId, id) {
	await owned(storeId, id);
	await (await db()).transaction(async (tx) => {
		await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
		await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
	});
}
/** Deletes an address; when it was the default, the oldest remaining one takes over. */
async function deleteAddress(storeId, id) {
	const current = await owned(storeId, id);
	await (await db()).transaction(async (tx) => {
		await tx.delete(addresses).where(eq(addresses.id, id));
		if (current.isDefault) {
			const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.storeId, storeId)).orderBy(asc(addresses.id)).limit(1);
			if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
		}
	});
}
export { updateAddress as a, setDefaultAddress as i, deleteAddress as n, listAddresses as r, createAddress as t };
