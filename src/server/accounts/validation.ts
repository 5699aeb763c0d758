import { z } from 'zod';
import { text as safeText } from '../http/text';
import { COMPANY_TYPES } from '../db/schema';
import { PASSWORD_MAX } from '../auth/password-policy';

/** Spec section 5: mobile 11 digits, starting 1, second digit 3–9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Spec section 5: optional landline, area code 3–4 digits, dash, 7–8 digits. */
export const LANDLINE_RE = /^\d{3,4}-\d{7,8}$/;
/** Spec section 5: letters, digits, underscore, hyphen, at-sign and a dotted domain. */
export const EMAIL_RE = /^[\w-]+(\.[\w-]+)*@[\w-]+(\.[\w-]+)+$/;
export const SMS_CODE_RE = /^\d{6}$/;

const str = (required: string) => safeText({ error: required }).trim();

export const mobile = str('请输入手机号').min(1, '请输入手机号').regex(MOBILE_RE, '请输入正确的手机号');
export const smsCode = str('请输入短信验证码').min(1, '请输入短信验证码').regex(SMS_CODE_RE, '验证码为 6 位数字');
export const landline = str('').regex(LANDLINE_RE, '请输入正确的固定电话，如 0571-88886666').or(z.literal('')).default('');
export const email = str('').max(100, '邮箱不能超过 100 个字符').regex(EMAIL_RE, '请输入正确的邮箱地址').or(z.literal('')).default('');
export const password = safeText({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 位`);
export const companyType = z.enum(COMPANY_TYPES, { error: '请选择企业类型' });
export const personName = str('请输入联系人姓名').min(2, '联系人姓名至少 2 个字').max(20, '联系人姓名不能超过 20 个字');
export const region = (label: string) => str(`请选择${label}`).min(1, `请选择${label}`).max(30, `${label}不能超过 30 个字`);
/** Form checkboxes arrive as '1'/'on'/'true'. */
export const checkbox = z
  .union([z.boolean(), safeText(), z.number()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true');

/** 138****1234: phone numbers shown to anyone but their owner's own edit form. */
export function maskPhone(phone: string): string {
  return MOBILE_RE.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
