/** Step 2's coupon choice: none, or one of the store's coupons (unusable ones say why); choosing one asks the server to price again. */
import { formatYuan } from '../../lib/money';
import type { CheckoutData } from '../../wire/checkout';

type Props = { data: CheckoutData; loading: boolean; choose: (couponId: number) => void };

export default function CouponChoice({ data, loading, choose }: Props) {
  return (
    <fieldset className="c2-coupons" disabled={loading}>
      <legend>优惠券{data.coupons.some((c) => c.usable) ? '' : <span className="muted">（暂无可用优惠券）</span>}</legend>
      <div className="c2-choices" role="radiogroup" aria-label="选择优惠券">
        <label className={data.coupon_id === 0 ? 'on' : ''}>
          <input type="radio" name="coupon_choice" checked={data.coupon_id === 0} onChange={() => choose(0)} /> 不使用优惠券
        </label>
        {data.coupons.map((c) => (
          <label key={c.id} className={`${data.coupon_id === c.id ? 'on' : ''}${c.usable ? '' : ' off'}`} title={c.reason}>
            <input type="radio" name="coupon_choice" checked={data.coupon_id === c.id} disabled={!c.usable} onChange={() => choose(c.id)} /> {c.name}（{c.text}）
            {c.scope !== 'all' && <span className="c2-scope">{c.scope_text}</span>}
            {c.usable ? <strong className="c2-act"> -{formatYuan(c.reduction)}</strong> : <span className="muted"> {c.reason}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
