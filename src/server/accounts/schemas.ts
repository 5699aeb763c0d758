import { z } from 'zod';
import { text as safeText } from '../http/text';
import { PROVINCE_NAMES } from '../reference/places';
import { checkbox, companyType, email, landline, mobile, password, personName, region, smsCode } from './validation';

const trimmed = (required: string, max: number, label: string) => safeText({ error: required }).trim().min(1, required).max(max, `${label}不能超过 ${max} 个字`);

export const loginInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('password'),
      account: trimmed('请输入用户名或手机号', 50, '账号'),
      password,
    }),
    z.object({ type: z.literal('sms'), phone: mobile, code: smsCode }),
  ],
  { error: '请选择登录方式' },
);

export const createCodeInput = z.object({
  phone: mobile,
  type: z.enum(['register', 'login', 'reset', 'change_phone'], { error: '验证码用途不正确' }).default('register'),
});

export const registerAccountInput = z
  .object({
    phone: mobile,
    code: smsCode,
    password,
    password_confirmation: safeText({ error: '请再次输入密码' }).min(1, '请再次输入密码'),
    agree: checkbox.refine((v) => v, '请阅读并同意《用户协议》'),
    flow: z.enum(['standard', 'dd', 'wechat']).default('standard'),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: '两次输入的密码不一致' });

export const provinceField = safeText({ error: '请选择省份' })
  .trim()
  .refine((v) => PROVINCE_NAMES.includes(v), '请选择省份');

export const companyInput = z.object({
  company: trimmed('请输入企业名称', 60, '企业名称').pipe(safeText().min(4, '企业名称至少 4 个字')),
  company_type: companyType,
  contact: personName,
  landline,
  email,
  province: provinceField,
  city: region('城市'),
  district: region('区县'),
  address: trimmed('请输入详细地址', 100, '详细地址').pipe(safeText().min(4, '详细地址至少 4 个字')),
  referrer: safeText().trim().max(20).optional().default(''),
});

export const forgetInput = z.object({ phone: mobile, code: smsCode });

export const resetPasswordInput = z
  .object({
    password,
    password_confirmation: safeText().optional(),
    old_password: safeText().max(100).optional(),
  })
  .refine((v) => v.password_confirmation === undefined || v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: '两次输入的密码不一致',
  });

export const updateUserInfoInput = z.object({
  name: personName,
  phone: mobile,
  code: safeText().trim().optional(),
});

export const addressInput = z.object({
  consignee: safeText({ error: '请输入收货人' }).trim().min(2, '收货人至少 2 个字').max(20, '收货人不能超过 20 个字'),
  phone: mobile,
  province: provinceField,
  city: region('城市'),
  district: region('区县'),
  detail: trimmed('请输入详细地址', 100, '详细地址').pipe(safeText().min(4, '详细地址至少 4 个字')),
  is_default: checkbox,
});

export type CompanyFields = z.infer<typeof companyInput>;

export function toCompany(v: CompanyFields) {
  return {
    company: v.company,
    companyType: v.company_type,
    contact: v.contact,
    landline: v.landline,
    email: v.email,
    province: v.province,
    city: v.city,
    district: v.district,
    address: v.address,
  };
}
