import { endpoint } from '../../../../server/http/endpoint';
import { ok } from '../../../../server/http/envelope';
import { idParam } from '../../../../server/http/request';
import { activityInfo } from '../../../../server/lottery/query';

/** GET /api/draw/{id}/activity: the lottery's name, rules, window and status. */
export const GET = endpoint(async (context) => ok(await activityInfo(idParam(context.params.id))));
