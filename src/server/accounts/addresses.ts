import { addressText } from '../../lib/address';
import { and, asc, desc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { addresses } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { maskPhone } from './validation';
import type { Address } from '../../wire/account';

export const MAX_ADDRESSES = 20;

export type AddressFields = {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
};

export function addressView(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: row.phone,
    phone_masked: maskPhone(row.phone),
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    full: addressText(row),
    is_default: row.isDefault ? 1 : 0,
  };
}

/** The store's addresses, default first. */
export async function listAddresses(storeId: number) {
  const rows = await (await db()).select().from(addresses).where(eq(addresses.storeId, storeId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(addressView);
}

const values = (f: AddressFields) => ({
  consignee: f.consignee,
  phone: f.phone,
  province: f.province,
  city: f.city,
  district: f.district,
  detail: f.detail,
});

/** Adds an address; the first one, or one marked default, becomes the default. */
export async function createAddress(storeId: number, fields: AddressFields) {
  const conn = await db();
  return conn.transaction(async (tx) => {
    const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.storeId, storeId));
    if (existing.length >= MAX_ADDRESSES) throw new BusinessError(10030, `最多保存 ${MAX_ADDRESSES} 个收货地址`, 400);
    const makeDefault = fields.is_default || existing.length === 0;
    if (makeDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
    const [row] = await tx
      .insert(addresses)
      .values({ storeId, ...values(fields), isDefault: makeDefault })
      .returning();
    return addressView(row);
  });
}

/** The store's address `id`, else 404 (checked before an endpoint reads the body). */
export async function owned(storeId: number, id: number) {
  const [row] = await (
    await db()
  )
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.storeId, storeId)));
  if (!row) throw new NotFoundError('收货地址不存在');
  return row;
}

export async function updateAddress(storeId: number, id: number, fields: AddressFields) {
  const current = await owned(storeId, id);
  const conn = await db();
  return conn.transaction(async (tx) => {
    if (fields.is_default && !current.isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
    const [row] = await tx
      .update(addresses)
      .set({ ...values(fields), isDefault: current.isDefault || fields.is_default })
      .where(eq(addresses.id, id))
      .returning();
    return addressView(row);
  });
}

export async function setDefaultAddress(storeId: number, id: number) {
  await owned(storeId, id);
  const conn = await db();
  await conn.transaction(async (tx) => {
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.storeId, storeId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
}

/** Deletes an address; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(storeId: number, id: number) {
  const current = await owned(storeId, id);
  const conn = await db();
  await conn.transaction(async (tx) => {
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (current.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.storeId, storeId)).orderBy(asc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
