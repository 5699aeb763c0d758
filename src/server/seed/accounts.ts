/**
 * Demo rows of the accounts issue: the demo members' certificates (approved for `demo`, pending
 * for `pending`), a default delivery address and the demo store's contract signature. Seeded
 * certificates carry no file (their scans are not part of the demo data). Ids come from the
 * sequences, so this runs after the main insert without touching explicit ids.
 */
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';

export async function insertAccountDemo(tx: Tx): Promise<void> {
  const reviewed = shanghaiTime(addDays(SEED_TODAY, -396), 11, 0);
  const submitted = shanghaiTime(addDays(SEED_TODAY, -398), 16, 20);
  const cert = (storeId: number, type: s.QualificationType, number: string, validTo: string | null, extra: Partial<typeof s.qualifications.$inferInsert> = {}) => ({
    storeId,
    type,
    number,
    validFrom: addDays(SEED_TODAY, -700),
    validTo,
    longTerm: validTo === null,
    scope: [],
    fileId: null,
    status: 'approved' as const,
    submittedAt: submitted,
    reviewedAt: reviewed,
    reviewedBy: 'seed',
    ...extra,
  });
  const pending = { status: 'pending' as const, reviewedAt: null, reviewedBy: '', submittedAt: shanghaiTime(addDays(SEED_TODAY, -2), 14, 40) };
  await tx.insert(s.qualifications).values([
    cert(1, 'business_license', '91330106MA2H3K7Q5U', null),
    cert(1, 'drug_license', '浙AA5710234', addDays(SEED_TODAY, 3 * 365), {
      scope: ['中成药', '化学药制剂', '抗生素制剂', '生化药品', '中药饮片', '处方药', '非处方药'],
    }),
    // Optional GSP certificate close to expiry, so the 30-day warning shows in the demo.
    cert(1, 'gsp', 'C-ZJ-21-0456', addDays(SEED_TODAY, 25)),
    cert(1, 'power_of_attorney', 'WT-2025-0001', addDays(SEED_TODAY, 300)),
    cert(1, 'buyer_id', '330106********2316', addDays(SEED_TODAY, 8 * 365)),
    cert(2, 'business_license', '92320106MA1Y8R2D3K', null, pending),
    cert(2, 'medical_license', 'PDY12345232010613D2152', addDays(SEED_TODAY, 4 * 365), { ...pending, scope: ['中成药', '化学药制剂', '处方药', '非处方药'] }),
    cert(2, 'power_of_attorney', 'WT-2026-0107', addDays(SEED_TODAY, 365), pending),
    cert(2, 'buyer_id', '320106********2024', addDays(SEED_TODAY, 6 * 365), pending),
  ]);
  await tx.insert(s.addresses).values({
    storeId: 1,
    consignee: '张伟',
    phone: '13800138000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 259 号 1 楼（仁心大药房）',
    isDefault: true,
    createdAt: shanghaiTime(addDays(SEED_TODAY, -390), 9, 0),
  });
  await tx.insert(s.contractSignatures).values({
    storeId: 1,
    memberId: 1,
    version: '2026.11-v1',
    signerName: '张伟',
    ip: '183.157.20.16',
    userAgent: 'seed',
    signedAt: shanghaiTime(addDays(SEED_TODAY, -395), 15, 30),
  });
}
