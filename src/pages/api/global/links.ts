import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { globalLinks } from '../../../server/content/navigation';

export const GET = endpoint(async () => ok(await globalLinks()));
