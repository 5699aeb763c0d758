import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { readQuery } from '../../../server/http/body';
import { parseInput } from '../../../server/http/validate';
import { requireLogin } from '../../../server/auth/session.server';
import { moneyLogInput } from '../../../server/orders/schemas';
import { moneyLog } from '../../../server/wallet/ledger';
import { shanghaiDayStart } from '../../../lib/time';

/** GET /api/user/user_money_log?page,use_type,start_time,end_time: my balance ledger, newest first. */
export const GET = endpoint(async (context) => {
  const { store } = await requireLogin(context);
  const q = parseInput(moneyLogInput, readQuery(context.url));
  return ok(
    await moneyLog(store.id, {
      page: q.page,
      pageSize: 20,
      useType: q.use_type,
      start: q.start_time ? shanghaiDayStart(q.start_time) : undefined,
      end: q.end_time ? new Date(shanghaiDayStart(q.end_time).getTime() + 86_400_000) : undefined,
    }),
  );
});
