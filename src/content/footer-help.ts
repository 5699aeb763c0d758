/**
 * The footer's 4 help groups (spec section 9). Links use the spec's form
 * `/help/xrzn/hyzc?id={article id}`; the id is the article's slug, resolved by `helpArticlePath`.
 */
export type FooterHelpGroup = { slug: string; name: string; links: { title: string; href: string }[] };

const ARTICLE_ROUTES: Record<string, { title: string; path: string }> = {
  hyzc: { title: '会员注册', path: '/help_xrzn_hyzc' },
  gwzn: { title: '购物指南', path: '/help_xrzn_gwzn' },
  aqgy: { title: '安全购药', path: '/help_xrzn_aqgy' },
  wzzz: { title: '网站资质', path: '/help_fwbz_wzzz' },
  yhxy: { title: '用户协议', path: '/help_fwbz_yhxy' },
  zskf: { title: '专属客服', path: '/help_fwbz_zskf' },
  ddzf: { title: '订单支付', path: '/help/zfps/ddzf' },
  hwps: { title: '货物配送', path: '/help/zfps/hwps' },
  ypth: { title: '药品退换', path: '/help/zfps/ypth' },
  tsjy: { title: '投诉建议', path: '/help_us_tsjy' },
  link: { title: '联系我们', path: '/help_us_link' },
};

const GROUPS: [string, string, string[]][] = [
  ['xrzn', '新人指南', ['hyzc', 'gwzn', 'aqgy']],
  ['fwbz', '服务保障', ['wzzz', 'yhxy', 'zskf']],
  ['zfps', '支付配送', ['ddzf', 'hwps', 'ypth']],
  ['us', '关于我们', ['tsjy', 'link']],
];

export const FOOTER_HELP_GROUPS: FooterHelpGroup[] = GROUPS.map(([slug, name, ids]) => ({
  slug,
  name,
  links: ids.map((id) => ({ title: ARTICLE_ROUTES[id].title, href: `/help/xrzn/hyzc?id=${id}` })),
}));

/** Where a footer link's article id lives; undefined for unknown ids. */
export function helpArticlePath(id: string | null): string | undefined {
  return id ? ARTICLE_ROUTES[id]?.path : undefined;
}
