import { ApiError, type FieldErrors } from './errors';
import { MSG_SERVER_BUSY, MSG_VALIDATION_FALLBACK } from './messages';

/** The server's answer: `{ code, msg, data }` (spec section 8). */
export type Envelope<T = unknown> = { code: number; msg: string; data: T };

export const SUCCESS_CODES: ReadonlySet<number> = new Set([10000, 200, 201]);
export const CODE_LOGIN_REQUIRED = 10001;
export const CODE_VALIDATION = 422;
export const CODE_CONTRACT_UNSIGNED = 459;

type Raw = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown; errors?: unknown };

function asRecord(body: unknown): Raw | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Raw) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function fieldErrors(value: unknown): FieldErrors | null {
  const record = asRecord(value);
  if (!record) return null;
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(record)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) out[field] = list;
  }
  return Object.keys(out).length ? out : null;
}

/** The message a 422 shows: the first error of the first field, else the answer's own message. */
export function firstValidationMessage(errors: FieldErrors | null, fallback: string | null): string {
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  return first ?? fallback ?? MSG_VALIDATION_FALLBACK;
}

/** Codes arrive as numbers; a numeric string (`"10000"`) is accepted too. */
function toCode(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/**
 * A 5xx of our own server names its request id (`request_id`, src/server/http/envelope.ts): its message
 * (「登录服务暂时不可用…（请求编号：…）」) is shown as sent, so the buyer can quote the id to support.
 * Any other 5xx (a proxy's page, an envelope without an id) reads 系统繁忙.
 */
function numbered(raw: Raw | null, msg: string | null): string | null {
  const id = text((raw as { request_id?: unknown } | null)?.request_id);
  if (!id || !msg) return null;
  return msg.includes(id) ? msg : `${msg}（请求编号：${id}）`;
}

export type Interpreted<T> = { ok: true; envelope: Envelope<T> } | { ok: false; error: ApiError };

/** Sorts an HTTP answer into success or one catalogue row. Pure: no UI, no navigation. */
export function interpretResponse<T>(status: number, body: unknown): Interpreted<T> {
  const raw = asRecord(body);
  const code = toCode(raw?.code);
  const msg = text(raw?.msg) ?? text(raw?.message);
  const fail = (kind: ApiError['kind'], message: string, errors: FieldErrors | null = null) => ({
    ok: false as const,
    error: new ApiError({ kind, code: code ?? 0, msg: message, status, errors, body }),
  });

  if (status === 401 || code === CODE_LOGIN_REQUIRED) return fail('login', msg ?? '请先登录');
  if (status === 422 || code === CODE_VALIDATION) {
    const errors = fieldErrors(raw?.errors);
    return fail('validation', firstValidationMessage(errors, msg), errors);
  }
  if (code === CODE_CONTRACT_UNSIGNED) return fail('contract', msg ?? '请先签署电子采购合同');
  if (status >= 500) return fail('server', numbered(raw, msg) ?? MSG_SERVER_BUSY);
  if (code === null) {
    // 2xx without an envelope is a broken answer; 4xx without one keeps its status in the text.
    return status < 400 ? fail('server', MSG_SERVER_BUSY) : fail('business', msg ?? `请求失败（${status}）`);
  }
  if (status < 400 && SUCCESS_CODES.has(code)) {
    return { ok: true, envelope: { code, msg: msg ?? '', data: raw?.data as T } };
  }
  return fail('business', msg ?? `请求失败（${code}）`);
}
