import { openRead } from '../../../../../server/integration/endpoint.server';
import { listMembers } from '../../../../../server/integration/routes-members';
import { membersAfter } from '../../../../../server/integration/members';

/** GET /api/open/v1/members?since=&limit=: member stores with licences and credit terms. */
export const GET = openRead(listMembers, ({ query }) => membersAfter(query.since, query.limit));
