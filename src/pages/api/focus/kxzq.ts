import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readListParamsOrThrow } from '../../../server/catalogue/api-params';
import { controlledZone } from '../../../server/catalogue/zones';

/** Controlled-sales zone: the 控销 goods released to the viewer (empty with a notice for visitors). */
export const GET = endpoint(async (context) => {
  const query = readQuery(context.url);
  const params = readListParamsOrThrow(query);
  return ok(await controlledZone(params, await viewerOf(context), params.manufacturer ?? undefined));
});
