/**
 * What the middleware learns about a request (its route pattern, the member or operator behind it),
 * handed to the Node front that writes the request's log line and metrics when the answer ends
 * (scripts/lib/ops-front.ts). Keyed by the request id the front put in `x-request-id`; the front
 * takes each entry out, so the map holds only requests in flight. On globalThis: the built server
 * and the front are separate module graphs.
 */
export type RequestInfo = { route?: string; memberId?: number; operatorId?: number };

const KEY = Symbol.for('yaocai.requestInfo');

function table(): Map<string, RequestInfo> {
  const holder = globalThis as { [KEY]?: Map<string, RequestInfo> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

export const REQUEST_ID_HEADER = 'x-request-id';

export function noteRequest(id: string | null, info: RequestInfo): void {
  if (!id) return;
  const t = table();
  // Only requests the front opened (it takes them out again); anything else would never be removed.
  const entry = t.get(id);
  if (entry) Object.assign(entry, info);
}

export function openRequest(id: string): void {
  table().set(id, {});
}

export function takeRequest(id: string): RequestInfo {
  const t = table();
  const entry = t.get(id) ?? {};
  t.delete(id);
  return entry;
}
