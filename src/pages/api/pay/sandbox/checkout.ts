import type { APIRoute } from 'astro';
import { sandboxTrade } from '../../../../server/payments/gateway';
import { formatYuan } from '../../../../lib/money';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /api/pay/sandbox/checkout?trade_no&amount&sign: the sandbox gateway's cashier page (a stand-in
 * for a real gateway's hosted page). 确认支付 posts to /api/pay/sandbox/confirm.
 */
export const GET: APIRoute = async ({ url }) => {
  const params = Object.fromEntries(url.searchParams);
  const payment = await sandboxTrade(params);
  const body = payment
    ? `<h1>沙箱支付网关</h1><p class="note" role="note">演示环境的沙箱网关：确认支付不会发生真实扣款，没有任何资金流动。</p>
       <dl><dt>商户</dt><dd>药采</dd><dt>用途</dt><dd>${esc(payment.what)}</dd><dt>交易号</dt><dd>${esc(payment.tradeNo)}</dd><dt>支付金额</dt><dd class="amt">${formatYuan(payment.amount)}</dd><dt>状态</dt><dd>${payment.status === 'pending' ? '待支付' : '已处理'}</dd></dl>
       <form method="post" action="/api/pay/sandbox/confirm"><input type="hidden" name="trade_no" value="${esc(payment.tradeNo)}" />
       <button type="submit"${payment.status === 'pending' ? '' : ' disabled'}>确认支付 ${formatYuan(payment.amount)}</button></form>
       <p><a href="${esc(payment.cancel)}">取消支付，返回商户</a></p>`
    : '<h1>沙箱支付网关</h1><p role="alert">支付链接无效或已被篡改</p><p><a href="/order">返回商户</a></p>';
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>沙箱支付网关</title>
<style>body{font:15px/1.6 system-ui,sans-serif;max-width:420px;margin:3rem auto;padding:1.5rem;border:1px solid #ddd;border-radius:8px}h1{font-size:20px;color:#1677ff}
.note{color:#fa8c16}dl{display:grid;grid-template-columns:6em 1fr;gap:.3rem}dt{color:#888}.amt{color:#e03131;font-size:22px;font-weight:700}
button{width:100%;padding:.7rem;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}button:disabled{background:#aaa}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status: payment ? 200 : 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
};
