import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { focusAt } from '../../../server/content/focus';

export const GET = endpoint(async () => ok(await focusAt('right')));
