import { UNAVAILABLE_TEXT, type Unavailable } from '../ops/unavailable';
import { serviceUnavailable } from './envelope';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The answer when a service a request needs is away (src/server/ops/unavailable.ts): the 503 envelope
 * for an API path, else a small Chinese page that names the request id and reloads itself after a
 * few seconds. No chrome: the chrome itself reads the database and the session.
 */
export function unavailableAnswer(pathname: string, reason: Unavailable, requestId: string | null): Response {
  if (pathname.startsWith('/api/') || pathname.startsWith('/admin/api/')) return serviceUnavailable(reason);
  const id = requestId ? `<p>请求编号：<code>${escape(requestId)}</code>（联系客服时请提供）</p>` : '';
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="10"><title>服务暂时不可用 - 药采</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6"><h1>服务暂时不可用</h1><p>${escape(UNAVAILABLE_TEXT[reason])}。页面将在 10 秒后自动刷新。</p>${id}<p><a href="/">返回首页</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' } });
}
