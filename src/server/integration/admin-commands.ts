/**
 * API keys from the command line (`npm run admin -- apikey:…`), for automation: create (the secret
 * is printed once), list, revoke. The console's 系统对接 page calls the same functions.
 */
import { API_SCOPES, type ApiScope } from '../db/schema';
import { tty } from '../../lib/terminal';
import { createApiKey, isAddressOrRange, listApiKeys, revokeApiKey } from './keys';
import { replayDelivery } from './delivery';

type Out = (line: string) => void;

export const APIKEY_COMMANDS = ['apikey:create', 'apikey:list', 'apikey:revoke', 'webhook:replay'] as const;
export const APIKEY_USAGE = `  npm run admin -- apikey:create <名称> --scopes orders:read,goods:write [--ips 10.0.0.0/8,1.2.3.4] [--rate 600]
  npm run admin -- apikey:list
  npm run admin -- apikey:revoke <密钥ID>
  npm run admin -- webhook:replay <投递ID>     （重新投递一条事件推送）
    （权限：${API_SCOPES.join(', ')}）`;

export async function runApiKeyCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  if (command === 'apikey:create') {
    const name = positional[0]?.trim();
    const scopes = (option('scopes') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = scopes.filter((s) => !(API_SCOPES as readonly string[]).includes(s));
    const ips = (option('ips') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const rate = option('rate') ? Number(option('rate')) : 600;
    if (!name || name.length > 60) return (err('✖ 请给出密钥名称（最多 60 个字）'), 1);
    if (!scopes.length || unknown.length) return (err(`✖ 权限不正确：${unknown.join(', ') || '（未给出）'}；可选：${API_SCOPES.join(', ')}`), 1);
    if (ips.some((ip) => !isAddressOrRange(ip))) return (err('✖ --ips 须为 IP 地址或网段，逗号分隔'), 1);
    if (!Number.isInteger(rate) || rate < 1 || rate > 100_000) return (err('✖ --rate 须为 1–100000 的整数（每分钟请求数）'), 1);
    const key = await createApiKey({ name, scopes: scopes as ApiScope[], ipAllow: ips, ratePerMinute: rate, createdBy: `cli:${process.env.USER || 'operator'}` });
    out(tty`已创建 API 密钥 #${key.id}「${name}」，权限：${scopes.join(', ')}`);
    out('密钥只显示这一次，请妥善保存：');
    out(key.secret);
    return 0;
  }
  if (command === 'apikey:list') {
    const rows = await listApiKeys();
    if (!rows.length) out('还没有 API 密钥。');
    for (const k of rows)
      out(
        tty`#${k.id}\t${k.name}\t${k.prefix}…\t${k.scopes.join(',')}\t${k.ipAllow.join(',') || '任意地址'}\t创建 ${k.createdAt.toISOString()}\t最近使用 ${k.lastUsedAt?.toISOString() ?? '从未'}\t${k.revokedAt ? `已撤销 ${k.revokedAt.toISOString()}` : '有效'}`,
      );
    return 0;
  }
  const id = Number(positional[0]);
  if (!Number.isInteger(id) || id < 1) return (err('✖ 请给出 ID'), 1);
  if (command === 'webhook:replay') {
    if (!(await replayDelivery(id))) return (err(tty`✖ 没有投递 #${String(id)}`), 1);
    out(tty`投递 #${String(id)} 已重新排队，将在数秒内发送。`);
    return 0;
  }
  if (!(await revokeApiKey(id))) return (err(tty`✖ 没有有效的密钥 #${String(id)}`), 1);
  out(tty`已撤销密钥 #${String(id)}，使用它的请求将返回 401。`);
  return 0;
}
