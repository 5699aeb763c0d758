import { z } from 'zod';
import type { FieldErrors } from './envelope';
import { ValidationError } from './errors';

// Chinese default messages for every zod check; schemas may still give their own.
z.config(z.locales.zhCN());

/** Validates input against a schema, throwing the spec's 422 with Chinese messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}
