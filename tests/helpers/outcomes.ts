import { BusinessError } from '../../src/server/http/errors';

/** What a settled call ended with: 10000 for success, the business code of a refusal, else the error text. */
export const codeOf = (r: PromiseSettledResult<unknown>): number | string =>
  r.status === 'fulfilled' ? 10000 : r.reason instanceof BusinessError ? r.reason.code : String(r.reason);

/** 0 when the call succeeds, else the business code of its refusal (or the error text). */
export async function refusal(p: Promise<unknown>): Promise<number | string> {
  try {
    await p;
    return 0;
  } catch (e) {
    return e instanceof BusinessError ? e.code : String(e);
  }
}
