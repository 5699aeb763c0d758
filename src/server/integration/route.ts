import type { z } from 'zod';
import type { ApiScope } from '../db/schema';

/**
 * One open-API endpoint described once: its path, scope, and the zod schemas the handler validates
 * with. The OpenAPI document (openapi.ts) is generated from these same objects.
 */
export type OpenRoute = {
  /** operationId, also the audit action (`api.<id>`). */
  id: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api/open/v1, OpenAPI style: `/orders/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  scope: ApiScope;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** What openWrite parses when the handler validates parts itself (bulk items one by one, with `body`'s item schema). */
  bodyParse?: z.ZodType;
  response: z.ZodType;
  /** HTTP status of success (200 unless said). */
  status?: number;
  example: { body?: unknown; response: unknown };
  /** The largest body the route reads (bulk calls take more than the default). */
  bodyLimit?: number;
};

export const isWrite = (route: OpenRoute) => route.method !== 'get';

export function defineRoute<R extends OpenRoute>(route: R): R {
  return route;
}
