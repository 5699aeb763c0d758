import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { focusAt } from '../../../server/content/focus';

/** GET /api/focus/login: the login page's advertisement `{url, image, title}` (null when none is live). */
export const GET = endpoint(async () => {
  const [ad] = await focusAt('login');
  return ok(ad ? { url: ad.url, image: ad.image, title: ad.title } : null);
});
