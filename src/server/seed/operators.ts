/**
 * Demo operators of the console (issue 18), demo data only: `admin` / `Admin@123456` (管理员) and
 * one operator per other role for tests and demos (README: 运营后台). Hashes use fixed salts so the
 * data set stays deterministic.
 */
import type { Tx } from '../db/client';
import * as s from '../db/schema';
import { hashPasswordSync } from '../auth/password';

export const DEMO_OPERATORS = [
  { username: 'admin', name: '系统管理员', role: 'admin', password: 'Admin@123456' },
  { username: 'shenhe', name: '审核员小周', role: 'reviewer', password: 'Shenhe@123456' },
  { username: 'shangpin', name: '商品专员小吴', role: 'merchandiser', password: 'Shangpin@123456' },
  { username: 'dingdan', name: '订单专员小郑', role: 'orders', password: 'Dingdan@123456' },
  { username: 'caiwu', name: '财务小王', role: 'finance', password: 'Caiwu@123456' },
  { username: 'kefu', name: '客服小冯', role: 'service', password: 'Kefu@123456' },
] as const;

export async function insertOperatorDemo(tx: Tx): Promise<void> {
  await tx.insert(s.operators).values(
    DEMO_OPERATORS.map((o) => ({
      username: o.username,
      name: o.name,
      role: o.role,
      passwordHash: hashPasswordSync(o.password, `yaocai-op-${o.username}`),
    })),
  );
}
