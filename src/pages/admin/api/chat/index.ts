import { ok } from '../../../../server/http/envelope';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { chatInbox } from '../../../../server/console/service';

export const permission = 'service';

/** GET /admin/api/chat: conversations, those waiting for an answer first (the inbox polls it). */
export const GET = consoleEndpoint(permission, async () => ok(await chatInbox()));
