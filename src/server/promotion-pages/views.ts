/**
 * The API shapes of the promotion endpoints: money in yuan strings, times as 10-digit Unix
 * seconds (the spec's server-clock convention) plus ISO strings, and `timestamp` = the server's now
 * so countdowns run on the server clock.
 */
import { fenToYuan } from '../../lib/money';
import { STATE_TEXT, type ZoneActivity, type ZoneItem } from './zones';

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function itemView(i: ZoneItem) {
  return {
    item_id: i.itemId,
    goods: i.goods,
    price: i.price === null ? null : fenToYuan(i.price),
    base_price: i.basePrice === null ? null : fenToYuan(i.basePrice),
    stock: i.stock,
    sold: i.sold,
    left: i.left,
    sold_percent: i.stock > 0 ? Math.min(100, Math.floor((i.sold * 100) / i.stock)) : 100,
    member_limit: i.memberLimit,
  };
}

export function activityView(a: ZoneActivity) {
  return {
    id: a.id,
    kind: a.kind,
    name: a.name,
    start_time: seconds(a.startsAt),
    end_time: seconds(a.endsAt),
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    status: a.state,
    status_text: STATE_TEXT[a.state],
    with_coupon: a.withCoupon ? 1 : 0,
    group_size: a.groupSize || undefined,
    goods: a.items.map(itemView),
  };
}
