import { a as ValidationError, i as PayloadTooLargeError, n as LoginRequiredError, r as NotFoundError, t as BusinessError } from "./errors_BPrdOY2Z.mjs";
import { c as validationFailed, i as notFound, n as fail, o as payloadTooLarge, r as loginRequired, s as serverError } from "./envelope_CDfcR2IL.mjs";
// src/server/http/endpoint.ts
/** Maps thrown domain/boundary errors to the envelope; anything unexpected is logged and becomes a bare 500. */
function errorResponse(error, where) {
	if (error instanceof ValidationError) return validationFailed(error.errors);
	if (error instanceof PayloadTooLargeError) return payloadTooLarge(error.limitBytes);
	if (error instanceof NotFoundError) return notFound(error.message);
	if (error instanceof LoginRequiredError) return loginRequired(error.message);
	if (error instanceof BusinessError) return fail(error.code, error.message, error.status);
	console.error(`[api] ${where} failed:`, error);
	return serverError();
}
/** Wraps an API handler so every error leaves in the spec's envelope, never as a stack trace. */
function endpoint(handler) {
	return async (context) => {
		try {
			return await handler(context);
		} catch (error) {
			return errorResponse(error, `${context.request.method} ${context.url.pathname}`);
		}
	};
}
export { errorResponse as n, endpoint as t };
