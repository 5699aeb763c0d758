import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { chatStream } from '../../../../../server/chat/stream';
import { storeExists } from '../../../../../server/console/service';

export const permission = 'service';
/** A console stream ends after this long; EventSource reconnects (the session is checked again). */
const STREAM_MS = 10 * 60_000;

/** GET /admin/api/chat/{storeId}/stream?after: the member chat's own server-sent events, for the operator. */
export const GET = consoleEndpoint(permission, async (context) => {
  const id = idParam(context.params.id);
  await storeExists(id);
  const resume = Number(context.request.headers.get('last-event-id') ?? context.url.searchParams.get('after') ?? '0');
  return chatStream(id, Number.isSafeInteger(resume) && resume > 0 ? resume : 0, Date.now() + STREAM_MS, context.request.signal);
});
