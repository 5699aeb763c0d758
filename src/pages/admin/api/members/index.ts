import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { searchInput, searchStores } from '../../../../server/console/members';

export const permission = 'members';

/** GET /admin/api/members?keyword,page: stores by company, user name, phone or contact. */
export const GET = consoleEndpoint(permission, async (context) => ok(await searchStores(parseInput(searchInput, readQuery(context.url)))));
