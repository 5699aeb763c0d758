import { ok } from '../../../../../server/http/envelope';
import { idParam } from '../../../../../server/http/request';
import { consoleEndpoint } from '../../../../../server/console/endpoint.server';
import { storeDetail } from '../../../../../server/console/members';
import { auditRead } from '../../../../../server/console/action';

export const permission = 'members';

/** GET /admin/api/members/{storeId}: the store, its member, addresses, licences, recent orders, balance ledger and credit; each view is audited. */
export const GET = consoleEndpoint(permission, async (context, op) => {
  const id = idParam(context.params.id);
  const detail = await storeDetail(id);
  await auditRead(op, { permission, action: 'member.view', objectType: 'store', objectId: id });
  return ok(detail);
});
