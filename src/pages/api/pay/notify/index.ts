import type { APIRoute } from 'astro';
import { readBody } from '../../../../server/http/body';
import { handleNotify } from '../../../../server/payments/gateway';

/**
 * POST /api/pay/notify: the payment gateway's signed callback (form or JSON: trade_no,
 * gateway_trade_no, amount in fen, status, notify_time, sign). Answers plain `success` when the
 * notification is taken (also for repeats, so the gateway stops retrying) and `fail` otherwise.
 */
export const POST: APIRoute = async ({ request }) => {
  let params: Record<string, string> = {};
  try {
    const body = (await readBody(request)) as Record<string, unknown>;
    params = Object.fromEntries(Object.entries(body ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));
  } catch {
    return new Response('fail', { status: 400, headers: { 'content-type': 'text/plain' } });
  }
  try {
    const result = await handleNotify(params);
    return new Response(result.ok ? 'success' : 'fail', { status: result.ok ? 200 : 400, headers: { 'content-type': 'text/plain' } });
  } catch (error) {
    console.error('[pay] notify failed:', error);
    return new Response('fail', { status: 500, headers: { 'content-type': 'text/plain' } });
  }
};
