import { UNAVAILABLE_TEXT, type Unavailable } from '../ops/unavailable';
import { serviceUnavailable } from './envelope';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer when a service a request needs is away (src/server/ops/unavailable.ts): the 503 envelope
 * for an API path, else a small Chinese page that names the request id and reloads itself after a
 * few seconds. No chrome: the chrome itself reads the database and the session.
 */
export function unavailableAnswer(pathname: string, reason: Unavailable, requestId: string | null): Response {
  if (isApiPath(pathname)) return serviceUnavailable(reason);
  return statusPage(503, '服务暂时不可用', `${UNAVAILABLE_TEXT[reason]}。页面将在 10 秒后自动刷新。`, requestId, { 'retry-after': '5' });
}

/** The shop's and the console's JSON APIs: their failures answer the envelope, not a page. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/admin/api/');

/**
 * A page that failed for any other reason (a bug): Astro's own answer is an empty 500, which leaves the
 * buyer nothing to quote; this one names the request id the log line of the failure carries.
 */
export function failedPageAnswer(requestId: string | null): Response {
  return statusPage(500, '页面出错了', '抱歉，页面加载时出现错误，请稍后重试；问题持续时请联系客服', requestId);
}

function statusPage(status: number, title: string, sentence: string, requestId: string | null, headers: Record<string, string> = {}): Response {
  const id = requestId ? `<p>请求编号：<code>${escape(requestId)}</code>（联系客服时请提供）</p>` : '';
  // Only the maintenance page reloads itself: the service comes back, a bug stays.
  const refresh = status === 503 ? '<meta http-equiv="refresh" content="10">' : '';
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${title} - 药采</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6"><h1>${title}</h1><p>${escape(sentence)}</p>${id}<p><a href="/">返回首页</a></p></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
