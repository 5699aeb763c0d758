/**
 * Paying one 拼团 seat inside the opening / joining transaction (./groups.ts): the stock, the order at
 * the group price with its line and activity units, the payment and the seat. The buyer confirms
 * the address and chooses how to pay (余额 or 账期) before anything is charged (issue 31 item 8);
 * without a choice the default address and the balance are used.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, goods, groupBuyMembers, manufacturers, orderEvents, orderLines, orders, priceActivities, priceActivityGoods } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { postEntry } from '../wallet/ledger';
import { chargeCredit } from '../credit/service';
import { lockOrder } from '../orders/transitions';
import { settle } from '../payments/service';
import { newOrderNo } from '../orders/numbers';
import { takeStock } from '../orders/stock';
import { GROUP_REFUSED } from '../promotions/errors';
import { takeActivityUnits } from '../promotions/units';
import type { Viewer } from '../auth/viewer';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Who takes a seat; with `viewer` (the API always passes it) the seat's limits are checked first, as at cart add (./seat-limits.ts, before the transaction). */
export type GroupActor = { storeId: number; memberId: number; viewer?: Viewer };

/** The activity item with its activity, goods and maker; refuses one not running. */
export async function itemOf(tx: Tx | Db, itemId: number, now: Date) {
  const [row] = await tx
    .select({ item: priceActivityGoods, activity: priceActivities, goods, maker: manufacturers.name })
    .from(priceActivityGoods)
    .innerJoin(priceActivities, eq(priceActivities.id, priceActivityGoods.activityId))
    .innerJoin(goods, eq(goods.id, priceActivityGoods.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(eq(priceActivityGoods.id, itemId), eq(priceActivities.kind, 'group')));
  if (!row || !row.activity.isEnabled || !row.goods.isOnSale) throw new NotFoundError('拼团商品不存在');
  if (now < row.activity.startsAt) throw new BusinessError(GROUP_REFUSED, '活动未开始');
  if (now >= row.activity.endsAt) throw new BusinessError(GROUP_REFUSED, '拼团活动已结束');
  return row;
}

/** What the buyer confirmed: the delivery address (their own) and the payment (余额 by default). */
export type SeatChoice = { addressId?: number; payType?: 'balance' | 'credit' };

export async function paySeat(
  tx: Tx,
  actor: GroupActor,
  groupId: number,
  row: Awaited<ReturnType<typeof itemOf>>,
  number: number,
  now: Date,
  choice: SeatChoice = {},
): Promise<{ orderId: number; seatId: number }> {
  const { item, activity, goods: g } = row;
  if (!Number.isSafeInteger(number) || number < 1 || number > 99_999) throw new BusinessError(GROUP_REFUSED, '购买数量至少为 1');
  // The address the buyer confirmed (their own), else the default one.
  const [address] = choice.addressId
    ? await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, choice.addressId), eq(addresses.storeId, actor.storeId)))
    : await tx.select().from(addresses).where(eq(addresses.storeId, actor.storeId)).orderBy(desc(addresses.isDefault), asc(addresses.id)).limit(1);
  if (!address) throw choice.addressId ? new NotFoundError('收货地址不存在') : new BusinessError(GROUP_REFUSED, '请先添加收货地址');
  await takeStock(tx, [{ goodsId: g.id, number }], new Map([[g.id, g.name]]));
  const amount = item.price * number;
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      storeId: actor.storeId,
      memberId: actor.memberId,
      kind: 'normal',
      status: 'pending_payment',
      goodsAmount: amount,
      payableAmount: amount,
      address: { consignee: address.consignee, phone: address.phone, province: address.province, city: address.city, district: address.district, detail: address.detail },
      remark: `拼团 #${groupId}`,
      stockMoves: [{ goodsId: g.id, number }],
      payBefore: new Date(now.getTime() + 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  await takeActivityUnits(
    tx,
    actor.storeId,
    order!.id,
    [
      {
        special: {
          itemId: item.id,
          activityId: activity.id,
          kind: 'group',
          name: activity.name,
          price: item.price,
          withCoupon: false,
          stockLeft: item.stock - item.sold,
          memberLimit: item.memberLimit,
          memberLeft: null,
          endsAt: activity.endsAt.toISOString(),
        },
        number,
        name: g.name,
        unit: g.unit,
      },
    ],
    now,
  );
  await tx.insert(orderLines).values({
    orderId: order!.id,
    goodsId: g.id,
    type: 1,
    name: g.name,
    spec: g.spec,
    unit: g.unit,
    manufacturer: row.maker,
    approvalNo: g.approvalNo,
    batchNo: g.batchNo,
    expiryDate: g.expiryDate,
    number,
    unitPrice: item.price,
    listPrice: g.basePrice,
    lineUnitPrice: item.price,
    rawAmount: amount,
    payAmount: amount,
    activityNames: [activity.name],
  });
  await tx.insert(orderEvents).values({ orderId: order!.id, event: 'create', toStatus: 'pending_payment', note: `参加拼团 #${groupId}`, actor: 'buyer', createdAt: now });
  const locked = await lockOrder(tx, order!.id, actor.storeId);
  if (choice.payType === 'credit') {
    // 账期: the credit limit and overdue bills are checked by chargeCredit; a failed group gives the credit back.
    await settle(tx, locked, 'credit', 'buyer', now);
    await chargeCredit(tx, actor.storeId, order!.id, amount, now);
  } else {
    await settle(tx, locked, 'balance', 'buyer', now);
    await postEntry(tx, { storeId: actor.storeId, kind: 'payment', amount: -amount, ref: `order:${order!.id}`, note: `拼团支付 ${order!.orderNo}` });
  }
  const [seat] = await tx
    .insert(groupBuyMembers)
    .values({ groupId, storeId: actor.storeId, memberId: actor.memberId, number, amount, orderId: order!.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: groupBuyMembers.id });
  if (!seat) throw new BusinessError(GROUP_REFUSED, '您已参加该团');
  return { orderId: order!.id, seatId: seat.id };
}
