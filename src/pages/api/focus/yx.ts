import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { readListParamsOrThrow } from '../../../server/catalogue/api-params';
import { freeShippingZone } from '../../../server/catalogue/zones';

/** Free-shipping zone: rules, medicine categories and a page of free-shipping goods (list parameters apply). */
export const GET = endpoint(async (context) => ok(await freeShippingZone(readListParamsOrThrow(readQuery(context.url)), await viewerOf(context))));
