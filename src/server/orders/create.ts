/**
 * Order creation (step 2 submit): one transaction records the submission's idempotency key,
 * writes the order(s) with their lines and price snapshot, the timeline, deletes the ordered cart
 * lines and last takes the stock (conditional UPDATEs in goods-id order) and activity units. A repeated submission with the
 * same key — a double click, a retried request, two tabs — answers the orders of the first one;
 * concurrent duplicates wait on the unique key and then find the first one's orders.
 */
import { recordOrdersCreated } from '../ops/metrics';
import { db } from '../db/client';
import type { AddressSnapshot, EphedrineReceiver, InvoiceSnapshot } from '../db/schema';
import { BusinessError } from '../http/errors';
import type { CartActor } from '../cart/actor';
import { fenToYuan, formatYuan } from '../../lib/money';
import { draftOrders, type OrderDraft } from './draft';
import { ORDER_ADDRESS, ORDER_EPHEDRINE_RECEIVER, ORDER_NO_SELECTION, ORDER_PRICE_CHANGED } from './errors';
import { ORDER_COUPON } from '../coupons/errors';
import { couponOf, redeemCoupon } from '../coupons/use';
import { pricingCoupon } from '../coupons/scope';
import { couponText } from '../coupons/text';
import { newOrderNo } from './numbers';
import { normalizeMoves, takeStock } from './stock';
import { ensureOrderJobs } from './deadline';
import { specialTakes, takeActivityUnits } from '../promotions/units';
import { requireExpiryConfirmed, storeExpiryConfirmations } from '../promotions/expiry';
import { requireZoneForLines } from '../batches/zone-rule';
import { shanghaiToday } from '../../lib/time';
import { together } from '../db/together';
import { deleteCartLines, insertLines, insertOrder, insertSubmission, storeAddress, submissionOrders } from './create-statements';
import { appendEvent } from './transitions';
import { checkOrderQuota } from './quota';
import { linePrices } from '../pricing';

/** Unpaid orders are cancelled this long after creation (stock given back). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

export type CreateInput = {
  idempotencyKey: string;
  addressId: number;
  invoice: InvoiceSnapshot;
  remark: string;
  ephedrineReceiver?: EphedrineReceiver | null;
  /** Σ payable (fen) the buyer saw on step 2; a different server amount refuses the submit. */
  expectedPayable?: number | null;
  /** The buyer's coupon (member coupon id) for the ordinary order; null / 0 none. */
  couponId?: number | null;
  /** Goods ids of the near-expiry lines the buyer confirmed at step 2. */
  expiryConfirmed?: number[];
};

export type CreatedOrder = { id: number; order_no: string; kind: 'normal' | 'ephedrine' | 'points'; payable: string; pay_url: string };
export type CreateResult = { orders: CreatedOrder[]; replay: boolean; next: string };

class DuplicateSubmission extends Error {}

/** Where an order is paid: step 3, or its 含麻 variant with the receipt form. */
export function payUrl(o: { id: number; kind: string }): string {
  return o.kind === 'ephedrine' ? `/cart_hm?id=${o.id}` : `/cart_step3/${o.id}`;
}

async function ordersOfSubmission(storeId: number, key: string): Promise<CreatedOrder[]> {
  const rows = await submissionOrders(await db()).execute({ storeId, key });
  return rows.map((r) => ({ id: r.id, order_no: r.orderNo, kind: r.kind, payable: fenToYuan(r.payable), pay_url: payUrl(r) }));
}

function result(list: CreatedOrder[], replay: boolean): CreateResult {
  return { orders: list, replay, next: list[0]!.pay_url };
}

export async function addressSnapshot(storeId: number, addressId: number): Promise<AddressSnapshot> {
  const [a] = await storeAddress(await db()).execute({ id: addressId, storeId });
  if (!a) throw new BusinessError(ORDER_ADDRESS, '请选择收货地址');
  return { consignee: a.consignee, phone: a.phone, province: a.province, city: a.city, district: a.district, detail: a.detail };
}

export function totalPayable(drafts: readonly OrderDraft[]): number {
  return drafts.reduce((s, d) => s + d.pricing.totals.payable, 0);
}

/** Creates the order(s) of a checkout hand-over (`ids` of the actor's cart). */
export async function createOrders(actor: CartActor, ids: readonly number[] | null, input: CreateInput, now = new Date()): Promise<CreateResult> {
  ensureOrderJobs();
  // A replay is answered before anything else is judged; the address is read alongside.
  const [earlier, address] = await Promise.all([
    ordersOfSubmission(actor.storeId, input.idempotencyKey),
    addressSnapshot(actor.storeId, input.addressId).catch((error: Error) => error),
  ]);
  if (earlier.length) return result(earlier, true);
  if (!ids?.length) throw new BusinessError(ORDER_NO_SELECTION, '请先在购物车中选择要结算的商品');
  if (address instanceof Error) throw address;
  try {
    return await submit(actor, ids, input, address, now);
  } catch (error) {
    // A duplicate racing a submission that has just committed finds the cart lines (or stock) already
    // taken by it, or waits on its key: either way it answers the first one's orders.
    if (error instanceof DuplicateSubmission || error instanceof BusinessError) {
      const first = await ordersOfSubmission(actor.storeId, input.idempotencyKey);
      if (first.length) return result(first, true);
    }
    throw error;
  }
}

/** Prices, checks and writes a new submission (the idempotency key not yet seen). */
async function submit(actor: CartActor, ids: readonly number[], input: CreateInput, address: AddressSnapshot, now: Date): Promise<CreateResult> {
  // The coupon is read alongside the cart and goes into the one pricing call. A coupon that cannot be
  // used is refused only when there is an ordinary order to use it on (含麻 orders take none), after the lines' own refusals.
  const couponRead = input.couponId ? couponOf(actor.storeId, input.couponId, now).catch((error: Error) => error) : null;
  const drafts = await draftOrders(actor, ids, address.province, { now, coupon: couponRead?.then((c) => (c instanceof Error ? null : pricingCoupon(c))) });
  const normal = drafts.find((d) => d.kind === 'normal');
  const couponId = normal && input.couponId ? input.couponId : null;
  if (couponId) {
    const coupon = await couponRead!;
    if (coupon instanceof Error) throw coupon;
    if (normal!.pricing.totals.couponReduction <= 0) {
      throw new BusinessError(ORDER_COUPON, `优惠券「${coupon.name}」未满足使用条件（${couponText(coupon)}）`);
    }
  }
  requireExpiryConfirmed(drafts, input.expiryConfirmed ?? []);
  await requireZoneForLines(
    drafts.flatMap((d) => d.lines),
    shanghaiToday(now),
  );
  if (drafts.some((d) => d.kind === 'ephedrine') && !input.ephedrineReceiver) {
    throw new BusinessError(ORDER_EPHEDRINE_RECEIVER, '订单含有含麻黄碱类复方制剂，请填写含麻收货人姓名、身份证号和手机号');
  }
  const payable = totalPayable(drafts);
  if (input.expectedPayable !== undefined && input.expectedPayable !== null && input.expectedPayable !== payable) {
    throw new BusinessError(ORDER_PRICE_CHANGED, `订单金额已变化（应付 ${formatYuan(payable)}），请核对后重新提交`);
  }
  const names = new Map<number, string>();
  for (const d of drafts)
    for (const l of d.lines) {
      names.set(l.goods.id, l.goods.name);
      for (const p of l.parts) names.set(p.goods.id, p.goods.name);
    }

  const conn = await db();
  const created = await conn.transaction(async (tx) => {
    const [sub] = await insertSubmission(tx).execute({ storeId: actor.storeId, key: input.idempotencyKey, now });
    if (!sub) throw new DuplicateSubmission();
    await checkOrderQuota(tx, actor.storeId, drafts.length, now);
    // The contended rows (stock, activity units) are taken last, so their locks are held only until the commit.
    const out: CreatedOrder[] = [];
    const takes: { orderId: number; draft: OrderDraft }[] = [];
    for (const d of drafts) {
      const t = d.pricing.totals;
      const [order] = await insertOrder(tx, {
        orderNo: newOrderNo(now),
        submissionId: sub.id,
        storeId: actor.storeId,
        memberId: actor.memberId,
        kind: d.kind,
        status: 'pending_payment',
        goodsAmount: t.goodsAmount,
        manjianAmount: t.manjianAmount,
        discountAmount: t.discountAmount,
        couponAmount: t.couponReduction,
        shippingFee: t.shippingFee,
        payableAmount: t.payable,
        address,
        invoice: input.invoice,
        remark: input.remark,
        ephedrineReceiver: d.kind === 'ephedrine' ? (input.ephedrineReceiver ?? null) : null,
        receiptStatus: d.kind === 'ephedrine' ? 'pending' : 'none',
        stockMoves: normalizeMoves(d.moves),
        payBefore: new Date(now.getTime() + PAYMENT_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      });
      if (couponId && d.kind === 'normal') await redeemCoupon(tx, actor.storeId, couponId, order!.id, now);
      takes.push({ orderId: order!.id, draft: d });
      // The line prices step 2 showed (issue 27), stored so the order shows them unchanged.
      const models = linePrices(d.pricing, new Map(d.lines.map((x) => [x.goods.id, x.goods.basePrice])), d.input.activities);
      await together(
        storeExpiryConfirmations(tx, order!.id, d.lines, now),
        insertLines(
          tx,
          d.lines.map(({ line: l, goods: g, activityNames }) => {
            const coupon = l.couponAmount;
            const model = models.get(l.id)!;
            return {
              orderId: order!.id,
              goodsId: g.id,
              type: l.type,
              name: g.name,
              spec: g.spec,
              unit: g.unit,
              manufacturer: g.manufacturer,
              approvalNo: g.approvalNo,
              batchNo: g.batchNo,
              expiryDate: g.expiryDate,
              isEphedrine: g.isEphedrine,
              number: l.number,
              unitPrice: l.unitPrice,
              listPrice: model.listUnitPrice,
              lineUnitPrice: model.unitPrice,
              rawAmount: l.rawPrice,
              manjianAmount: l.manjianAmount,
              discountAmount: l.discountAmount,
              couponAmount: coupon,
              payAmount: l.payAmount - coupon,
              giftNumber: l.gift.total,
              activityNames,
            };
          }),
        ),
        appendEvent(tx, { orderId: order!.id, event: 'create', toStatus: 'pending_payment', note: '提交订单', actor: 'buyer', createdAt: now }),
      );
      out.push({ id: order!.id, order_no: order!.orderNo, kind: order!.kind, payable: fenToYuan(order!.payable), pay_url: payUrl(order!) });
    }
    await deleteCartLines(tx, actor.storeId, ids);
    // Goods rows before activity items: the same table order as cancel and expiry, so they cannot deadlock.
    await takeStock(tx, normalizeMoves(drafts.flatMap((d) => d.moves)), names);
    for (const t of takes) await takeActivityUnits(tx, actor.storeId, t.orderId, specialTakes(t.draft), now);
    return out;
  });
  recordOrdersCreated(created.length);
  return result(created, false);
}
