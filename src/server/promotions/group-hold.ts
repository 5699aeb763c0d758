/**
 * A 拼团 member's order is paid when joining but ships only once its group succeeded: the operator's
 * ship command asks here first (reads the group tables; the group logic is in ../group-buy/).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why order `orderId` may not ship yet (its group is still open or failed), or null. */
export async function groupHold(conn: Conn, orderId: number): Promise<string | null> {
  const [row] = await queryRows<{ group_id: number; status: string }>(
    conn as Db,
    sql`
    select g.id as group_id, g.status from group_buy_members m join group_buys g on g.id = m.group_id where m.order_id = ${orderId}`,
  );
  if (!row || row.status === 'succeeded') return null;
  return row.status === 'open' ? `拼团 #${row.group_id} 尚未成团，成团后才能发货` : `拼团 #${row.group_id} 未成团，订单已退款`;
}
