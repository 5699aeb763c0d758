import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../db/schema';
import { defineRoute } from './route';
import { idParams } from './schemas';
import { subscriptionInput } from './webhooks';

const subscription = z.object({ id: z.number().int(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENTS)), created_at: z.string() }).meta({ id: 'WebhookSubscription' });

export const createHook = defineRoute({
  id: 'createWebhook',
  method: 'post',
  path: '/webhooks',
  tag: 'webhooks',
  summary: '订阅事件推送',
  description:
    '为本密钥订阅事件：order.created / order.paid / order.cancelled / order.delivered / return.requested / return.approved / member.registered / licence.expiring。每次推送为 POST JSON {id, type, created_at, data}，带 X-Yaocai-Signature: t=<秒>,v1=<HMAC-SHA256(secret, "t.body") 的十六进制>；非 2xx 时按退避重试 25 小时，同一订单的事件按顺序送达。secret 只在此返回一次。',
  scope: 'orders:read',
  body: subscriptionInput,
  status: 201,
  response: subscription.extend({ secret: z.string().meta({ description: '签名密钥，只显示一次' }) }).meta({ id: 'WebhookSubscriptionCreated' }),
  example: {
    body: { url: 'https://erp.example.com/yaocai/hooks', events: ['order.created', 'order.paid'] },
    response: { id: 1, url: 'https://erp.example.com/yaocai/hooks', events: ['order.created', 'order.paid'], created_at: '2026-11-27T02:00:00.000Z', secret: 'whsec_xxx' },
  },
});

export const listHooks = defineRoute({
  id: 'listWebhooks',
  method: 'get',
  path: '/webhooks',
  tag: 'webhooks',
  summary: '本密钥的订阅',
  description: '列出本密钥仍有效的事件订阅。',
  scope: 'orders:read',
  response: z.object({ items: z.array(subscription) }),
  example: { response: { items: [{ id: 1, url: 'https://erp.example.com/yaocai/hooks', events: ['order.created'], created_at: '2026-11-27T02:00:00.000Z' }] } },
});

export const deleteHook = defineRoute({
  id: 'deleteWebhook',
  method: 'delete',
  path: '/webhooks/{id}',
  tag: 'webhooks',
  summary: '取消订阅',
  description: '停止该订阅；尚未送达的推送不再发送。',
  scope: 'orders:read',
  params: idParams,
  response: z.object({ id: z.number().int(), deleted: z.boolean() }),
  example: { response: { id: 1, deleted: true } },
});
