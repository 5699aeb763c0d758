import { consoleEndpoint } from '../../../../server/console/endpoint.server';

export const permission = 'operators';

// A plain HTML answer (not an Astro page) so the bundled viewer may run its own script: Astro's page CSP
// allows only hashed scripts. The viewer is console-only, so it stays out of the shop's JS budgets.
const HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>开放接口文档 · 药采</title></head>
<body><div id="app"></div>
<script src="/admin/api/integrations/reference.js"></script>
<script>Scalar.createApiReference('#app', { url: '/api/open/v1/openapi.json', hideClientButton: true });</script>
</body></html>`;

/** GET /admin/api/integrations/reference: the open API reference (Scalar) rendering /api/open/v1/openapi.json (管理员). */
export const GET = consoleEndpoint(permission, () => new Response(HTML, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } }));
