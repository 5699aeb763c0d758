import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readSearchParams } from '../../../server/catalogue/api-params';
import { suggest } from '../../../server/catalogue/suggest';

/** Header search suggestions: `?keywords&type` (1 drug, 2 manufacturer) → at most 10 with highlight ranges. */
export const GET = endpoint(async (context) => {
  const { keywords, type } = readSearchParams(readQuery(context.url));
  return ok(await suggest(keywords, type, await viewerOf(context)));
});
