import { sql } from 'drizzle-orm';

/**
 * Goods `g` whose price only the ladder and the store-wide or goods-scoped activities decide: buyable,
 * no special price or schedule, no 含麻, no 中包装 rule, no 限购, long-dated, in stock. The generated
 * carts of the price tests (price-everywhere, price-surfaces) are drawn from them.
 */
export const PLAIN_PRICED_GOODS = sql`g.type = 1 and g.is_buy and g.is_on_sale and not g.is_controlled and not g.is_ephedrine and g.stock > 50 and g.xg_number = 0
  and not g.only_mid_pack and g.expiry_date > current_date + 400
  and not exists (select 1 from price_activity_goods pa where pa.goods_id = g.id)
  and not exists (select 1 from promo_schedules ps, jsonb_array_elements(ps.goods) e where (e->>'goodsId')::int = g.id)`;
