/** One order of step 2 as the server priced it: its lines (activities, gifts), the sums and the payable. */
import { formatYuan } from '../../lib/money';
import type { Draft } from '../../wire/checkout';

export default function OrderBlock({ draft, index, count }: { draft: Draft; index: number; count: number }) {
  const title = count > 1 ? `订单 ${index + 1}：${draft.kind_text}` : '商品清单';
  return (
    <section className="c2-order" aria-label={title}>
      <h3>
        {title}
        {draft.kind === 'ephedrine' && <span className="c2-hm-tag">含麻黄碱类复方制剂，单独成单</span>}
      </h3>
      <table className="c2-lines">
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col">单价</th>
            <th scope="col">数量</th>
            <th scope="col">小计</th>
          </tr>
        </thead>
        <tbody>
          {draft.lines.map((l) => (
            <tr key={l.cart_id}>
              <td className="c2-goods">
                <img src={l.image} alt="" width="56" height="56" loading="lazy" />
                <div>
                  <p className="c2-name">{l.name}</p>
                  <p className="muted">
                    {l.spec} · {l.manufacturer}
                  </p>
                  <p className="muted">
                    批号 {l.batch_no} · 效期至 {l.expiry_date}
                  </p>
                  {l.activity_names.length > 0 && <p className="c2-act">{l.activity_names.join('、')}</p>}
                  {l.gift_number > 0 && (
                    <p className="c2-act">
                      赠 {l.gift_number}
                      {l.unit}
                    </p>
                  )}
                </div>
              </td>
              <td>{formatYuan(l.price)}</td>
              <td>
                {l.number}
                {l.unit}
              </td>
              <td>
                <strong className="price">{formatYuan(l.pay_price)}</strong>
                {l.pay_price !== l.raw_price && <s className="muted"> {formatYuan(l.raw_price)}</s>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="c2-sums">
        <div>
          <dt>商品金额</dt>
          <dd>{formatYuan(draft.goods_amount)}</dd>
        </div>
        {draft.manjian_amount !== '0.00' && (
          <div>
            <dt>满减优惠</dt>
            <dd>-{formatYuan(draft.manjian_amount)}</dd>
          </div>
        )}
        {draft.discount_amount !== '0.00' && (
          <div>
            <dt>折扣优惠</dt>
            <dd>-{formatYuan(draft.discount_amount)}</dd>
          </div>
        )}
        {draft.coupon_amount !== '0.00' && (
          <div>
            <dt>优惠券</dt>
            <dd>-{formatYuan(draft.coupon_amount)}</dd>
          </div>
        )}
        <div>
          <dt>运费</dt>
          <dd>
            {formatYuan(draft.shipping_fee)}
            {draft.shipping_text && <span className="muted">（{draft.shipping_text}）</span>}
          </dd>
        </div>
        <div className="c2-payable">
          <dt>应付金额</dt>
          <dd data-testid={`payable-${draft.kind}`}>{formatYuan(draft.payable)}</dd>
        </div>
      </dl>
    </section>
  );
}
