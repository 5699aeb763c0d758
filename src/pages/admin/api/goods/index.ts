import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint';
import { goodsList, listInput } from '../../../../server/console/goods';

export const permission = 'goods';

/** GET /admin/api/goods?keyword,kind,sale,low,page: the goods list with filters. */
export const GET = consoleEndpoint(permission, async (context) => ok(await goodsList(parseInput(listInput, readQuery(context.url)))));
