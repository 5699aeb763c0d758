import { ok } from '../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { feedbackForOperator } from '../../../../server/feedback/feedback';

export const permission = 'service';

/** GET /admin/api/feedback?all=1: feedback waiting for a reply (or all), newest first. */
export const GET = consoleEndpoint(permission, async (context) => ok(await feedbackForOperator(context.url.searchParams.get('all') !== '1', 100)));
