/**
 * The audit log in Chinese (issue 30): each action and object type named as the operator knows it
 * (「发货」, 「商品」), and before/after shown as a field-by-field diff with labels (「商品：规格」)
 * instead of raw JSON with camelCase keys. Unknown codes fall back to the code itself.
 */
export const ACTION_TEXT: Record<string, string> = {
  'audit.export': '导出操作日志',
  'chat.answer': '回复客服消息',
  error: '系统错误',
  'export.download': '下载导出文件',
  'feedback.reply': '回复反馈',
  'focus_block.create': '新建楼层',
  'focus_block.edit': '编辑楼层',
  'focus_item.create': '新建广告位',
  'focus_item.edit': '编辑广告位',
  'focus_item.image': '上传广告图',
  'goods.batch.ordinary_sale': '设置近效期批次常规销售',
  'goods.batch.receive': '批次入库',
  'goods.batch.report': '上传药检报告',
  'documents.first_sale': '上传首营资料',
  'goods.batch.status': '修改批次状态',
  'goods.batch.export': '导出批次收货客户',
  'goods.untraced': '设置无追溯码',
  'goods.create': '新建商品',
  'goods.edit': '编辑商品',
  'goods.export': '导出商品',
  'goods.image.arrange': '调整商品图片',
  'goods.image.upload': '上传商品图片',
  'goods.import': '导入商品',
  'goods.stock': '调整库存',
  'hotword.add': '添加热搜词',
  'hotword.remove': '删除热搜词',
  'invoice.issue': '开具发票',
  'invoice.red': '红冲发票',
  'invoice.periods': '设置发票期限',
  'invoice.bulk': '批量开具发票',
  login: '登录',
  'login.failed': '登录失败',
  'member.view': '查看会员',
  'nav.add': '添加导航',
  'nav.remove': '删除导航',
  'news.create': '发布资讯',
  'news.edit': '编辑资讯',
  'operator.create': '新建操作员',
  'operator.password': '重置操作员密码',
  'order.cancel': '取消订单',
  'order.deliver': '确认送达',
  'order.ship': '发货',
  'orders.export': '导出订单',
  'promo.cashback.create': '新建返现规则',
  'promo.cashback.edit': '编辑返现规则',
  'promo.combos.create': '新建组合套餐',
  'promo.combos.edit': '编辑组合套餐',
  'promo.coupons.create': '新建优惠券',
  'promo.coupons.edit': '编辑优惠券',
  'promo.coupons.grant': '发放优惠券',
  'promo.lottery.create': '新建抽奖',
  'promo.lottery.edit': '编辑抽奖',
  'promo.points.create': '新建积分商品',
  'promo.points.edit': '编辑积分商品',
  'promo.price.create': '新建特价活动',
  'promo.price.edit': '编辑特价活动',
  'promo.rules.create': '新建满减规则',
  'promo.rules.edit': '编辑满减规则',
  'promo.schedules.create': '新建活动排期',
  'promo.schedules.edit': '编辑活动排期',
  'promo.storewide.create': '新建全场折扣',
  'promo.storewide.edit': '编辑全场折扣',
  'qualification.approve': '资质审核通过',
  'qualification.file.view': '查看资质图片',
  'qualification.reject': '资质审核驳回',
  'return.approve': '同意退货退款',
  'return.reject': '驳回退货',
  'store.credit': '调整账期额度',
  'store.scope': '调整经营范围',
  'store.service': '启用/停用门店',
  'totp.begin': '开始绑定动态口令',
  'totp.enable': '启用动态口令',
  'transfer.confirm': '确认转账到账',
  'transfer.reject': '驳回转账',
  'transfer.statement': '导入银行流水',
  'voucher.batch': '生成现金券',
  'voucher.export': '导出现金券',
  'wanted.decide': '处理求购',
};

export const OBJECT_TEXT: Record<string, string> = {
  audit_log: '操作日志',
  bank_statement: '银行流水',
  bank_transfer: '对公转账',
  cashback_rule: '返现规则',
  console_api: '后台接口',
  coupon: '优惠券',
  export_job: '导出任务',
  feedback: '反馈',
  focus_block: '楼层',
  focus_item: '广告位',
  goods: '商品',
  hot_word: '热搜词',
  lottery_activity: '抽奖活动',
  member: '会员',
  nav: '导航',
  news: '资讯',
  goods_batch: '批次',
  operator: '操作员',
  order: '订单',
  orders: '订单',
  points_goods: '积分商品',
  price_activity: '特价活动',
  promo_schedule: '活动排期',
  promotion_activity: '促销活动',
  qualification: '资质',
  qualification_file: '资质图片',
  return: '退货单',
  setting: '系统设置',
  store: '门店',
  voucher_batch: '现金券批次',
  wanted: '求购',
};

/** Field labels, by the key as stored (camelCase or snake_case); the object names whose field it is. */
const FIELD_TEXT: Record<string, string> = {
  name: '名称',
  spec: '规格',
  price: '价格',
  basePrice: '基础价',
  base_price: '基础价',
  stock: '库存',
  status: '状态',
  reason: '原因',
  refund: '退款金额',
  lines: '商品行',
  batch: '批号',
  batchNo: '批号',
  batch_no: '批号',
  notified: '已通知客户数',
  ordinary_sale: '近效期常规销售',
  report: '药检报告',
  untraced: '无追溯码',
  traceCodes: '追溯码',
  trace_codes: '追溯码',
  expressCompany: '快递公司',
  express_company: '快递公司',
  expressNo: '快递单号',
  carrier: '快递公司',
  tracking_no: '快递单号',
  trackingNo: '快递单号',
  shipment: '出库批次与追溯码',
  express_no: '快递单号',
  amount: '金额',
  creditLimit: '账期额度',
  credit_limit: '账期额度',
  title: '标题',
  isOnSale: '上架',
  is_on_sale: '上架',
  remark: '备注',
  note: '备注',
  invoice_no: '发票号码',
  invoice_code: '发票代码',
  issue_date: '开票日期',
  tax_amount: '税额',
  red_invoice_no: '红字发票号码',
  order_no: '订单号',
  manufacturer: '生产厂家',
  approvalNo: '批准文号',
  approval_no: '批准文号',
  unit: '单位',
  midPack: '中包装',
  mid_pack: '中包装',
  validTo: '有效期至',
  valid_to: '有效期至',
  expiryDate: '效期',
  expiry_date: '效期',
  requestDays: '补开发票期限（天）',
  flagDays: '开票提醒天数',
};

export const actionText = (code: string) => ACTION_TEXT[code] ?? code;
export const objectText = (code: string) => OBJECT_TEXT[code] ?? code;
export const fieldText = (key: string, objectType: string) => {
  const label = FIELD_TEXT[key];
  return label ? `${objectText(objectType)}：${label}` : key;
};

const shown = (v: unknown): string =>
  v === null || v === undefined
    ? '—'
    : typeof v === 'string'
      ? v
      : typeof v === 'boolean'
        ? v
          ? '是'
          : '否'
        : Array.isArray(v) && v.every((x) => typeof x === 'string')
          ? v.join('；\n')
          : JSON.stringify(v);

/** Before/after as labelled rows: every field of either side, marking the ones that changed. */
export function auditDiff(before: unknown, after: unknown, objectType: string): { label: string; before: string; after: string; changed: boolean }[] {
  const obj = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : v === null || v === undefined ? {} : { 值: v };
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((k) => {
    const [x, y] = [shown(b[k]), shown(a[k])];
    return { label: fieldText(k, objectType), before: k in b ? x : '—', after: k in a ? y : '—', changed: x !== y };
  });
}
