/**
 * Open-API test helpers: calls an endpoint handler as an ERP would (Bearer key, Idempotency-Key),
 * and checks every answer against the OpenAPI document generated from the routes (ajv, JSON Schema 2020-12).
 */
import type { APIRoute } from 'astro';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiDocument, OPEN_ROUTES } from '../../src/server/integration/openapi';

type Json = Record<string, any>;
const doc = openApiDocument() as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validators = new Map<string, ReturnType<Ajv2020['compile']>>();

/** Asserts `body` is what the document promises for this route and status; returns the errors (empty when it conforms). */
export function conformance(routeId: string, status: number, body: unknown): string[] {
  const route = OPEN_ROUTES.find((r) => r.id === routeId);
  if (!route) return [`no route ${routeId}`];
  const response = doc.paths[route.path]?.[route.method]?.responses?.[String(status)];
  if (!response) return [`${routeId}: status ${status} is not documented`];
  const key = `${routeId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...response.content['application/json'].schema, components: doc.components });
    validators.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export type Answer = { status: number; body: any; headers: Headers };

let ip = 0;
export class Erp {
  readonly ip = `10.99.0.${++ip}`;
  constructor(public secret: string) {}

  async call(
    routeId: string,
    handler: APIRoute,
    path: string,
    options: { method?: string; body?: unknown; params?: Record<string, string>; idem?: string | null; raw?: string } = {},
  ): Promise<Answer> {
    const method = options.method ?? (options.body === undefined && options.raw === undefined ? 'GET' : 'POST');
    const url = new URL(`http://127.0.0.1:4540/api/open/v1${path}`);
    const headers: Record<string, string> = { authorization: `Bearer ${this.secret}`, 'content-type': 'application/json' };
    if (method !== 'GET' && options.idem !== null) headers['idempotency-key'] = options.idem ?? crypto.randomUUID();
    const request = new Request(url, { method, headers, body: method === 'GET' ? undefined : (options.raw ?? JSON.stringify(options.body ?? {})) });
    const context = { request, url, params: options.params ?? {}, clientAddress: this.ip, locals: {}, cookies: undefined } as never;
    const res = await handler(context);
    const text = await res.text();
    const body = text ? JSON.parse(text) : null;
    const errors = conformance(routeId, res.status, body);
    if (errors.length) throw new Error(`${routeId} ${res.status} does not conform to openapi.json: ${errors.join('; ')}\n${text.slice(0, 500)}`);
    return { status: res.status, body, headers: res.headers };
  }
}

/**
 * One goods as the ERP sends it (PUT /goods/{erp_code}, POST /goods/bulk): a medicine of one batch, on
 * sale, ¥12.50 (retail ¥18.00), without ladder; `fields` names it, files it and changes any field.
 */
export function erpGoods(erpCode: string, fields: Record<string, unknown> = {}) {
  return {
    erp_code: erpCode,
    kind: 'medicine',
    name: `测试药品${erpCode}`,
    category_id: 0,
    manufacturer: 'ERP 测试制药有限公司',
    spec: '10mg*24片',
    unit: '盒',
    base_price: '12.50',
    retail_price: '18.00',
    mid_pack: 1,
    case_pack: 100,
    xg_number: 0,
    batch_no: 'B20261101',
    production_date: '2026-01-01',
    expiry_date: '2028-01-01',
    is_on_sale: true,
    ...fields,
  };
}
