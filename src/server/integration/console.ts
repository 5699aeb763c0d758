/**
 * The console's 系统对接 page: keys (the same create/revoke as the CLI, inside the audited
 * operator transaction), every key's webhook subscriptions and the recent delivery log.
 */
import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { API_SCOPES, apiKeys, webhookDeliveries, webhookEvents, webhookSubscriptions } from '../db/schema';
import { isAddressOrRange } from './keys';

const list = (s: string) =>
  s
    .split(/[,，\s]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export const newKeyInput = z.object({
  name: z.string().trim().min(1, '请填写密钥名称').max(60, '名称最多 60 个字'),
  scopes: z.array(z.enum(API_SCOPES, { message: '权限不正确' })).min(1, '请至少选择一项权限'),
  ips: z
    .string()
    .default('')
    .transform(list)
    .refine((ips) => ips.every(isAddressOrRange), '须为 IP 地址或网段，逗号分隔'),
  rate: z.coerce.number({ message: '请填写整数' }).int('请填写整数').min(1, '至少 1').max(100_000, '最多 100000').default(600),
});

/** Revokes inside the operator's transaction; false when no live key has that id. */
export async function revokeKeyIn(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(sql`${apiKeys.id} = ${id} and ${apiKeys.revokedAt} is null`)
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function listSubscriptions() {
  return (await db())
    .select({
      id: webhookSubscriptions.id,
      keyId: webhookSubscriptions.keyId,
      keyName: apiKeys.name,
      url: webhookSubscriptions.url,
      events: webhookSubscriptions.events,
      createdAt: webhookSubscriptions.createdAt,
      disabledAt: webhookSubscriptions.disabledAt,
    })
    .from(webhookSubscriptions)
    .innerJoin(apiKeys, eq(apiKeys.id, webhookSubscriptions.keyId))
    .orderBy(desc(webhookSubscriptions.id));
}

/** The newest deliveries (status, attempts, last HTTP status and response) for the log. */
export async function recentDeliveries(limit = 100) {
  return (await db())
    .select({
      id: webhookDeliveries.id,
      event: webhookEvents.event,
      url: webhookSubscriptions.url,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatus: webhookDeliveries.lastStatus,
      lastResponse: webhookDeliveries.lastResponse,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}
