/**
 * The spec's route table (section 2): the single source for pages, aliases, redirects,
 * titles, chrome flags and the route tests. Paths use `:param` and `:param?` segments.
 */
export type ChromeFlags = {
  header: boolean; // full header with search
  loginHeader: boolean; // slim login-style header (no top ad, no search)
  footer: boolean;
  sidebar: boolean; // right sidebar (account, cart drawer, messages, service, QR, top)
  menu: boolean; // category menu
  nav: boolean; // header navigation list
  keepScroll: boolean; // restore the remembered scroll position
};

export type RouteDef = {
  name: string;
  path: string;
  /** Chinese page title; '' for the spec's title-less templates. */
  title: string;
  /** Other paths serving the same page. */
  aliases?: string[];
  /** A path (may use this route's params) to redirect to instead of rendering. */
  redirect?: string;
  flags?: Partial<ChromeFlags>;
  /** Cart progress step shown in the header (1–4). */
  cartStep?: 1 | 2 | 3 | 4;
  /**
   * The page is built at build time (`prerender = true`). The node adapter serves prerendered
   * files before any middleware runs, so each alias has a page file of its own and the
   * middleware must not rewrite it (a prerendered page cannot be a run-time rewrite target).
   */
  prerendered?: boolean;
};

const DEFAULT_FLAGS: ChromeFlags = {
  header: true,
  loginHeader: false,
  footer: true,
  sidebar: true,
  menu: true,
  nav: true,
  keepScroll: true,
};
const LOGIN_HEADER: Partial<ChromeFlags> = { header: false, loginHeader: true, menu: false, nav: false, sidebar: false };
const BARE: Partial<ChromeFlags> = { header: false, loginHeader: false, footer: false, sidebar: false, menu: false, nav: false };
const CART: Partial<ChromeFlags> = { menu: false, nav: false, keepScroll: false };
const CENTRE: Partial<ChromeFlags> = { menu: false };

export const ROUTES: RouteDef[] = [
  // Top level
  { name: 'home', path: '/', title: '首页' },
  { name: '404', path: '/404', title: '页面不存在' },
  { name: 'noActivity', path: '/noActivity', title: '活动不存在' },
  // Spec §2: a navigation guard sends route eleven_index to the main site.
  { name: 'eleven_index', path: '/eleven_index', title: '首页', redirect: '/' },
  { name: 'login', path: '/login', title: '会员登录', flags: { ...LOGIN_HEADER, footer: true } },
  { name: 'loading', path: '/loading', title: '正在加载', flags: BARE },
  { name: 'loading_activity', path: '/loading/activity', title: '活动加载中', flags: BARE },
  { name: 'activity', path: '/activity/:url?/:url1?/:url2?', title: '活动', redirect: '/loading/activity' },
  { name: 'jfsc', path: '/jfsc', title: '积分商城', flags: { menu: false } },
  { name: 'list_other', path: '/list/other/:id/:name?', title: '药品分类' },
  { name: 'dzht', path: '/dzht', title: '电子采购合同', flags: CENTRE },
  // Brand zone
  { name: 'ppzq_info', path: '/ppzq/info/:id/:page?', title: '品牌详情' },
  { name: 'ppzq_index', path: '/ppzq_index/:page?', title: '品牌专区', aliases: ['/ppzq/:page?'] },
  // Member and wallet
  { name: 'user_hyzx', path: '/user_hyzx', title: '会员中心', aliases: ['/user'], flags: CENTRE },
  { name: 'wdqb', path: '/wdqb', title: '我的钱包', redirect: '/wdqb_yegl' },
  { name: 'wdqb_yegl', path: '/wdqb_yegl', title: '余额管理', aliases: ['/yegl'], flags: CENTRE },
  { name: 'wdqb_zqgl', path: '/wdqb_zqgl', title: '账期管理', aliases: ['/zqgl'], flags: CENTRE },
  { name: 'wdqb_jfgl', path: '/wdqb_jfgl', title: '积分管理', aliases: ['/jfgl'], flags: CENTRE },
  { name: 'wdqb_yhq', path: '/wdqb_yhq', title: '我的优惠券', aliases: ['/yhq'], flags: CENTRE },
  { name: 'wdqb_xjq', path: '/wdqb_xjq', title: '现金券', aliases: ['/xjq'], flags: CENTRE },
  // Goods lists and search
  { name: 'list_index', path: '/list_index', title: '商品列表', aliases: ['/list'] },
  { name: 'list_table', path: '/list_table', title: '商品列表', aliases: ['/list/table'] },
  { name: 'list_no_image', path: '/list_no_image', title: '商品列表', aliases: ['/list/no_image'] },
  { name: 'list_info', path: '/list_info/:id', title: '商品详情', aliases: ['/list/info/:id'] },
  { name: 'list_info_pt', path: '/list_info_pt/:id', title: '商品详情', aliases: ['/list/info-pt/:id'] },
  { name: 'search_index', path: '/search_index', title: '搜索结果', aliases: ['/search'] },
  { name: 'search_table', path: '/search_table', title: '搜索结果', aliases: ['/search/table'] },
  // Cart
  { name: 'cart_step1', path: '/cart_step1', title: '我的购物车', aliases: ['/cart'], flags: CART, cartStep: 1 },
  { name: 'cart_step2', path: '/cart_step2', title: '核对订单信息', aliases: ['/cart/step2'], flags: CART, cartStep: 2 },
  { name: 'cart_step3', path: '/cart_step3/:id', title: '支付订单', aliases: ['/cart/step3/:id'], flags: CART, cartStep: 3 },
  { name: 'cart_step4', path: '/cart_step4', title: '支付完成', aliases: ['/cart/step4'], flags: CART, cartStep: 4 },
  { name: 'cart_hm', path: '/cart_hm', title: '支付订单（含麻）', aliases: ['/cart/hm'], flags: CART, cartStep: 3 },
  // Registration and password
  { name: 'register', path: '/register', title: '注册', redirect: '/register_index' },
  { name: 'register_index', path: '/register_index', title: '注册', redirect: '/register/step1' },
  { name: 'register_step1', path: '/register/step1', title: '注册账号', flags: LOGIN_HEADER },
  { name: 'register_step2', path: '/register/step2', title: '填写企业信息', flags: LOGIN_HEADER },
  { name: 'register_step3', path: '/register/step3', title: '注册完成', flags: LOGIN_HEADER },
  { name: 'register_wechat', path: '/register/wechat', title: '微信注册', flags: LOGIN_HEADER },
  { name: 'register_dd', path: '/register_dd', title: '注册会员', redirect: '/register/dd/step1' },
  { name: 'register_dd_step1', path: '/register/dd/step1', title: '注册会员', flags: LOGIN_HEADER },
  { name: 'register_dd_step2', path: '/register/dd/step2', title: '注册会员', flags: LOGIN_HEADER },
  { name: 'register_dd_step3', path: '/register/dd/step3', title: '注册会员', flags: LOGIN_HEADER },
  { name: 'forget', path: '/forget', title: '忘记密码', redirect: '/forget/step1' },
  { name: 'forget_step1', path: '/forget_step1', title: '忘记密码', aliases: ['/forget/step1'], flags: LOGIN_HEADER },
  { name: 'forget_step2', path: '/forget_step2', title: '重置密码', aliases: ['/forget/step2'], flags: LOGIN_HEADER },
  { name: 'forget_step3', path: '/forget_step3', title: '重置成功', aliases: ['/forget/step3'], flags: LOGIN_HEADER },
  // Account centre
  { name: 'zhzx', path: '/zhzx', title: '账户中心', redirect: '/basic' },
  { name: 'zhzx_jcxx', path: '/zhzx_jcxx', title: '基础信息', redirect: '/basic' },
  { name: 'basic', path: '/basic', title: '基础信息', flags: CENTRE },
  { name: 'zzzj', path: '/zzzj', title: '资质证件', flags: CENTRE },
  { name: 'ddgl', path: '/ddgl', title: '多店管理', flags: CENTRE },
  { name: 'zhzx_bdwx', path: '/bdwx', title: '绑定微信', flags: CENTRE },
  { name: 'addr', path: '/addr', title: '收货地址', flags: CENTRE },
  { name: 'wdxx', path: '/wdxx', title: '我的消息', flags: CENTRE },
  // Orders
  { name: 'order', path: '/order', title: '我的订单', flags: CENTRE },
  { name: 'order_info', path: '/order/info/:id', title: '订单详情', flags: CENTRE },
  { name: 'order_receiving', path: '/order/receiving/:id', title: '收货验收', flags: CENTRE },
  { name: 'zjbg', path: '/zjbg', title: '质检报告', flags: CENTRE },
  { name: 'order_return', path: '/order/returnInfo/:id', title: '退货详情', flags: CENTRE },
  { name: 'order_after_sales', path: '/order/afterSalesInfo/:id', title: '售后详情', flags: CENTRE },
  { name: 'order_wl', path: '/order/wl/:id', title: '物流信息', redirect: '/order/info/:id?wl=1' },
  { name: 'jfdd', path: '/jfdd', title: '积分订单', flags: CENTRE },
  { name: 'hmdd', path: '/hmdd', title: '含麻回执单', flags: CENTRE },
  // Self-service
  { name: 'zzfw', path: '/zzfw', title: '自助服务', redirect: '/kjcg' },
  { name: 'kjcg', path: '/kjcg', title: '快捷采购', flags: CENTRE },
  { name: 'cgqd', path: '/cgqd', title: '常购清单', flags: CENTRE },
  { name: 'cgjh', path: '/cgjh', title: '采购计划导入', flags: CENTRE },
  { name: 'pzqg', path: '/pzqg', title: '品种求购', flags: CENTRE },
  { name: 'pzqg_add', path: '/pzqg/add', title: '新增求购', flags: CENTRE },
  // The spec's /pzqg/info: also /pzqg/info?id=N (the page sends both to /pzqg/info/N, or to the list without an id).
  { name: 'pzqg_info', path: '/pzqg/info/:id?', title: '求购详情', flags: CENTRE },
  { name: 'dzfp', path: '/dzfp', title: '电子发票', flags: CENTRE },
  { name: 'star', path: '/star', title: '我的收藏', flags: CENTRE },
  { name: 'yjfk', path: '/yjfk', title: '意见反馈', flags: CENTRE },
  // In-site customer-service chat, opened in a frame by the sidebar (spec §6)
  { name: 'chat', path: '/chat', title: '在线客服', flags: BARE },
  // Zones and activities
  { name: 'yjh', path: '/yjh/:id?', title: '活动专区' },
  { name: 'Hdzx', path: '/Hdzx/:ids/:id?', title: '活动中心' },
  { name: 'kxzq', path: '/kxzq', title: '控销专区' },
  { name: 'kxzq_new', path: '/kxzq_new', title: '控销专区', redirect: '/kxzq_index' },
  { name: 'kxzq_index', path: '/kxzq_index', title: '控销专区', aliases: ['/kxzq/new'] },
  { name: 'kxzq_goods', path: '/kxzq/goods/:url/:ads?', title: '控销商品' },
  // Spec §6: is_show_youx shows the 优选 zone (issue 31 item 3).
  { name: 'youx', path: '/youx', title: '优选专区' },
  { name: 'yx_index', path: '/yx_index', title: '包邮专区', aliases: ['/yx'] },
  { name: 'yx_table', path: '/yx_table', title: '包邮专区', aliases: ['/yx/table'] },
  { name: 'yx_rule', path: '/yx_rule', title: '包邮规则', aliases: ['/yx/rule'], flags: BARE },
  { name: 'zyyp', path: '/zyyp', title: '中药饮片' },
  { name: 'qxzq', path: '/qxzq', title: '器械专区' },
  { name: 'jxqzc', path: '/jxqzc', title: '近效期专场' },
  { name: 'ptzq', path: '/ptzq', title: '拼团专区' },
  { name: 'mrtj', path: '/mrtj', title: '每日特价' },
  { name: 'hb', path: '/hb', title: '满额返现' },
  { name: 'welfare', path: '/welfare', title: '全场94折' },
  { name: 'lqzx', path: '/lqzx', title: '领券中心' },
  { name: 'lqzx_goods', path: '/lqzx/:id', title: '优惠券适用商品' },
  { name: 'zqmb', path: '/zqmb', title: '' },
  { name: 'hdmb', path: '/hdmb', title: '' },
  { name: 'yyh', path: '/yyh', title: '促销专区' },
  { name: 'yyh_list', path: '/yyh/list', title: '促销专区' },
  { name: 'zhzq', path: '/zhzq', title: '组合专区' },
  // Help (prerendered: src/pages/help*.astro, src/pages/help/**; news is rendered on demand with caching)
  { name: 'help', path: '/help', title: '帮助中心', prerendered: true },
  { name: 'help_xrzn', path: '/help_xrzn', title: '新人指南', aliases: ['/help/xrzn'], prerendered: true },
  { name: 'help_xrzn_hyzc', path: '/help_xrzn_hyzc', title: '会员注册', aliases: ['/help/xrzn/hyzc'], prerendered: true },
  { name: 'help_xrzn_gwzn', path: '/help_xrzn_gwzn', title: '购物指南', aliases: ['/help/xrzn/gwzn'], prerendered: true },
  { name: 'help_xrzn_aqgy', path: '/help_xrzn_aqgy', title: '安全购药', aliases: ['/help/xrzn/aqgy'], prerendered: true },
  { name: 'help_xrzn_zzsc', path: '/help_xrzn_zzsc', title: '资质上传说明', aliases: ['/help/xrzn/zzsc'], prerendered: true },
  { name: 'help_serve', path: '/help_serve', title: '服务保障', aliases: ['/help/serve'], prerendered: true },
  { name: 'help_fwbz_wzzz', path: '/help_fwbz_wzzz', title: '网站资质', aliases: ['/help/fwbz/wzzz'], prerendered: true },
  { name: 'help_fwbz_yhxy', path: '/help_fwbz_yhxy', title: '用户协议', aliases: ['/help/fwbz/yhxy'], prerendered: true },
  { name: 'help_fwbz_zskf', path: '/help_fwbz_zskf', title: '专属客服', aliases: ['/help/fwbz/zskf'], prerendered: true },
  { name: 'help_fwbz_syzl', path: '/help_fwbz_syzl', title: '首营资料与药检报告', aliases: ['/help/fwbz/syzl'], prerendered: true },
  { name: 'help_us', path: '/help_us', title: '关于我们', aliases: ['/help/us'], prerendered: true },
  { name: 'help_us_tsjy', path: '/help_us_tsjy', title: '投诉建议', aliases: ['/help/us/tsjy'], prerendered: true },
  { name: 'help_us_link', path: '/help_us_link', title: '联系我们', aliases: ['/help/us/link'], prerendered: true },
  { name: 'help_news', path: '/help_news', title: '新闻资讯', aliases: ['/news'] },
  { name: 'help_news_hy', path: '/help_news_hy', title: '行业资讯' },
  { name: 'help_news_company', path: '/help_news_company', title: '公司新闻' },
  { name: 'help_news_info', path: '/help_news_info/:id/:type', title: '资讯详情' },
  { name: 'help_pay', path: '/help/pay', title: '支付配送', flags: LOGIN_HEADER, prerendered: true },
  { name: 'help_zfps_ddzf', path: '/help/zfps/ddzf', title: '订单支付', flags: LOGIN_HEADER, prerendered: true },
  { name: 'help_zfps_hwps', path: '/help/zfps/hwps', title: '货物配送', flags: LOGIN_HEADER, prerendered: true },
  { name: 'help_zfps_ypth', path: '/help/zfps/ypth', title: '药品退换', flags: LOGIN_HEADER, prerendered: true },
  { name: 'help_zfps_fp', path: '/help/zfps/fp', title: '发票说明', flags: LOGIN_HEADER, prerendered: true },
];

export function routeFlags(route: RouteDef): ChromeFlags {
  return { ...DEFAULT_FLAGS, ...route.flags };
}

/** Document title rule of the spec: page title plus site title. */
export function documentTitle(pageTitle: string, siteName: string): string {
  return pageTitle ? `${pageTitle} - ${siteName}` : siteName;
}
