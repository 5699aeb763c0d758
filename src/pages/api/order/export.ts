import { endpoint } from '../../../server/http/endpoint';
import { requireLogin } from '../../../server/auth/session.server';
import { ValidationError } from '../../../server/http/errors';
import { rangeExport, rangeInput } from '../../../server/documents/range-export';
import { documentResponse } from '../../../server/documents/response.server';

/** GET /api/order/export?from&to&format=xlsx|json: the 医保/ERP export of my orders shipped in the range. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const parsed = rangeInput.safeParse(Object.fromEntries(context.url.searchParams));
  if (!parsed.success) throw new ValidationError(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), [i.message]])));
  return documentResponse(await rangeExport(store.id, parsed.data));
});
