import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { storeDetail } from '../../../../../server/console/members';

export const permission = 'members';

/** GET /admin/api/members/{storeId}: the store, its member, addresses, licences, recent orders, balance ledger and credit. */
export const GET = consoleEndpoint(permission, async (context) => ok(await storeDetail(idParam(context.params.id))));
