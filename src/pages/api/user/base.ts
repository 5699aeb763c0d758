import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { getSiteSettings } from '../../../server/content/site-settings';
import { visitorBase } from '../../../server/accounts/user-base';

/** User state for the header; logged-out callers get the visitor shape (login arrives with the accounts issue). */
export const GET = endpoint(async () => ok(visitorBase(await getSiteSettings())));
