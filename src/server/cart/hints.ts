/** POST api/cart/next_hint: what more to buy for the next tier or free shipping. */
import { fenToYuan } from '../../lib/money';
import { activityFor } from '../pricing';
import { nextHintText, tierLabel } from '../promotions/vocabulary';
import { formatYuan } from '../../lib/money';
import { FILTER_ALL } from './schemas';
import { requirePassed, type CartActor } from './actor';
import { goodsWithVisibility } from './load';
import { getCart } from './list';

/** "再买¥X 可减¥Y" hints (POST /api/cart/next_hint): the cart's activities, or those of one goods / one activity, and free shipping. */
export async function nextHints(actor: CartActor, query: { goods_id?: number; activity_id?: number }) {
  requirePassed(actor);
  const { loaded } = await getCart(actor, FILTER_ALL, query.goods_id ? [query.goods_id] : []);
  const { pricing } = loaded;
  let results = [...pricing.manjians, ...pricing.discounts];
  if (query.activity_id) results = results.filter((a) => a.id === query.activity_id);
  if (query.goods_id) {
    const g = (await goodsWithVisibility([query.goods_id], actor.viewer)).get(query.goods_id);
    const eph = g?.goods.isEphedrine ?? false;
    const combo = g?.goods.type === 3;
    const ofKind = (kind: string) => loaded.activities.filter((a) => a.kind === kind);
    const mine = [activityFor(ofKind('manjian'), query.goods_id, eph, combo), activityFor(ofKind('discount'), query.goods_id, eph, combo)].filter(Boolean).map((a) => a!.id);
    results = results.filter((a) => mine.includes(a.id));
  } else if (!query.activity_id) {
    results = results.filter((a) => a.lineIds.length > 0);
  }
  const hints = results.map((a) => ({
    activity_id: a.id,
    kind: a.kind,
    name: a.name,
    eligible_amount: fenToYuan(a.eligibleAmount),
    reached: a.applied ? tierLabel(a.kind, a.applied, formatYuan) : null,
    need: a.next ? fenToYuan(a.next.need) : null,
    value: a.next ? (a.kind === 'discount' ? a.next.tier.value : fenToYuan(a.next.tier.value)) : null,
    text: a.next ? nextHintText(a.kind, a.next, formatYuan) : a.applied ? `已满足${tierLabel(a.kind, a.applied, formatYuan)}` : '',
  }));
  const s = pricing.shipping;
  const shipping = {
    is_free: s.free ? 1 : 0,
    need: fenToYuan(s.free ? 0 : s.need),
    text: s.free ? '已包邮' : s.noTransOrderAmount > 0 ? `再买${formatYuan(s.need)} 可包邮` : '',
  };
  return { hints, shipping, text: hints.find((h) => h.need !== null)?.text ?? shipping.text };
}
