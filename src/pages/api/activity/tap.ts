import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { recordTap, tapInput } from '../../../server/promotions/taps';

/** POST /api/activity/tap {target}: records a tap on an activity link (visitors too). */
export const POST = endpoint(async (context) => {
  const { target } = await input(context, tapInput);
  return ok(await recordTap(target, (await viewerOf(context)).storeId));
});
