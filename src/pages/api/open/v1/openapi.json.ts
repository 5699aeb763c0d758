import type { APIRoute } from 'astro';
import { openApiDocument } from '../../../../server/integration/openapi';

/** GET /api/open/v1/openapi.json: the OpenAPI 3.1 document, generated from the handlers' zod schemas (public, no key). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(openApiDocument()), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' } });
