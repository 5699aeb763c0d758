import { t as readBody } from "./body_Cb-0xQz4.mjs";
import { t as parseInput } from "./validate_BxjDSFoK.mjs";
import { r as NotFoundError } from "./errors_BPrdOY2Z.mjs";
// src/server/auth/request.ts
/** Reads and validates a request body (JSON or form) against a schema: 422 on bad input. */
async function input(context, schema) {
	return parseInput(schema, await readBody(context.request));
}
/** A positive integer path parameter, else 404 (ids that cannot exist are simply not found). */
function idParam(value) {
	const n = Number(value);
	if (!/^\d{1,9}$/.test(value ?? "") || !Number.isSafeInteger(n) || n < 1) throw new NotFoundError();
	return n;
}
export { input as n, idParam as t };
