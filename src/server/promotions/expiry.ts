/**
 * Near-expiry (近效期) lines at step 2: each line sold at a clearance price, and each line whose goods
 * ship near-expiry (src/lib/near-expiry.ts, the catalogue's rule too), must be confirmed by the buyer (a checkbox naming its 有效期至);
 * the order is refused otherwise, and the confirmations are stored with the order
 * (order_expiry_confirmations) in the order transaction.
 */
import type { Db } from '../db/client';
import { orderExpiryConfirmations } from '../db/schema';
import { BusinessError } from '../http/errors';
import type { SpecialPrice } from '../pricing';
import { EXPIRY_UNCONFIRMED } from './errors';
import { shanghaiToday } from '../../lib/time';
import { isNearExpiry } from '../../lib/near-expiry';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Line = { line: { special: SpecialPrice | null }; goods: { id: number; name: string; expiryDate: string } };

/**
 * The 有效期至 of the units that will ship (YYYY-MM-DD). THE one place to swap in the batch read: while
 * goods have no batches this is the goods' own expiry date; `src/server/batches/` (FEFO ship-expiry) replaces it.
 */
export function shipExpiryDate(g: { id: number; expiryDate: string }): string {
  return g.expiryDate;
}

/** Whether a line needs the buyer's explicit expiry confirmation: a clearance price, or shipping with < 6 months left. */
export function needsExpiryConfirm(l: Pick<Line, 'line' | 'goods'>, today: string = shanghaiToday()): boolean {
  return l.line.special?.kind === 'clearance' || isNearExpiry(shipExpiryDate(l.goods), today);
}

/** Throws naming every near-expiry line the buyer did not confirm (goods ids in `confirmed`). */
export function requireExpiryConfirmed(drafts: readonly { lines: readonly Line[] }[], confirmed: readonly number[]): void {
  const ok = new Set(confirmed);
  const today = shanghaiToday();
  const missing = drafts.flatMap((d) => d.lines).filter((l) => needsExpiryConfirm(l, today) && !ok.has(l.goods.id));
  if (missing.length) {
    throw new BusinessError(EXPIRY_UNCONFIRMED, `请确认近效期商品的有效期：${missing.map((l) => `「${l.goods.name}」有效期至 ${shipExpiryDate(l.goods)}`).join('；')}`);
  }
}

export async function storeExpiryConfirmations(tx: Conn, orderId: number, lines: readonly Line[], now: Date): Promise<void> {
  const today = shanghaiToday(now);
  const rows = lines.filter((l) => needsExpiryConfirm(l, today)).map((l) => ({ orderId, goodsId: l.goods.id, expiryDate: shipExpiryDate(l.goods), confirmedAt: now }));
  if (rows.length) await tx.insert(orderExpiryConfirmations).values(rows).onConflictDoNothing();
}
