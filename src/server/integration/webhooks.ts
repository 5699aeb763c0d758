import crypto from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { webhookDeliveries, webhookSubscriptions, WEBHOOK_EVENTS } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';

/** `X-Yaocai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the subscription's secret>`. */
export function signature(secret: string, body: string, unix = Math.floor(Date.now() / 1000)): string {
  return `t=${unix},v1=${crypto.createHmac('sha256', secret).update(`${unix}.${body}`).digest('hex')}`;
}

/** Checks a signature header (what a receiver does): the HMAC matches and `t` is within `toleranceSec` of now. */
export function verifySignature(secret: string, body: string, header: string, toleranceSec = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSec || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'));
}

export const subscriptionInput = z
  .object({
    url: z.string({ error: '请输入回调地址' }).trim().max(500, '回调地址最多 500 个字符'),
    events: z.array(z.enum(WEBHOOK_EVENTS, { error: '事件类型不正确' }), { error: '请选择事件' }).min(1, '请至少选择一个事件'),
  })
  .meta({ id: 'WebhookSubscriptionInput', description: '订阅：回调地址（http 或 https，不能指向本站）和事件列表' });

/** 422 unless the URL is http(s) and not this server (`selfHosts`: the request's host and SITE_URL's). */
export function checkHookUrl(url: string, selfHosts: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ValidationError({ url: ['回调地址不是有效的网址'] });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ValidationError({ url: ['回调地址须为 http 或 https'] });
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  const self = selfHosts.map((h) => h.toLowerCase());
  const same = (host: string) => self.includes(`${host}:${port}`) || (self.includes(host) && ['80', '443'].includes(port));
  const loopbackAlias = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'];
  const hostsSelf = same(parsed.hostname.toLowerCase()) || (loopbackAlias.includes(parsed.hostname) && self.some((h) => loopbackAlias.some((a) => h === `${a}:${port}`)));
  if (hostsSelf) throw new ValidationError({ url: ['回调地址不能指向本站'] });
  return parsed;
}

export async function createSubscription(tx: Tx, keyId: number, input: z.infer<typeof subscriptionInput>, selfHosts: string[]) {
  const url = checkHookUrl(input.url, selfHosts).toString();
  const secret = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
  const events = WEBHOOK_EVENTS.filter((e) => input.events.includes(e));
  const [row] = await tx.insert(webhookSubscriptions).values({ keyId, url, events, secret }).returning();
  return { id: row!.id, url, events, secret, created_at: row!.createdAt.toISOString() };
}

export async function subscriptionsOf(tx: Db | Tx, keyId: number) {
  const rows = await tx
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.keyId, keyId), isNull(webhookSubscriptions.disabledAt)))
    .orderBy(asc(webhookSubscriptions.id));
  return rows.map((s) => ({ id: s.id, url: s.url, events: s.events, created_at: s.createdAt.toISOString() }));
}

/** Stops a subscription: its pending deliveries are dropped (marked dead), new events no longer fan out to it. */
export async function deleteSubscription(tx: Tx, keyId: number, id: number) {
  const rows = await tx
    .update(webhookSubscriptions)
    .set({ disabledAt: sql`now()` })
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.keyId, keyId), isNull(webhookSubscriptions.disabledAt)))
    .returning({ id: webhookSubscriptions.id });
  if (!rows.length) throw new NotFoundError('订阅不存在');
  await tx
    .update(webhookDeliveries)
    .set({ status: 'dead', lastResponse: '订阅已删除' })
    .where(and(eq(webhookDeliveries.subscriptionId, id), eq(webhookDeliveries.status, 'pending')));
  return { id, deleted: true };
}
