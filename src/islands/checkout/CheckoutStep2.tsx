/**
 * Cart step 2 (核对订单信息): delivery address (choose or add), invoice (none / 普通电子发票 /
 * 增值税专用发票), 含麻 receiver, remark, the order(s) as the server priced them, and 提交订单.
 * The idempotency key is made once per visit: a double click or a retry after a network error
 * sends the same key, and the server answers the same order(s). Every amount shown is the server's;
 * changing the address asks the server again (shipping rules are per province).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatYuan } from '../../lib/money';
import { createCheckout } from '../../stores/checkout';
import type { CheckoutData } from '../../wire/checkout';
import type { InvoiceTitle } from '../../wire/invoices';
import { Field, MOBILE_PATTERN, formValues, useSubmit } from '../shared/forms/form-kit';
import { useHydrated } from '../shared/use-hydrated';
import AddressForm from './AddressForm';
import CouponChoice from './CouponChoice';
import InvoicePanel from './InvoicePanel';
import OrderBlock from './OrderBlock';
import './checkout.css';

type Props = { initial: CheckoutData; provinces: readonly string[]; titles?: InvoiceTitle[] };

export default function CheckoutStep2({ initial, provinces, titles = [] }: Props) {
  const [checkout] = useState(() => createCheckout(initial));
  const { data, addressId, loading, expiryConfirmed } = useStore(checkout.$checkout);
  const [adding, setAdding] = useState(initial.addresses.length === 0);
  const { busy, errors, submit } = useSubmit();
  const hydrated = useHydrated();
  const reprice = (id: number | null, couponId?: number) => void checkout.reprice(id, couponId);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checkout.needsAddress()) return;
    const values = formValues(event.currentTarget);
    await submit(() => checkout.submit(values));
  }

  return (
    <form className="c2" aria-labelledby="c2-title" onSubmit={onSubmit} noValidate>
      <h1 id="c2-title">核对订单信息</h1>

      <section className="c2-panel" aria-labelledby="c2-addr">
        <h2 id="c2-addr">收货地址</h2>
        {data.addresses.length > 0 && (
          // The radio group wraps the list: a list keeps its list role, so its items stay list items.
          <div role="radiogroup" aria-label="选择收货地址">
            <ul className="c2-addrs">
              {data.addresses.map((a) => (
                <li key={a.id} className={a.id === addressId ? 'on' : ''}>
                  <label>
                    <input type="radio" name="address_choice" checked={a.id === addressId} onChange={() => reprice(a.id)} />
                    <span>
                      <strong>{a.consignee}</strong> {a.phone_masked} {a.is_default ? <span className="tag">默认</span> : null}
                      <br />
                      {a.full}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        {adding ? (
          <AddressForm
            provinces={provinces}
            onCancel={data.addresses.length ? () => setAdding(false) : undefined}
            onSaved={(a) => {
              setAdding(false);
              void checkout.addressAdded(a.id);
            }}
          />
        ) : (
          <button type="button" className="btn btn-ghost" onClick={() => setAdding(true)}>
            + 新增收货地址
          </button>
        )}
      </section>

      {data.has_ephedrine === 1 && (
        <section className="c2-panel" aria-labelledby="c2-hm">
          <h2 id="c2-hm">含麻药品收货人信息</h2>
          <p className="muted">按规定，含麻黄碱类复方制剂须登记收货人身份信息，并在收货后签收回传回执单。</p>
          <div className="c2-grid">
            <Field label="收货人姓名" name="hm_name" required maxLength={20} error={errors.hm_name} />
            <Field label="身份证号" name="hm_id_number" required maxLength={18} error={errors.hm_id_number} />
            <Field label="手机号" name="hm_phone" type="tel" required maxLength={11} pattern={MOBILE_PATTERN} error={errors.hm_phone} />
          </div>
        </section>
      )}

      <InvoicePanel titles={titles} companyTitle={data.invoice_title} errors={errors} />

      <section className="c2-panel" aria-labelledby="c2-goods" aria-busy={loading}>
        <h2 id="c2-goods">商品信息{data.split ? <span className="muted">（含麻黄碱类药品将单独生成订单）</span> : null}</h2>
        {data.orders.map((d, i) => (
          <OrderBlock key={d.kind} draft={d} index={i} count={data.orders.length} />
        ))}
        {checkout.nearExpiryLines().length > 0 && (
          <fieldset className="c2-expiry">
            <legend>近效期商品确认</legend>
            {checkout.nearExpiryLines().map((l) => (
              <label key={l.goods_id}>
                <input type="checkbox" checked={expiryConfirmed.includes(l.goods_id)} onChange={(e) => checkout.confirmExpiry(l.goods_id, e.target.checked)} /> 我已知晓「{l.name}
                」为近效期商品，<strong>有效期至 {l.expiry_date}</strong>，非质量问题不退换
              </label>
            ))}
          </fieldset>
        )}
        <CouponChoice data={data} loading={loading} choose={(couponId) => reprice(addressId, couponId)} />
        <div className="field">
          <label htmlFor="c2-remark">订单备注</label>
          <div className="control">
            <textarea id="c2-remark" name="remark" maxLength={200} rows={2} placeholder="选填，200 字以内" />
          </div>
          {errors.remark && (
            <p className="error" role="alert">
              {errors.remark}
            </p>
          )}
        </div>
      </section>

      <div className="c2-bar">
        <p className="c2-bar-sum">
          <span className="c2-bar-count">共 {data.orders.reduce((s, d) => s + d.lines.length, 0)} 种商品</span>
          <span className="c2-bar-label">{data.orders.length > 1 ? '应付总额' : '应付金额'}</span>
          <strong className="price c2-total" data-testid="checkout-total">
            {formatYuan(data.payable)}
          </strong>
        </p>
        <a href="/cart" className="btn btn-ghost c2-back">
          返回购物车
        </a>
        {/* Disabled and busy until hydrated: before that the form has no handler (issue 34: the first tap answers). */}
        <button type="submit" className="btn c2-submit" disabled={busy || loading || !hydrated} aria-busy={busy || !hydrated}>
          {busy ? '提交中…' : '提交订单'}
        </button>
      </div>
    </form>
  );
}
