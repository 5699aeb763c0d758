import { createFetch, type FetchResponse } from 'ofetch';
import { createErrorPresenter, isSilenced, type Navigation, type Silence } from './catalogue';
import { browserNavigation } from './browser';
import { encodeParams, type Params } from './encode';
import { interpretResponse, type Envelope } from './envelope';
import { ApiError, CancelledError } from './errors';
import { createInflight } from './inflight';
import { MSG_SERVER_BUSY, MSG_TIMEOUT } from './messages';
import { defaultNotifier, type Notifier } from './notifier';
import { normalizePath, pathQuery } from './paths';

export const DEFAULT_TIMEOUT = 30_000;

export type ApiClientOptions = {
  /** Origin (and optional prefix) the paths are resolved against; '' = same origin. */
  baseURL?: string;
  /** Milliseconds before a request is abandoned with the timeout dialog (spec: 30 000). */
  timeout?: number;
  notifier?: Notifier;
  navigate?: Navigation['navigate'];
  reload?: Navigation['reload'];
  currentPath?: Navigation['currentPath'];
  /** The fetch to use; looked up on `globalThis` at call time by default. */
  fetch?: typeof globalThis.fetch;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Body = Params | FormData | URLSearchParams | string;

export type RequestOptions = {
  /** Sent in the URL, qs bracket syntax. */
  query?: Params;
  /** Plain objects are form-encoded (qs brackets); FormData / URLSearchParams / strings pass as they are (strings as a form unless `headers` sets content-type). */
  body?: Body;
  silent?: Silence;
  /** Aborting it cancels the request like a superseding request does (CancelledError, no UI). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export interface ApiClient {
  /** Resolves with the whole envelope `{ code, msg, data }` of a success answer. */
  envelope<T>(method: Method, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  /** Resolves with the envelope's `data`. */
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Params, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: Body, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: Body, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, query?: Params, options?: RequestOptions): Promise<T>;
}

function isParams(body: Body): body is Params {
  return typeof body === 'object' && !(body instanceof FormData) && !(body instanceof URLSearchParams);
}

function buildUrl(baseURL: string, path: string, query: Params | undefined): string {
  const search = [pathQuery(path), encodeParams(query)].filter(Boolean).join('&');
  return `${baseURL.replace(/\/+$/, '')}${normalizePath(path)}${search ? `?${search}` : ''}`;
}

function encodeBody(body: Body | undefined, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || isParams(body)) {
    // A string body keeps the type its caller set (e.g. JSON for large payloads); otherwise it is a form.
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    return typeof body === 'string' ? body : encodeParams(body);
  }
  return body; // FormData / URLSearchParams: fetch sets the content type
}

/**
 * The browser API client: credentials included, form-encoded bodies, a timeout, de-duplication of
 * in-flight requests per path, and the spec's error catalogue shown through `notifier`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseURL = options.baseURL ?? '';
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: fetchImpl });
  const inflight = createInflight();
  const present = createErrorPresenter(options.notifier ?? defaultNotifier, {
    navigate: options.navigate ?? browserNavigation.navigate,
    reload: options.reload ?? browserNavigation.reload,
    currentPath: options.currentPath ?? browserNavigation.currentPath,
  });

  async function send(method: Method, path: string, opts: RequestOptions, controller: AbortController): Promise<FetchResponse<unknown>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...opts.headers,
    };
    const body = method === 'GET' ? undefined : encodeBody(opts.body, headers);
    return $fetch.raw(buildUrl(baseURL, path, opts.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'json',
    });
  }

  async function envelope<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
    const normalized = normalizePath(path);
    const controller = new AbortController();
    let reason: 'cancelled' | 'timeout' | null = null;
    const abort = (why: 'cancelled' | 'timeout') => {
      if (reason) return;
      reason = why;
      controller.abort();
    };
    const release = inflight.track(method, normalized, { cancel: () => abort('cancelled') });
    const timer = timeout > 0 ? setTimeout(() => abort('timeout'), timeout) : undefined;
    const onCallerAbort = () => abort('cancelled');
    if (opts.signal?.aborted) onCallerAbort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: FetchResponse<unknown>;
      try {
        response = await send(method, path, opts, controller);
      } catch {
        if (reason === 'cancelled') throw new CancelledError(normalized);
        throw reason === 'timeout'
          ? new ApiError({ kind: 'timeout', code: 0, status: 0, msg: MSG_TIMEOUT })
          : new ApiError({ kind: 'network', code: 0, status: 0, msg: MSG_SERVER_BUSY });
      }
      // Superseded while the answer was being read: the newer request owns the UI.
      if (reason === 'cancelled') throw new CancelledError(normalized);
      const result = interpretResponse<T>(response.status, response._data);
      if (result.ok) return result.envelope;
      throw result.error;
    } catch (error) {
      if (error instanceof ApiError && !isSilenced(error, opts.silent)) present(error);
      throw error;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      release();
    }
  }

  const request = async <T>(method: Method, path: string, opts?: RequestOptions): Promise<T> => (await envelope<T>(method, path, opts)).data;

  return {
    envelope,
    request,
    get: (path, query, opts) => request('GET', path, { ...opts, query }),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, query, opts) => request('DELETE', path, { ...opts, query }),
  };
}
