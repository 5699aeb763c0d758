import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { focusAt, homeShelves } from '../../../server/content/focus';
import { viewerOf } from '../../../server/auth/viewer-of.server';

/** Home focus: carousel banners and the goods shelves. */
export const GET = endpoint(async (context) => {
  const viewer = await viewerOf(context);
  const [banner, floors] = await Promise.all([focusAt('banner'), homeShelves(viewer)]);
  return ok({ banner, floors });
});
