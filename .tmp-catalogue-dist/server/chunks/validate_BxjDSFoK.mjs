import { a as ValidationError } from "./errors_BPrdOY2Z.mjs";
import { z } from "zod";
// src/server/http/validate.ts
z.config(z.locales.zhCN());
/** Validates input against a schema, throwing the spec's 422 with Chinese messages per field. */
function parseInput(schema, input) {
	const result = schema.safeParse(input);
	if (result.success) return result.data;
	const errors = {};
	for (const issue of result.error.issues) {
		const field = issue.path.length ? issue.path.join(".") : "body";
		(errors[field] ??= []).push(issue.message);
	}
	throw new ValidationError(errors);
}
export { parseInput as t };
