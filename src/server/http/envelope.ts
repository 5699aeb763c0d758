/**
 * The API contract of spec section 8: every JSON answer is `{ code, msg, data }`,
 * except validation failures which use the 422 shape `{ code: 422, message, errors }`.
 */
import { sizeText } from './limits';
import { UNAVAILABLE_TEXT, type Unavailable } from '../ops/unavailable';

export const CODE = {
  OK: 10000,
  LOGIN_REQUIRED: 10001,
  VALIDATION: 422,
  CONTRACT_UNSIGNED: 459,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  SERVER_ERROR: 500,
} as const;

export type FieldErrors = Record<string, string[]>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(body: unknown, status: number, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function ok<T>(data: T, msg = '成功', headers?: HeadersInit): Response {
  return json({ code: CODE.OK, msg, data }, 200, headers);
}

/** A business refusal with its own code and a Chinese message (HTTP status defaults to 200 as the client reads `code`). */
export function fail(code: number, msg: string, status = 200, data: unknown = null): Response {
  return json({ code, msg, data }, status);
}

export function loginRequired(msg = '请先登录'): Response {
  return json({ code: CODE.LOGIN_REQUIRED, msg, data: null }, 401);
}

export function notFound(msg = '请求的资源不存在'): Response {
  return json({ code: CODE.NOT_FOUND, msg, data: null }, 404);
}

export function validationFailed(errors: FieldErrors): Response {
  const first = Object.values(errors)[0]?.[0] ?? '参数错误';
  return json({ code: CODE.VALIDATION, message: first, errors }, 422);
}

/** 413 naming the limit: 「请求内容过大：最多 64 KB」. */
export function payloadTooLarge(limitBytes: number): Response {
  return json({ code: CODE.PAYLOAD_TOO_LARGE, msg: tooLargeMessage(limitBytes), data: null }, 413);
}

export const tooLargeMessage = (limitBytes: number) => `请求内容过大：最多 ${sizeText(limitBytes)}`;

export function serverError(): Response {
  return json({ code: CODE.SERVER_ERROR, msg: '系统繁忙，请稍候再试', data: null }, 500);
}

/** 503 when a service the request needs is away for now (src/server/ops/unavailable.ts); retry after a few seconds. */
export function serviceUnavailable(reason: Unavailable): Response {
  return json({ code: 503, msg: UNAVAILABLE_TEXT[reason], data: null }, 503, { 'retry-after': '5' });
}

/**
 * A 5xx envelope names the request id (`request_id`, and in the message) so the buyer can quote it
 * to support; other answers pass unchanged.
 */
export async function withRequestId(response: Response, requestId: string | null): Promise<Response> {
  if (!requestId || response.status < 500 || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json().catch(() => null)) as { msg?: string } | null;
  if (!body || typeof body !== 'object') return response;
  const msg = typeof body.msg === 'string' ? `${body.msg}（请求编号：${requestId}）` : body.msg;
  return new Response(JSON.stringify({ ...body, msg, request_id: requestId }), { status: response.status, headers: response.headers });
}
