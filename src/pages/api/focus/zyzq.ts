import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readListParamsOrThrow } from '../../../server/catalogue/api-params';
import { kindZone } from '../../../server/catalogue/zones';

/** Chinese herbal pieces zone (中药专区): herbal categories and a page of herbal goods (list parameters apply). */
export const GET = endpoint(async (context) => ok(await kindZone('herbal', readListParamsOrThrow(readQuery(context.url)), await viewerOf(context))));
