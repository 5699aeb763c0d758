/**
 * Near-expiry (近效期) lines at step 2: each line sold at a clearance price must be confirmed by the
 * buyer (a checkbox naming its 有效期至); the order is refused otherwise, and the confirmations are
 * stored with the order (order_expiry_confirmations) in the order transaction.
 */
import type { Db } from '../db/client';
import { orderExpiryConfirmations } from '../db/schema';
import { BusinessError } from '../http/errors';
import type { SpecialPrice } from '../pricing';
import { EXPIRY_UNCONFIRMED } from './errors';

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type Line = { line: { special: SpecialPrice | null }; goods: { id: number; name: string; expiryDate: string } };

/** Whether a line needs the buyer's explicit expiry confirmation. */
export function needsExpiryConfirm(l: Pick<Line, 'line'>): boolean {
  return l.line.special?.kind === 'clearance';
}

/** Throws naming every near-expiry line the buyer did not confirm (goods ids in `confirmed`). */
export function requireExpiryConfirmed(drafts: readonly { lines: readonly Line[] }[], confirmed: readonly number[]): void {
  const ok = new Set(confirmed);
  const missing = drafts.flatMap((d) => d.lines).filter((l) => needsExpiryConfirm(l) && !ok.has(l.goods.id));
  if (missing.length) {
    throw new BusinessError(EXPIRY_UNCONFIRMED, `请确认近效期商品的有效期：${missing.map((l) => `「${l.goods.name}」有效期至 ${l.goods.expiryDate}`).join('；')}`);
  }
}

export async function storeExpiryConfirmations(tx: Conn, orderId: number, lines: readonly Line[], now: Date): Promise<void> {
  const rows = lines.filter(needsExpiryConfirm).map((l) => ({ orderId, goodsId: l.goods.id, expiryDate: l.goods.expiryDate, confirmedAt: now }));
  if (rows.length) await tx.insert(orderExpiryConfirmations).values(rows).onConflictDoNothing();
}
