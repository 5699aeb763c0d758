/**
 * An approved member whose one store can buy at once, like the demo store but without its history:
 * approved certificates with the demo store's business scope, a default address, a signed contract,
 * ¥50,000.00 of balance (one recharge on the ledger, so balance = Σ ledger), credit terms and the three
 * demo coupons (seed/wallet.ts). Deterministic for a given member (dates from SEED_TODAY, salt from the
 * username). The e2e suite makes its extra demo members and its fresh members with it (tests/e2e/members.ts
 * through the test-only hook of tests/e2e/operator-hook.ts), so spec groups need not share the demo member.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { DEMO_PASSWORD, SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';
import { seedSalt } from './members';
import { hashPasswordSync } from '../auth/password';
import { DEMO_BALANCE, DEMO_CREDIT_LIMIT } from './wallet';

export type ApprovedMember = { username: string; phone: string; name: string; company: string };

/** The coupons every demo store holds (seed/wallet.ts insertCouponDemo). */
const HELD_COUPONS = ['满500减30', '满1000减80', '95折券'];
const SCOPE = ['中成药', '化学药制剂', '抗生素制剂', '生化药品', '中药饮片', '处方药', '非处方药'];

/** Inserts the member, its store and the store's papers and money; the password is the demo members' one. */
export async function insertApprovedMember(tx: Tx, m: ApprovedMember): Promise<{ memberId: number; storeId: number }> {
  const createdAt = shanghaiTime(addDays(SEED_TODAY, -300), 10, 0);
  const [member] = await tx
    .insert(s.members)
    .values({ username: m.username, phone: m.phone, passwordHash: hashPasswordSync(DEMO_PASSWORD, seedSalt(m.username)), name: m.name, createdAt })
    .returning({ id: s.members.id });
  const memberId = member!.id;
  const [store] = await tx
    .insert(s.stores)
    .values({
      memberId,
      company: m.company,
      companyType: '单体药店',
      contact: m.name,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文二路 88 号',
      isPassed: true,
      rank: 3,
      accountManagerId: 1,
      contractSignedAt: shanghaiTime(addDays(SEED_TODAY, -295), 15, 30),
      createdAt,
    })
    .returning({ id: s.stores.id });
  const storeId = store!.id;
  await tx.update(s.members).set({ activeStoreId: storeId }).where(eq(s.members.id, memberId));

  const reviewed = { status: 'approved' as const, submittedAt: createdAt, reviewedAt: createdAt, reviewedBy: 'seed', validFrom: addDays(SEED_TODAY, -700) };
  await tx.insert(s.qualifications).values([
    { ...reviewed, storeId, type: 'business_license', number: `91330106SEED${String(storeId).padStart(6, '0')}`, validTo: null, longTerm: true },
    { ...reviewed, storeId, type: 'drug_license', number: `浙AA57${String(storeId).padStart(5, '0')}`, validTo: addDays(SEED_TODAY, 3 * 365), scope: SCOPE },
    { ...reviewed, storeId, type: 'power_of_attorney', number: `WT-SEED-${storeId}`, validTo: addDays(SEED_TODAY, 300) },
    { ...reviewed, storeId, type: 'buyer_id', number: '330106********2316', validTo: addDays(SEED_TODAY, 8 * 365) },
  ]);
  await tx
    .insert(s.addresses)
    .values({ storeId, consignee: m.name, phone: m.phone, province: '浙江省', city: '杭州市', district: '西湖区', detail: '文二路 88 号', isDefault: true, createdAt });
  await tx.insert(s.contractSignatures).values({ storeId, memberId, version: '2026.11-v1', signerName: m.name, ip: '183.157.20.16', userAgent: 'seed', signedAt: createdAt });

  await tx.insert(s.wallets).values({ storeId, balance: DEMO_BALANCE });
  await tx.insert(s.walletEntries).values({ storeId, kind: 'recharge', amount: DEMO_BALANCE, balanceAfter: DEMO_BALANCE, ref: 'seed:recharge-1', note: '对公转账充值', createdAt });
  await tx.insert(s.creditAccounts).values({ storeId, creditLimit: DEMO_CREDIT_LIMIT, used: 0, termDays: 30 });
  const coupons = await tx.select({ id: s.coupons.id, name: s.coupons.name }).from(s.coupons).where(inArray(s.coupons.name, HELD_COUPONS)).orderBy(asc(s.coupons.id));
  const first = HELD_COUPONS.map((name) => coupons.find((c) => c.name === name)).filter((c) => c !== undefined);
  if (first.length) await tx.insert(s.memberCoupons).values(first.map((c) => ({ storeId, couponId: c.id, receivedAt: createdAt })));
  return { memberId, storeId };
}
