import type { FieldErrors } from './envelope';

/** Thrown at the boundary when input is invalid; becomes the spec's 422 shape. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0]?.[0] ?? '参数错误');
  }
}

export class PayloadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super('payload too large');
  }
}

/** A business refusal: its own code, a Chinese message, optional HTTP status and `data` for the envelope (e.g. a state code). */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export class NotFoundError extends Error {
  constructor(message = '请求的资源不存在') {
    super(message);
  }
}

export class LoginRequiredError extends Error {
  constructor(message = '请先登录') {
    super(message);
  }
}
