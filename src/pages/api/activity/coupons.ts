import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { couponOffersFor } from '../../../server/coupons/centre';
import { offerView } from '../../../server/coupons/view';

/** GET /api/activity/coupons: the coupon centre (领券中心) with this store's claims. */
export const GET = endpoint(async (context) => ok((await couponOffersFor((await viewerOf(context)).storeId)).map(offerView)));
