import { addressText } from '../../lib/address';
import type { StoreItem } from '../../wire/account';
import { count, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { qualifications } from '../db/schema';
import type { Account } from '../auth/session.server';
import { storesOf } from './members';

/** The member's stores for 多店管理: identity, review state, certificate count, which one is active. */
export async function storeListView(account: Account): Promise<StoreItem[]> {
  const list = await storesOf(account.member.id);
  const counts = list.length
    ? await (
        await db()
      )
        .select({ storeId: qualifications.storeId, n: count() })
        .from(qualifications)
        .where(
          inArray(
            qualifications.storeId,
            list.map((s) => s.id),
          ),
        )
        .groupBy(qualifications.storeId)
    : [];
  const byStore = new Map(counts.map((c) => [c.storeId, Number(c.n)]));
  return list.map((s) => ({
    id: s.id,
    company: s.company,
    company_type: s.companyType,
    contact: s.contact,
    address: addressText({ ...s, detail: s.address }),
    is_passed: s.isPassed ? 1 : 0,
    contract_signed: s.contractSignedAt ? 1 : 0,
    certificates: byStore.get(s.id) ?? 0,
    is_active: s.id === account.store.id ? 1 : 0,
  }));
}
