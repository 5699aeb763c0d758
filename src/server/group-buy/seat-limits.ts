/**
 * The limits a 拼团 seat must keep, checked before anything is taken or charged (issue 27 point 3), as
 * the cart checks them when goods are added: the goods' 限购, 含麻 per-order limit, 中包装 multiple and
 * stock (`quantityProblem`), the group price's own stock and per-member limit (`specialProblem`, the
 * spec's 「活动价每人限购…」), 控销 visibility and the store's business scope (`refuseAtAdd`). The
 * transaction still takes the units with conditional UPDATEs (../promotions/units.ts), so a race
 * cannot pass what this refused. It runs before the seat's transaction and outside it: the cart's checks
 * read through the shared connection, which on the embedded database (one connection) would wait for
 * that very transaction — the server hung.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { BusinessError } from '../http/errors';
import type { Viewer } from '../auth/viewer';
import { quantityMessage, quantityProblem, specialProblem } from '../pricing';
import { pricingGoodsFor } from '../cart/lines';
import { refuseAtAdd } from '../cart/add-limits';
import { GROUP_REFUSED } from '../promotions/errors';
import type { goods as goodsTable, priceActivityGoods } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Item = { item: typeof priceActivityGoods.$inferSelect; goods: typeof goodsTable.$inferSelect };

export async function refuseSeat(tx: Tx | Db, actor: { storeId: number; memberId: number; viewer: Viewer }, row: Item, number: number): Promise<void> {
  const { item, goods: g } = row;
  const found = (await pricingGoodsFor([g.id], actor.viewer)).get(g.id);
  if (!found || !found.pg.visible) throw new BusinessError(GROUP_REFUSED, '该商品暂不可购买');
  const [count] = await queryRows<{ number: number }>(
    tx as unknown as Db,
    sql`select number from price_activity_counts where item_id = ${item.id} and store_id = ${actor.storeId}`,
  );
  const bought = Number(count?.number ?? 0);
  const problem =
    quantityProblem(found.pg, number) ??
    specialProblem({ stockLeft: item.stock - item.sold, memberLimit: item.memberLimit, memberLeft: item.memberLimit > 0 ? item.memberLimit - bought : null }, number);
  if (problem) throw new BusinessError(GROUP_REFUSED, quantityMessage(problem, g.unit));
  await refuseAtAdd(
    { storeId: actor.storeId, memberId: actor.memberId, viewer: actor.viewer, province: actor.viewer.province ?? '', isPassed: actor.viewer.isPassed },
    [{ goods: found.goods, type: 1, number }],
    {
      specials: false,
    },
  );
}
