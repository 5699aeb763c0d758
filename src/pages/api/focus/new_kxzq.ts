import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { viewerOf } from '../../../server/auth/viewer-of.server';
import { controlledGroups } from '../../../server/catalogue/zones';

/** New controlled-sales page: released goods grouped by manufacturer, each group with its first goods. */
export const GET = endpoint(async (context) => ok(await controlledGroups(await viewerOf(context))));
