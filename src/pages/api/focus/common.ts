import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { commonData } from '../../../server/content/common-data';
import { cached } from '../../../server/cache/memo';
import { CHROME_TTL_MS } from '../../../server/page/page-context.server';

/** The header's common data: the chrome cache the pages share, with this request's timestamp. */
export const GET = endpoint(async () => ok({ ...(await cached('chrome:common', CHROME_TTL_MS, () => commonData())), timestamp: Math.floor(Date.now() / 1000) }));
