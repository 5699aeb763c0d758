import type { AstroGlobal } from 'astro';
import { can, ROLE_LABELS, ROLE_PERMISSIONS, type Permission } from './roles';
import { currentOperator, type Operator } from './session.server';

/** The console menu: each entry shown only to roles holding its permission. */
export const CONSOLE_MENU: { href: string; label: string; permission: Permission }[] = [
  { href: '/admin', label: '工作台', permission: 'dashboard' },
  { href: '/admin/qualifications', label: '资质审核', permission: 'qualifications' },
  { href: '/admin/goods', label: '商品管理', permission: 'goods' },
  { href: '/admin/content', label: '内容管理', permission: 'content' },
  // Promotions (c18promo): one entry; the area's pages share a tab bar (src/components/console/PromoTabs.astro).
  { href: '/admin/promotions', label: '营销活动', permission: 'promotions' },
  { href: '/admin/members', label: '会员管理', permission: 'members' },
  { href: '/admin/members', label: '会员财务', permission: 'finance' },
  { href: '/admin/orders', label: '订单发货', permission: 'orders' },
  { href: '/admin/returns', label: '退货售后', permission: 'returns' },
  { href: '/admin/audit', label: '操作日志', permission: 'operators' },
  // Finance, customer service, banners/news, operators (c18ops):
  { href: '/admin/content/banners', label: '广告与楼层', permission: 'content' },
  { href: '/admin/content/news', label: '资讯管理', permission: 'content' },
  { href: '/admin/content/supplier', label: '单据供货单位', permission: 'content' },
  { href: '/admin/goods/first-sale', label: '首营资料', permission: 'goods' },
  { href: '/admin/finance', label: '财务记录', permission: 'finance' },
  { href: '/admin/finance/vouchers', label: '现金券批次', permission: 'finance' },
  { href: '/admin/finance/invoices', label: '发票管理', permission: 'finance' },
  { href: '/admin/finance/transfers', label: '对公转账', permission: 'finance' },
  { href: '/admin/finance/check', label: '对账检查', permission: 'finance' },
  { href: '/admin/service/chat', label: '在线客服', permission: 'service' },
  { href: '/admin/service/feedback', label: '反馈与求购', permission: 'service' },
  { href: '/admin/operators', label: '操作员管理', permission: 'operators' },
  { href: '/admin/integrations', label: '系统对接', permission: 'operators' },
  { href: '/admin/account', label: '账号安全', permission: 'dashboard' },
];

export type ConsolePage = { op: Operator; menu: typeof CONSOLE_MENU; roleText: string } | { denied: true; op: Operator | null };

/**
 * What a console page needs before rendering: the operator (the middleware already sent visitors
 * to the login page) and whether their role holds the page's permission (else the page shows 403).
 */
export async function consolePage(astro: AstroGlobal, permission: Permission | Permission[]): Promise<ConsolePage> {
  const op = await currentOperator(astro);
  const wanted = Array.isArray(permission) ? permission : [permission];
  if (!op || !wanted.some((p) => can(op.role, p))) {
    astro.response.status = op ? 403 : 401;
    return { denied: true, op };
  }
  const menu = CONSOLE_MENU.filter((m) => ROLE_PERMISSIONS[op.role].includes(m.permission)).filter((m, i, all) => all.findIndex((x) => x.href === m.href) === i);
  return { op, menu, roleText: ROLE_LABELS[op.role] };
}
