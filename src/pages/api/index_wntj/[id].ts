import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readPage } from '../../../server/catalogue/api-params';
import { recommended } from '../../../server/catalogue/zones';

/** "Recommended for you" (为你推荐): `/api/index_wntj/{page}`, 10 goods a page, page clamped. */
export const GET = endpoint(async (context) => ok(await recommended(readPage(context.params.id), await viewerOf(context))));
