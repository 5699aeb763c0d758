import { BusinessError, LoginRequiredError, NotFoundError, PayloadTooLargeError, ValidationError } from '../http/errors';

/** An open-API refusal: HTTP status, a stable English code, a Chinese message, optional details. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

export type ApiErrorBody = { code: string; message: string; details: unknown };

/** Maps any thrown error to the open API's `{code, message, details}` with its status; unexpected ones are logged and become a 500. */
export function apiErrorOf(error: unknown, where: string): { status: number; body: ApiErrorBody } {
  const out = (status: number, code: string, message: string, details: unknown = null) => ({ status, body: { code, message, details } });
  if (error instanceof ApiError) return out(error.status, error.code, error.message, error.details);
  if (error instanceof ValidationError) return out(422, 'validation_failed', error.message, { errors: error.errors });
  if (error instanceof NotFoundError) return out(404, 'not_found', error.message);
  if (error instanceof PayloadTooLargeError) return out(413, 'payload_too_large', '请求内容过大', { limit_bytes: error.limitBytes });
  if (error instanceof LoginRequiredError) return out(401, 'unauthorized', error.message);
  if (error instanceof BusinessError) {
    const status = error.status >= 400 ? error.status : 409;
    return out(status, status === 429 ? 'rate_limited' : 'business_rule', error.message, { business_code: error.code });
  }
  console.error(`[open-api] ${where} failed:`, error);
  return out(500, 'internal', '服务器内部错误，请稍后重试');
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'API 密钥无效或已撤销（请在 Authorization 头中使用 Bearer 密钥）');
export const missingScope = (scope: string) => new ApiError(403, 'missing_scope', `该 API 密钥没有权限：${scope}`, { scope });
