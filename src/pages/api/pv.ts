import { endpoint } from '../../server/http/endpoint';
import { readBody } from '../../server/http/body';
import { parseInput } from '../../server/http/validate';
import { pageViewInput, recordView } from '../../server/analytics/page-views';

/** POST /api/pv {path}: counts one view of a shop page (sent by a beacon after load); answers 204. */
export const POST = endpoint(async (context) => {
  const { path } = parseInput(pageViewInput, await readBody(context.request));
  recordView(path);
  return new Response(null, { status: 204 });
});
