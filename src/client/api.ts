/**
 * The app's API client (spec sections 7–8). Islands and stores call these helpers; the default
 * instance talks to the same origin with the 30 s timeout and shows errors through the notifier
 * installed by src/stores/notifier.ts.
 */
import { createApiClient, type ApiClient, type ApiClientOptions, type Body, type RequestOptions } from './create';
import type { Params } from './encode';
import type { Envelope } from './envelope';

let client: ApiClient = createApiClient();

/** Replaces the default client (tests point it at a local server; an app may set a base URL). */
export function configureApi(options: ApiClientOptions = {}): ApiClient {
  client = createApiClient(options);
  return client;
}

export const apiGet = <T>(path: string, query?: Params, options?: RequestOptions): Promise<T> => client.get<T>(path, query, options);
export const apiPost = <T>(path: string, body?: Body, options?: RequestOptions): Promise<T> => client.post<T>(path, body, options);
export const apiPut = <T>(path: string, body?: Body, options?: RequestOptions): Promise<T> => client.put<T>(path, body, options);
export const apiDelete = <T>(path: string, query?: Params, options?: RequestOptions): Promise<T> => client.delete<T>(path, query, options);
/** For callers that show the server's own `msg` on success (cart add, favourites). */
export const apiEnvelope = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<Envelope<T>> =>
  client.envelope<T>(method, path, options);

export { createApiClient } from './create';
export type { ApiClient, ApiClientOptions, Body, Method, RequestOptions } from './create';
export type { Params } from './encode';
export type { Envelope } from './envelope';
export { ApiError, CancelledError, isApiError, isCancelled } from './errors';
export type { ApiErrorKind, FieldErrors } from './errors';
export type { Silence, Navigation } from './catalogue';
export type { Notifier, NoticeKind, DialogAction, AlertOptions, DialogOptions } from './notifier';
