import type { APIRoute } from 'astro';
import { DevWechatProvider, wechatProvider } from '../../../../server/wechat/provider';
import { notFound } from '../../../../server/http/envelope';
import { readBody } from '../../../../server/http/body';
import { isMultipart, readMultipart } from '../../../../server/http/multipart';
import { endpoint } from '../../../../server/http/endpoint';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only our own callback may receive the simulated code. */
function callbackOf(context: Parameters<APIRoute>[0], raw: string | null): URL | null {
  try {
    const url = new URL(raw ?? '', context.url);
    return url.origin === context.url.origin && url.pathname === '/api/user/wechat/callback' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The development WeChat provider's stand-in for the WeChat consent screen (GET shows it, POST
 * answers it). Exists only while WECHAT_PROVIDER is not `open`; production goes to WeChat itself.
 */
export const GET: APIRoute = async (context) => {
  if (!(wechatProvider() instanceof DevWechatProvider)) return notFound('接口不存在');
  const state = context.url.searchParams.get('state') ?? '';
  const callback = callbackOf(context, context.url.searchParams.get('redirect_uri'));
  if (!callback || !state) return new Response('参数错误', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（开发环境模拟）</title>
<style>body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;width:360px;padding:28px;border-radius:8px;box-shadow:0 2px 12px #0002}h1{font-size:18px;margin:0 0 4px;color:#07c160}
.note{background:#fff7e6;border:1px solid #ffd591;padding:8px 10px;border-radius:4px;font-size:12px;color:#ad6800}
label{display:block;margin-top:14px}input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:4px;font:inherit}
.actions{display:flex;gap:10px;margin-top:20px}button{flex:1;padding:10px;border-radius:4px;border:1px solid #07c160;font:inherit;cursor:pointer}
.ok{background:#07c160;color:#fff}.no{background:#fff;color:#333;border-color:#ccc}</style></head>
<body><main><h1>微信登录授权</h1>
<p class="note" role="note">开发环境模拟页：未连接微信开放平台。正式环境（WECHAT_PROVIDER=open）会跳转到微信扫码授权。</p>
<form method="post">
<input type="hidden" name="state" value="${esc(state)}"><input type="hidden" name="redirect_uri" value="${esc(callback.href)}">
<label for="wechat_id">模拟微信号</label><input id="wechat_id" name="wechat_id" required maxlength="40" value="wx_dev_${Math.random().toString(36).slice(2, 8)}">
<label for="nickname">微信昵称</label><input id="nickname" name="nickname" required maxlength="30" value="药店采购员">
<div class="actions"><button class="ok" type="submit" name="decision" value="allow">确认授权</button>
<button class="no" type="submit" name="decision" value="deny">取消</button></div></form></main></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' } });
};

export const POST: APIRoute = endpoint(async (context) => {
  if (!(wechatProvider() instanceof DevWechatProvider)) return notFound('接口不存在');
  // Form fields (an empty or malformed body simply lacks them: 400 below, never a 500).
  const raw = isMultipart(context.request)
    ? Object.fromEntries((await readMultipart(context.request, 16 * 1024, { field: 'body' }))?.entries() ?? [])
    : await readBody(context.request);
  const form = new Map(Object.entries(raw && typeof raw === 'object' ? raw : {}).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  const callback = callbackOf(context, form.get('redirect_uri') ?? '');
  const state = form.get('state') ?? '';
  if (!callback || !state) return new Response('参数错误', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  callback.searchParams.set('state', state);
  if (form.get('decision') !== 'allow') {
    callback.searchParams.set('error', 'access_denied');
  } else {
    const wechatId = (form.get('wechat_id') ?? '').trim() || 'wx_dev_anonymous';
    callback.searchParams.set('code', DevWechatProvider.issueCode(wechatId, (form.get('nickname') ?? '').trim()));
  }
  return context.redirect(callback.pathname + callback.search, 302);
});
