/** Input of the wallet APIs (zod, Chinese messages; JSON or qs form bodies). */
import { z } from 'zod';
import { formatYuan } from '../../lib/money';
import { yuan } from '../http/money';
import { MONEY_CONFIG } from './topup';
import { idField } from '../http/fields';

const pageNo = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(10_000, '页码不正确'),
);

/** A yuan amount with at most 2 decimals → fen (required). */
export const yuanAmount = (label: string) => yuan(label, { digits: 9, max: Infinity, messages: { required: `请填写${label}`, format: `${label}格式不正确，最多两位小数` } });

export const topUpInput = z.object({
  amount: yuanAmount('充值金额').refine(
    (n) => n >= MONEY_CONFIG.min && n <= MONEY_CONFIG.max,
    `充值金额须在 ${formatYuan(MONEY_CONFIG.min)} 至 ${formatYuan(MONEY_CONFIG.max)} 之间`,
  ),
  /** One of the offered channels (sandbox, wechat, alipay); the first offered when left out. */
  channel: z.enum(['sandbox', 'wechat', 'alipay'], { error: '不支持该支付方式' }).optional(),
});

export const tradeNoInput = z.object({ trade_no: z.string({ error: '充值单号缺失' }).regex(/^CZ\d{22}$/, '充值单号不正确') });

export const voucherCodeInput = z.object({
  code: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: '请输入兑换码' })
      .min(1, '请输入兑换码')
      .max(40, '兑换码格式不正确')
      .refine((s) => /^[A-Za-z0-9]{16}$/.test(s.replace(/[\s-]/g, '')), '兑换码为 16 位字母或数字'),
  ),
});

export const voucherListInput = z.object({
  page: pageNo,
  status: z.preprocess((v) => (v === undefined || v === '' || v === 'all' ? undefined : v), z.enum(['usable', 'used', 'expired'], { error: '状态不正确' }).optional()),
});

export const couponListInput = z.object({
  page: pageNo,
  /** 0 all kinds, 1 满减券, 2 折扣券. */
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : Number(v)), z.number({ error: '类型不正确' }).int('类型不正确').min(0, '类型不正确').max(2, '类型不正确')),
  /** 1 未使用, 2 已使用, 3 已过期. */
  status: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number({ error: '状态不正确' }).int('状态不正确').min(1, '状态不正确').max(3, '状态不正确')),
});

export const pointsLogInput = z.object({
  page: pageNo,
  type: z.preprocess((v) => (v === undefined || v === '' || v === 'all' ? undefined : v), z.enum(['in', 'out'], { error: '类型不正确' }).optional()),
});

/** POST /api/pay/balance: the order and optionally the cash vouchers to use first. */
export const payBalanceInput = z.object({
  order_id: idField('订单'),
  voucher_ids: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]),
    z.array(idField('现金券'), { error: '现金券选择不正确' }).max(20, '一次最多使用 20 张现金券'),
  ),
});
