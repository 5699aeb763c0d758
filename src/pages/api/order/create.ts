import { endpoint } from '../../../server/http/endpoint';
import { ok } from '../../../server/http/envelope';
import { input } from '../../../server/http/request';
import { cartActor } from '../../../server/cart/http.server';
import { createInput, invoiceOf, receiverOf } from '../../../server/orders/schemas';
import { createOrders } from '../../../server/orders/create';
import { clearHandover, handoverIds } from '../../../server/orders/checkout';

/**
 * POST /api/order/create {idempotency_key, address_id, invoice_type, invoice_*, remark, hm_*, payable}:
 * creates the order(s) of the checkout hand-over in one transaction; the same idempotency key
 * answers the same orders. `data.next` is the pay page of the first order.
 */
export const POST = endpoint(async (context) => {
  const actor = await cartActor(context);
  const body = await input(context, createInput);
  const ids = await handoverIds(context, actor.storeId);
  const result = await createOrders(actor, ids, {
    idempotencyKey: body.idempotency_key,
    addressId: body.address_id,
    invoice: invoiceOf(body),
    remark: body.remark,
    ephedrineReceiver: receiverOf(body),
    expectedPayable: body.payable,
    couponId: body.coupon_id ?? null,
    expiryConfirmed: body.expiry_confirm,
  });
  if (!result.replay) clearHandover(context);
  return ok(result, result.orders.length > 1 ? '订单已提交，含麻黄碱类药品已单独生成订单' : '订单已提交，请尽快支付');
});
