/**
 * Runs independent statements of one step at once and waits for all of them. Inside a transaction
 * postgres.js pipelines them on the transaction's connection (one round trip instead of several);
 * PGlite runs them one after the other. Every promise settles before this returns — a transaction
 * never ends while one of its statements is still in flight — and the first failure, in argument
 * order, is the one thrown (so the error a buyer sees does not depend on timing).
 */
export async function together<T extends readonly unknown[]>(...work: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
