import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { newUserPicks } from '../../../server/catalogue/zones';

/** New-user picks (新人推荐). */
export const GET = endpoint(async (context) => ok(await newUserPicks(await viewerOf(context))));
