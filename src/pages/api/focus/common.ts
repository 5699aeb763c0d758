import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { commonData } from '../../../server/content/common-data';

export const GET = endpoint(async () => ok(await commonData()));
