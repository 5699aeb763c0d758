import { eq } from 'drizzle-orm';
import { idParam } from '../../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../../server/console/endpoint.server';
import { db } from '../../../../../../server/db/client';
import { orderReturns } from '../../../../../../server/db/schema';
import { readStored } from '../../../../../../server/qualifications/files';
import { NotFoundError } from '../../../../../../server/http/errors';

export const permission = 'returns';

/** GET /admin/api/returns/{id}/photos/{n}: the n-th photo (1-based) of a return request, for the reviewing operator. */
export const GET = consoleEndpoint(permission, async (context) => {
  const id = idParam(context.params.id);
  const n = idParam(context.params.n);
  const [row] = await (await db()).select({ photos: orderReturns.photos }).from(orderReturns).where(eq(orderReturns.id, id));
  const key = row?.photos[n - 1];
  const data = key ? await readStored(key) : null;
  if (!data) throw new NotFoundError('照片不存在');
  return new Response(new Uint8Array(data), {
    headers: { 'content-type': key!.endsWith('.png') ? 'image/png' : 'image/jpeg', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
});
