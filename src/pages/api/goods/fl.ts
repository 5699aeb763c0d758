import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { categoryTree } from '../../../server/catalogue/categories';

/** The category tree (spec menu category: id, name, logo, logo1, children, childrenShow). */
export const GET = endpoint(async () => ok(await categoryTree()));
