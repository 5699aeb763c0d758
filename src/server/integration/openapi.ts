import { z } from 'zod';
import { API_SCOPES } from '../db/schema';
import type { OpenRoute } from './route';
import { ackOrder, getOrder, listOrders, shipOrder } from './routes-orders';
import { bulkGoods, bulkPrices, bulkStock, putGoods } from './routes-catalogue';
import { decideLicence, listMembers, setMemberCredit } from './routes-members';
import { createHook, deleteHook, listHooks } from './routes-hooks';
import { errorBody } from './schemas';

/** Every endpoint of the open API, in the order the reference shows them. */
export const OPEN_ROUTES: OpenRoute[] = [
  listOrders,
  getOrder,
  ackOrder,
  shipOrder,
  bulkGoods,
  putGoods,
  bulkPrices,
  bulkStock,
  listMembers,
  setMemberCredit,
  decideLicence,
  createHook,
  listHooks,
  deleteHook,
];

const TAGS = [
  { name: 'orders', description: '订单：按变更游标拉取、详情、确认接单' },
  { name: 'goods', description: '商品：按商品编码新增或更新（含批量）' },
  { name: 'prices', description: '价格与阶梯价' },
  { name: 'stock', description: '批次库存' },
  { name: 'members', description: '会员门店：资质、账期' },
  { name: 'webhooks', description: '事件推送订阅' },
];

type Json = Record<string, unknown>;

/** JSON Schema 2020-12 of a zod schema (the request side as clients send it), shared definitions moved to components. */
function schemaOf(schema: z.ZodType, components: Json, io: 'input' | 'output'): Json {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  const defs = (out.$defs ?? {}) as Json;
  delete out.$defs;
  delete out.$schema;
  const fix = (node: Json): Json => JSON.parse(JSON.stringify(node).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [id, def] of Object.entries(defs)) components[id] ??= fix(def as Json);
  return fix(out);
}

const ERRORS: Record<string, string> = {
  '400': '写请求缺少 Idempotency-Key',
  '401': '密钥无效或已撤销',
  '403': '缺少权限（details.scope）或来源地址不在白名单',
  '404': '对象不存在',
  '409': '业务规则拒绝，或 Idempotency-Key 已用于不同内容',
  '422': '输入有误（details.errors：字段 → 信息）',
  '429': '超过本密钥的调用频率',
};

function operation(route: OpenRoute, components: Json): Json {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, components, 'input');
    const required = new Set((json.required as string[]) ?? []);
    for (const [name, prop] of Object.entries((json.properties ?? {}) as Record<string, Json>)) {
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop, ...(prop.description ? { description: prop.description } : {}) });
    }
  }
  const write = route.method !== 'get';
  if (write)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: '每个写请求唯一；重试时使用同一个值会得到第一次的结果，内容不同则返回 409',
      schema: { type: 'string', maxLength: 200 },
    });
  const errors = Object.fromEntries(
    Object.entries(ERRORS)
      .filter(([status]) => write || (status !== '409' && status !== '400'))
      .map(([status, description]) => [status, { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }]),
  );
  const status = String(route.status ?? 200);
  return {
    operationId: route.id,
    tags: [route.tag],
    summary: route.summary,
    description: `${route.description}\n\n所需权限：\`${route.scope}\``,
    security: [{ bearer: [route.scope] }],
    parameters,
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, components, 'input'), example: route.example.body } } } } : {}),
    responses: {
      [status]: { description: '成功', content: { 'application/json': { schema: schemaOf(route.response, components, 'output'), example: route.example.response } } },
      ...errors,
    },
  };
}

/** The OpenAPI 3.1 document, generated from the routes' zod schemas (served at /api/open/v1/openapi.json). */
export function openApiDocument(serverUrl = '/api/open/v1'): Json {
  const components: Json = {};
  schemaOf(errorBody, components, 'output'); // registers components.Error (its meta id)
  const paths: Record<string, Json> = {};
  for (const route of OPEN_ROUTES) (paths[route.path] ??= {})[route.method] = operation(route, components);
  return {
    openapi: '3.1.0',
    info: {
      title: '药采开放接口（ERP 对接）',
      version: '1.0.0',
      description:
        '供批发企业 ERP 对接：商品、价格、批次库存、订单、发货、会员，以及签名的事件推送。认证：`Authorization: Bearer <API 密钥>`（在控制台「系统对接」创建，只显示一次）。错误：HTTP 状态码 + `{code, message, details}`。金额：订单、账期等返回值单位为分；商品与价格的输入单位为元（最多两位小数），与控制台一致。每个写请求须带 `Idempotency-Key`。',
    },
    servers: [{ url: serverUrl }],
    tags: TAGS,
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: `API 密钥；权限（scope）：${API_SCOPES.join('、')}` } },
    },
  };
}
