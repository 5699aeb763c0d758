import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/**
 * The password rule of the accounts issue: at least 8 characters, not one of the passwords every
 * attacker tries first. Returns the Chinese reason it fails, or null.
 */
export function passwordProblem(password: string, context: { phone?: string; username?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN) return `密码至少 ${PASSWORD_MIN} 位`;
  if (password.length > PASSWORD_MAX) return `密码不能超过 ${PASSWORD_MAX} 位`;
  if (/\s/.test(password)) return '密码不能包含空格';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return '密码过于常见，请换一个更难猜的密码';
  if (/^(.)\1+$/.test(password)) return '密码不能是同一个字符重复';
  if (isSequence(lower)) return '密码不能是连续的数字或字母';
  if (context.phone && lower.includes(context.phone)) return '密码不能包含手机号';
  if (context.username && context.username.length >= 4 && lower.includes(context.username.toLowerCase())) return '密码不能包含用户名';
  return null;
}

function isSequence(value: string): boolean {
  if (value.length < 2) return false;
  const step = value.charCodeAt(1) - value.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < value.length; i++) if (value.charCodeAt(i) - value.charCodeAt(i - 1) !== step) return false;
  return true;
}
