/**
 * Demo rows of the accounts issue: the demo members' certificates (approved for `demo`, pending
 * for `pending`), a default delivery address and the demo store's contract signature. Seeded
 * certificates carry placeholder scans (`DEMO_SCAN` keys, drawn on request: GSP approves on a file only). Ids come from the
 * sequences, so this runs after the main insert without touching explicit ids.
 */
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { SEED_TODAY } from './constants';
import { addDays, shanghaiTime } from './dates';
import { shanghaiToday } from '../../lib/time';
import { DEMO_SCAN } from '../qualifications/files';

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
    fileId: storeId === 1 ? scan(type, 1).fileId : null,
    status: 'approved' as const,
    submittedAt: submitted,
    reviewedAt: reviewed,
    reviewedBy: 'seed',
    ...extra,
  });
  // The pending store's certificates come with (placeholder) scans: GSP approves a certificate on its file only.
  const kinds: [number, string][] = [
    ...['business_license', 'drug_license', 'gsp', 'power_of_attorney', 'buyer_id'].map((t) => [1, t] as [number, string]),
    ...['business_license', 'medical_license', 'power_of_attorney', 'buyer_id'].map((t) => [2, t] as [number, string]),
  ];
  const scans = await tx
    .insert(s.qualificationFiles)
    .values(kinds.map(([store, t]) => ({ storeId: store, storageKey: `${DEMO_SCAN}${store}-${t}`, mime: 'image/png' as const, size: 0, sha256: `demo-${store}-${t}` })))
    .returning({ id: s.qualificationFiles.id, key: s.qualificationFiles.storageKey });
  const scan = (t: string, store = 2) => ({ fileId: scans.find((f) => f.key === `${DEMO_SCAN}${store}-${t}`)!.id });
  const pending = { status: 'pending' as const, reviewedAt: null, reviewedBy: '', submittedAt: shanghaiTime(addDays(SEED_TODAY, -2), 14, 40) };
  await tx.insert(s.qualifications).values([
    cert(1, 'business_license', '91330106MA2H3K7Q5U', null),
    cert(1, 'drug_license', '浙AA5710234', addDays(SEED_TODAY, 3 * 365), {
      scope: ['中成药', '化学药制剂', '抗生素制剂', '生化药品', '中药饮片', '处方药', '非处方药'],
    }),
    // Optional GSP certificate close to expiry, so the 30-day warning shows in the demo: counted from the day
    // the demo is seeded (not SEED_TODAY), so the demo member's licences are valid whenever it is set up.
    cert(1, 'gsp', 'C-ZJ-21-0456', addDays(shanghaiToday(), 25)),
    cert(1, 'power_of_attorney', 'WT-2025-0001', addDays(SEED_TODAY, 300)),
    cert(1, 'buyer_id', '330106********2316', addDays(SEED_TODAY, 8 * 365)),
    // Store 4 (member `guoqi`): approved, but its 药品经营许可证 lapsed 3 days before the demo was seeded.
    cert(4, 'business_license', '91330105MA2KX4P81N', null),
    cert(4, 'drug_license', '浙AA5710877', addDays(shanghaiToday(), -3), { scope: ['中成药', '化学药制剂', '非处方药'] }),
    cert(4, 'power_of_attorney', 'WT-2026-0410', addDays(SEED_TODAY, 300)),
    cert(4, 'buyer_id', '330105********1822', addDays(SEED_TODAY, 8 * 365)),
    cert(2, 'business_license', '92320106MA1Y8R2D3K', null, { ...pending, ...scan('business_license') }),
    cert(2, 'medical_license', 'PDY12345232010613D2152', addDays(SEED_TODAY, 4 * 365), {
      ...pending,
      ...scan('medical_license'),
      scope: ['中成药', '化学药制剂', '处方药', '非处方药'],
    }),
    cert(2, 'power_of_attorney', 'WT-2026-0107', addDays(SEED_TODAY, 365), { ...pending, ...scan('power_of_attorney') }),
    cert(2, 'buyer_id', '320106********2024', addDays(SEED_TODAY, 6 * 365), { ...pending, ...scan('buyer_id') }),
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
  // Store 4 can order but for its lapsed licence: address and signed contract like the demo store's.
  await tx.insert(s.addresses).values({
    storeId: 4,
    consignee: '赵敏',
    phone: '13600136000',
    province: '浙江省',
    city: '杭州市',
    district: '拱墅区',
    detail: '湖墅南路 66 号',
    isDefault: true,
    createdAt: shanghaiTime(addDays(SEED_TODAY, -290), 9, 0),
  });
  await tx.insert(s.contractSignatures).values({
    storeId: 4,
    memberId: 4,
    version: '2026.11-v1',
    signerName: '赵敏',
    ip: '183.157.20.17',
    userAgent: 'seed',
    signedAt: shanghaiTime(addDays(SEED_TODAY, -290), 10, 0),
  });
}
