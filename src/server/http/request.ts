import type { z } from 'zod';
import { readBody } from './body';
import { parseInput } from './validate';
import { NotFoundError } from './errors';

/** Reads and validates a request body (JSON or form) against a schema: 422 on bad input. */
export async function input<S extends z.ZodType>(context: { request: Request }, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await readBody(context.request));
}

/** A positive integer path parameter, else 404 (ids that cannot exist are simply not found). */
export function idParam(value: string | undefined): number {
  const n = Number(value);
  if (!/^\d{1,9}$/.test(value ?? '') || !Number.isSafeInteger(n) || n < 1) throw new NotFoundError();
  return n;
}
