import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readPage } from '../../../server/catalogue/api-params';
import { brandZone } from '../../../server/catalogue/zones';

/** Brand zone: brands with their logo, description and goods count, `?page` (clamped). */
export const GET = endpoint(async (context) => ok(await brandZone(readPage(readQuery(context.url).page), await viewerOf(context))));
