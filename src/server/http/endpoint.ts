import type { APIContext, APIRoute, MiddlewareNext } from 'astro';
import { BusinessError, LoginRequiredError, NotFoundError, PayloadTooLargeError, ValidationError } from './errors';
import { fail, loginRequired, notFound, payloadTooLarge, serverError, serviceUnavailable, validationFailed } from './envelope';
import { unavailableReason } from '../ops/unavailable';

/** Maps thrown domain/boundary errors to the envelope; anything unexpected is logged and becomes a bare 500. */
export function errorResponse(error: unknown, where: string): Response {
  if (error instanceof ValidationError) return validationFailed(error.errors);
  if (error instanceof PayloadTooLargeError) return payloadTooLarge(error.limitBytes);
  if (error instanceof NotFoundError) return notFound(error.message);
  if (error instanceof LoginRequiredError) return loginRequired(error.message);
  if (error instanceof BusinessError) return fail(error.code, error.message, error.status, error.data);
  // The database or session store away, or a statement past its bound: 503, the caller may retry.
  const away = unavailableReason(error);
  if (away) return serviceUnavailable(away);
  console.error(`[api] ${where} failed:`, error);
  return serverError();
}

/** Wraps an API handler so every error leaves in the spec's envelope, never as a stack trace. */
export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      return errorResponse(error, `${context.request.method} ${context.url.pathname}`);
    }
  };
}

/**
 * The middleware's handling of an API path (shop `/api/**` and console `/admin/api/**`): the answer as the
 * route gives it, but Astro's HTML 404 for an unmatched path becomes the 404 envelope and an uncaught
 * error the 500 envelope, so an API caller always gets JSON.
 */
export async function apiInEnvelope(context: APIContext, next: MiddlewareNext): Promise<Response> {
  try {
    const response = await next();
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) return notFound('接口不存在');
    return response;
  } catch (error) {
    return errorResponse(error, `${context.request.method} ${context.url.pathname}`);
  }
}
