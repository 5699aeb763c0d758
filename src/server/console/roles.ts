import type { OperatorRole } from '../db/schema';

/**
 * Who may do what in the console. A permission names an area; a role holds areas; 管理员 holds
 * all. Every console endpoint declares the one permission it needs (`permission` export), and
 * every operator action checks it again in {@link ../console/action.ts operatorAction}.
 */
export const PERMISSIONS = [
  'dashboard', // everyone: today's figures
  'operators', // operator accounts, the audit log
  'qualifications', // licence review
  'members', // member search, details, credit limit, manager, chat, suspend
  'goods', // goods, stock, import/export
  'content', // banners, nav, hot words, news
  'promotions',
  'orders', // queues, ship, deliver, cancel, picking lists
  'returns',
  'finance', // balance adjustments, top-ups, credit bills, invoices
  'service', // chat, feedback, wanted products
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  reviewer: '审核',
  merchandiser: '商品',
  orders: '订单',
  finance: '财务',
  service: '客服',
};

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  reviewer: ['dashboard', 'qualifications', 'members'],
  merchandiser: ['dashboard', 'goods', 'content', 'promotions'],
  orders: ['dashboard', 'orders', 'returns'],
  finance: ['dashboard', 'finance'],
  service: ['dashboard', 'service'],
};

export function can(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
