import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { focusAt } from '../../../server/content/focus';

/** The top advertisement strip: `{url, image}` or null when none is live. */
export const GET = endpoint(async () => {
  const [top] = await focusAt('top');
  return ok(top ? { url: top.url, image: top.image, title: top.title } : null);
});
