/**
 * Operator commands of the wallet (`npm run admin -- …`):
 *   vouchers:create <张数> <面值(元)> [--days 365] [--name 名称]   sold voucher codes, printed one per line
 */
import { formatYuan } from '../../lib/money';
import { db } from '../db/client';
import { createVoucherCodes } from './vouchers';
import { fenOf } from '../http/money';

export const WALLET_COMMANDS = ['vouchers:create'] as const;
export const WALLET_USAGE = '  npm run admin -- vouchers:create <张数> <面值(元)> [--days 兑换期限天数] [--name 名称]';

type Out = (line: string) => void;

export async function runWalletCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  if (command !== 'vouchers:create') return 1;
  const n = Number(positional[0]);
  const yuan = positional[1] ?? '';
  const days = Number(option('days') ?? 365);
  const value = fenOf(yuan, { digits: 6 });
  if (!Number.isInteger(n) || n < 1 || n > 1000 || !value || !Number.isInteger(days) || days < 1) {
    err('✖ 用法：vouchers:create <张数 1–1000> <面值(元)，最多两位小数> [--days 天数] [--name 名称]');
    return 1;
  }
  const codes = await createVoucherCodes(await db(), n, value, option('name') ?? `现金券 ${formatYuan(yuan)}`, new Date(Date.now() + days * 86_400_000));
  for (const c of codes) out(c);
  err(`✔ 已生成 ${codes.length} 个兑换码，面值 ${formatYuan(yuan)}，${days} 天内可兑换`);
  return 0;
}
