/**
 * Demo 首营资料 (issue 25 item 4): the wholesaler's five licences and a registration file for every ordinary
 * goods, all demo files drawn on request (file_key `demo`, documents/first-sale-pack.ts). Expiry days are
 * relative to the day the demo is generated — the GSP certificate expires in 20 days, so the console and the
 * buyers see the 30 天内到期 flag; each goods' file expires 1–5 years out (by its id, deterministic).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { firstSaleFiles } from '../db/schema';
import { shanghaiToday } from '../../lib/time';
import { addDays, addMonths } from './dates';

export async function insertFirstSaleDemo(tx: Tx, today: string = shanghaiToday()): Promise<void> {
  const supplier = [
    { kind: 'business_licence', certNo: '91330110MA2H8K3X1D', expiresOn: addMonths(today, 12 * 15) },
    { kind: 'drug_licence', certNo: '浙AA5710001', expiresOn: addMonths(today, 38) },
    { kind: 'gsp', certNo: 'ZJ-GSP-2021-0186', expiresOn: addDays(today, 20) },
    { kind: 'quality_agreement', certNo: 'ZLXY-2026-001', expiresOn: addMonths(today, 11) },
    { kind: 'agent_letter', certNo: 'WTS-2026-017', expiresOn: addMonths(today, 7), agentName: '张明（演示）', agentIdNo: '330106199003152718' },
  ] as const;
  await tx.insert(firstSaleFiles).values(supplier.map((f) => ({ slot: `supplier:${f.kind}`, fileKey: 'demo', ...f })));
  await tx.execute(sql`
    insert into first_sale_files (slot, kind, goods_id, cert_no, file_key, expires_on)
    select 'goods:' || g.id, 'registration', g.id, g.approval_no, 'demo', ${today}::date + (365 + (g.id * 37) % 1460)
    from goods g where g.type = 1 and g.approval_no <> ''`);
}
