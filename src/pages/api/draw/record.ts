import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { recordQuery } from '../../../server/lottery/schemas';
import { myDraws } from '../../../server/lottery/query';

/** GET /api/draw/record?id,page,page_size: my draws, newest first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(recordQuery, readQuery(context.url));
  return ok(await myDraws(store.id, { id: q.id, page: q.page, pageSize: q.page_size }));
});
