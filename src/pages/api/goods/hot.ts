import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { listHotWords } from '../../../server/catalogue/hot-words';

/** Hot search words (spec rnss), in operator order. */
export const GET = endpoint(async () => ok(await listHotWords()));
