/**
 * The operator's side of an order inside a caller's transaction (the console's audited action, or
 * the CLI's own transaction through ./actions.ts): ship with carrier, tracking and the batch number
 * and expiry actually shipped per line; deliver; cancel — an unpaid order like the buyer's cancel,
 * a paid one with its stock back and the whole payment refunded the way it was paid.
 */
import { groupHold } from '../promotions/group-hold';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { goods, orderLineShipments, orderLines, orderLogistics, type orders } from '../db/schema';
import { BusinessError, ValidationError } from '../http/errors';
import { allocateOrder, type Pick } from '../batches/allocate';
import { parseCodes, recordCodes, untracedGoods, type TraceCode } from '../batches/trace-codes';
import { earnOrderPoints } from '../points/orders';
import { lockOrder, transition } from './transitions';
import { cancelLocked } from './deadline';
import { cancelPaidLocked } from './cancel-paid';
import { ORDER_STATUS } from './errors';

/**
 * One line of the console's ship form: the operator's batch split (`picks`, else FEFO), the pasted trace
 * codes (text, parsed against the goods' packs) or the reason it ships 无码.
 */
export type ShipLine = { lineId: number; picks?: Pick[]; codesText?: string; noCodeReason?: string };
type OrderRow = typeof orders.$inferSelect;

/**
 * Ships a paid order: the units leave their batches (src/server/batches/allocate.ts) and, when `lines`
 * are given (the console), every line must be named once and its trace codes must cover it (or 无码 with
 * a reason). `lines` null (the CLI, the demo data): FEFO, no codes.
 */
export async function shipInTx(
  tx: Tx,
  orderId: number,
  carrier: string,
  trackingNo: string,
  lines: ShipLine[] | null,
  now = new Date(),
): Promise<{ before: OrderRow; row: OrderRow; shipment: string[] }> {
  const order = await lockOrder(tx, orderId, null);
  // A 拼团 order ships only once its group has succeeded.
  const held = await groupHold(tx, order.id);
  if (held) throw new BusinessError(ORDER_STATUS, held);
  const row = await transition(tx, order, 'ship', 'operator', { now, note: `已发货：${carrier} ${trackingNo}`, set: { carrier, trackingNo } });
  const own = await tx
    .select({ id: orderLines.id, name: orderLines.name, number: orderLines.number, goodsId: orderLines.goodsId, midPack: goods.midPack, casePack: goods.casePack })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const given = new Map((lines ?? []).map((l) => [l.lineId, l]));
  if (lines && (given.size !== lines.length || own.length !== lines.length || own.some((l) => !given.has(l.id)))) {
    throw new BusinessError(ORDER_STATUS, '请为订单的每一行商品填写发货批次和追溯码');
  }
  const picks = new Map([...given].filter(([, l]) => l.picks?.length).map(([id, l]) => [id, l.picks!]));
  const allocation = await allocateOrder(tx, orderId, picks);
  const codesOf = new Map<number, { codes: TraceCode[]; reason: string }>();
  if (lines) {
    const untraced = await untracedGoods(
      tx,
      own.map((l) => l.goodsId),
    );
    const parsed = own.map((l, i) => {
      const codes = parseCodes(given.get(l.id)!.codesText ?? '', l);
      if (typeof codes === 'string') throw new ValidationError({ [`lines[${i}][codes]`]: [codes] });
      return { lineId: l.id, name: l.name, number: l.number, goodsUntraced: untraced.has(l.goodsId), codes, noCodeReason: given.get(l.id)!.noCodeReason?.trim() ?? '' };
    });
    await recordCodes(tx, orderId, parsed, (i) => `lines[${i}][codes]`);
    for (const p of parsed) codesOf.set(p.lineId, { codes: p.codes, reason: p.noCodeReason });
  }
  const events = [
    { orderId, text: '仓库已打包，等待快递揽收', at: new Date(now.getTime() - 1000) },
    { orderId, text: `【${carrier}】已揽收，运单号 ${trackingNo}`, at: now },
  ];
  const shipped = own.flatMap((l) => {
    const picked = allocation.filter((a) => a.lineId === l.id && a.goodsId === l.goodsId).flatMap((a) => a.picks);
    return picked.length ? [{ line: l, picked }] : [];
  });
  for (const { line, picked } of shipped) {
    const first = picked[0]!;
    await tx.update(orderLines).set({ batchNo: first.batchNo, expiryDate: first.expiryDate }).where(eq(orderLines.id, line.id));
    await tx.insert(orderLineShipments).values({ orderId, lineId: line.id, batchNo: picked.map((p) => p.batchNo).join('、'), expiryDate: first.expiryDate });
  }
  if (shipped.length) {
    const text = shipped.map(({ line, picked }) => `${line.name} ${picked.map((p) => `批号 ${p.batchNo} 有效期至 ${p.expiryDate} × ${p.number}`).join('、')}`).join('；');
    events.splice(1, 0, { orderId, text: `出库复核：${text}`, at: new Date(now.getTime() - 500) });
  }
  await tx.insert(orderLogistics).values(events);
  return { before: order, row, shipment: shipmentText(own, allocation, codesOf) };
}

const codeText = (c: TraceCode) => (c.level === 1 ? c.code : `${c.code}（${c.level === 2 ? '中包' : '箱'} ${c.units}）`);

/** One line per order line for the audit entry (issue 30): 「阿莫西林胶囊：批号 B1（有效期至 2028-01-01）× 10；追溯码 8123…、8124…」. */
function shipmentText(
  own: { id: number; name: string; number: number; goodsId: number }[],
  allocation: { lineId: number; goodsId: number; picks: { batchNo: string; expiryDate: string; number: number }[] }[],
  codesOf: Map<number, { codes: TraceCode[]; reason: string }>,
): string[] {
  return own.map((l) => {
    const picked = allocation.filter((a) => a.lineId === l.id && a.goodsId === l.goodsId).flatMap((a) => a.picks);
    const batches = picked.length ? picked.map((p) => `批号 ${p.batchNo}（有效期至 ${p.expiryDate}）× ${p.number}`).join('、') : `未按批次出库 × ${l.number}`;
    const traced = codesOf.get(l.id);
    const codes = !traced ? '' : traced.codes.length ? `；追溯码 ${traced.codes.map(codeText).join('、')}` : traced.reason ? `；无追溯码：${traced.reason}` : '';
    return `${l.name}：${batches}${codes}`;
  });
}

export async function deliverInTx(tx: Tx, orderId: number, now = new Date()): Promise<{ before: OrderRow; row: OrderRow }> {
  const order = await lockOrder(tx, orderId, null);
  const row = await transition(tx, order, 'deliver', 'operator', { now });
  await earnOrderPoints(tx, row);
  await tx.insert(orderLogistics).values({ orderId, text: `【${order.carrier || '快递'}】已签收，签收人：${order.address.consignee}`, at: now });
  return { before: order, row };
}

/** Operator cancel: unpaid → cancelled; paid (not shipped) → cancelled with stock back and a full refund (./cancel-paid.ts). */
export async function cancelByOperator(tx: Tx, orderId: number, reason: string, now = new Date()): Promise<{ before: OrderRow; row: OrderRow; refunded: number }> {
  const order = await lockOrder(tx, orderId, null);
  if (order.status === 'pending_payment') return { before: order, row: await cancelLocked(tx, order, 'cancel', 'operator', reason, now), refunded: 0 };
  if (order.status !== 'paid') throw new BusinessError(ORDER_STATUS, '只有待支付或待发货的订单可以取消；已发货的订单请走退货');
  const { row, refunded } = await cancelPaidLocked(tx, order, 'operator', reason, now);
  return { before: order, row, refunded };
}
