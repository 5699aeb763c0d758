/**
 * 新客券 (`coupons.new_customer`): only for a store without a completed order. The rule is one SQL
 * condition that the claim's conditional UPDATE (./centre.ts) and the order's conditional UPDATE of
 * the member coupon (./use.ts) each carry in their own statement, so it is checked where the write
 * happens, at claim and at use.
 */
import { sql, type SQL } from 'drizzle-orm';

export const NOT_NEW_CUSTOMER = '该券仅限新客（未完成过订单的门店）领取和使用';

/** True when coupon `couponId` is a 新客 coupon and store `storeId` already has a completed order. */
export function notNewCustomerFor(storeId: number, couponId: SQL): SQL {
  return sql`exists (select 1 from coupons nc where nc.id = ${couponId} and nc.new_customer
    and exists (select 1 from orders done where done.store_id = ${storeId} and done.status = 'completed'))`;
}
