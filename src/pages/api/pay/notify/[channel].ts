import type { APIRoute } from 'astro';
import { handleChannelNotify } from '../../../../server/payments/channel-notify';

const MAX_NOTIFY_BYTES = 64 * 1024;

/**
 * POST /api/pay/notify/wechat | /api/pay/notify/alipay: a real channel's signed callback (WeChat: JSON
 * with Wechatpay-* headers and an encrypted resource; Alipay: the form post). Answers as the channel
 * expects: taken (also for repeats, so it stops retrying) or refused (forged, unknown trade).
 */
export const POST: APIRoute = async ({ params, request }) => {
  const id = params.channel === 'wechat' || params.channel === 'alipay' ? params.channel : null;
  if (!id) return new Response('not found', { status: 404 });
  const body = await request.text();
  if (body.length > MAX_NOTIFY_BYTES) return new Response('too large', { status: 413 });
  try {
    return (await handleChannelNotify(id, request.headers, body)).response;
  } catch (error) {
    console.error(`[pay] ${id} notify failed:`, error);
    return new Response('fail', { status: 500 });
  }
};
