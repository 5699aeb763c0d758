import crypto from 'node:crypto';
import net from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { apiKeys, API_SCOPES, type ApiScope } from '../db/schema';

/** What a request authenticated with a key knows about it. */
export type ApiKey = { id: number; name: string; scopes: ApiScope[]; ipAllow: string[]; ratePerMinute: number };

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** Valid addresses or CIDR ranges of an allow-list entry. */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !net.isIP(address!)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv6(address!) ? 128 : 32;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Whether `ip` is in the allow-list (empty = any address). */
export function ipAllowed(allow: string[], ip: string): boolean {
  if (!allow.length) return true;
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!net.isIP(address)) return false;
  const list = new net.BlockList();
  for (const entry of allow) {
    const [a, bits] = entry.split('/');
    const type = net.isIPv6(a!) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(a!, type);
    else list.addSubnet(a!, Number(bits), type);
  }
  return list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export type NewKey = { name: string; scopes: ApiScope[]; ipAllow?: string[]; ratePerMinute?: number; createdBy: string };

/** Creates a key; the secret is returned here once and only its hash is stored. */
export async function createApiKey(input: NewKey, conn?: Tx): Promise<{ id: number; secret: string; prefix: string }> {
  const secret = `yc_${crypto.randomBytes(32).toString('base64url')}`;
  const prefix = secret.slice(0, 10);
  const scopes = API_SCOPES.filter((s) => input.scopes.includes(s));
  const [row] = await (conn ?? (await db()))
    .insert(apiKeys)
    .values({
      name: input.name,
      prefix,
      secretHash: hashSecret(secret),
      scopes,
      ipAllow: input.ipAllow ?? [],
      ratePerMinute: input.ratePerMinute ?? 600,
      createdBy: input.createdBy,
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, secret, prefix };
}

export async function listApiKeys() {
  return (await db())
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      ipAllow: apiKeys.ipAllow,
      ratePerMinute: apiKeys.ratePerMinute,
      createdBy: apiKeys.createdBy,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.id));
}

/** Revokes a key (at once: the next request with it is a 401). False when no live key has that id. */
export async function revokeApiKey(id: number): Promise<boolean> {
  const rows = await (
    await db()
  )
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(sql`${apiKeys.id} = ${id} and ${apiKeys.revokedAt} is null`)
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The live key of a presented secret (null when unknown or revoked); notes when it was last used (at most once a minute). */
export async function keyOfSecret(secret: string): Promise<ApiKey | null> {
  const conn = await db();
  const [row] = await conn
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, hashSecret(secret)))
    .limit(1);
  if (!row || row.revokedAt) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)
    await conn
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, row.id));
  return { id: row.id, name: row.name, scopes: row.scopes, ipAllow: row.ipAllow, ratePerMinute: row.ratePerMinute };
}
