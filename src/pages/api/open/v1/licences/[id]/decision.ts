import { openWrite } from '../../../../../../server/integration/endpoint.server';
import { decideLicence } from '../../../../../../server/integration/routes-members';
import { decideCertificate } from '../../../../../../server/qualifications/review';

/** POST /api/open/v1/licences/<id>/decision {approve, reason}: approve or reject a pending licence. */
export const POST = openWrite(decideLicence, async ({ key, params, body }, tx) => {
  const reviewer = `API:${key.name}`;
  const done = await decideCertificate(tx, params.id, body.approve ? { approve: true, reviewer } : { approve: false, reviewer, reason: body.reason });
  const result = { licence_id: params.id, store_id: done.storeId, status: body.approve ? ('approved' as const) : ('rejected' as const), is_passed: done.isPassed };
  return { result, audit: { objectType: 'qualification', objectId: params.id, after: done.after } };
});
