/** Field errors of an HTTP 422 answer: `{ field: [msg, …] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * How a request failed, one per row of the error catalogue:
 * - `login`      code 10001 or HTTP 401
 * - `contract`   code 459 (purchase contract not signed)
 * - `validation` HTTP 422 / code 422
 * - `server`     HTTP 5xx, or a 2xx answer that is not an envelope
 * - `business`   any other non-success code (carries the server's Chinese msg)
 * - `timeout`    no answer within the client's timeout
 * - `network`    the request never got an answer (offline, DNS, connection reset)
 */
export type ApiErrorKind = 'login' | 'contract' | 'validation' | 'server' | 'business' | 'timeout' | 'network';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  /** Envelope code; 0 when there was no envelope (timeout, network, non-JSON 5xx). */
  code: number;
  msg: string;
  /** HTTP status; 0 when there was no response. */
  status: number;
  errors?: FieldErrors | null;
  /** The parsed response body, when there was one. */
  body?: unknown;
};

/** Every failed API call rejects with this (except cancellations, see {@link CancelledError}). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  readonly errors: FieldErrors | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.msg);
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.errors = init.errors ?? null;
    this.body = init.body;
  }
}

/**
 * A request superseded by a newer one to the same path (or aborted by the caller's own signal).
 * It is not a failure: no UI is shown, callers usually just ignore it (`isCancelled`).
 */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
  readonly path: string;

  constructor(path: string) {
    super(`请求已取消：${path}`);
    this.path = path;
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
