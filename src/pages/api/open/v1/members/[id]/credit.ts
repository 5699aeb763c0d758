import { openWrite } from '../../../../../../server/integration/endpoint.server';
import { setMemberCredit } from '../../../../../../server/integration/routes-members';
import { setCredit } from '../../../../../../server/console/members';

/** PUT /api/open/v1/members/<store id>/credit {credit_limit, term_days}: credit terms, as the console sets them. */
export const PUT = openWrite(setMemberCredit, async ({ params, body }, tx) => {
  const change = await setCredit(tx, params.id, body);
  const result = { store_id: params.id, credit_limit: body.credit_limit, term_days: body.term_days };
  return { result, audit: { objectType: 'store', objectId: params.id, after: change } };
});
