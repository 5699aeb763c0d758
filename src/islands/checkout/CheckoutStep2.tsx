/**
 * Cart step 2 (核对订单信息): delivery address (choose or add), invoice (none / 普通电子发票 /
 * 增值税专用发票), 含麻 receiver, remark, the order(s) as the server priced them, and 提交订单.
 * The idempotency key is made once per visit: a double click or a retry after a network error
 * sends the same key, and the server answers the same order(s). Every amount shown is the server's;
 * changing the address asks the server again (shipping rules are per province).
 */
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { formatYuan } from '../../lib/money';
import { createAddress } from '../../stores/account';
import { createCheckout } from '../../stores/checkout';
import type { Address } from '../../wire/account';
import type { CheckoutData, Draft } from '../../wire/checkout';
import { Field, MOBILE_PATTERN, SelectField, formValues, useSubmit } from '../shared/forms/form-kit';
import './checkout.css';

/** A saved 发票抬头 (/dzfp) that fills the invoice fields. */
type InvoiceProfile = {
  id: number;
  kind: 'normal' | 'vat';
  holder: string;
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  account: string;
  email: string;
  is_default: number;
};
type Props = { initial: CheckoutData; provinces: readonly string[]; titles?: InvoiceProfile[] };

function OrderBlock({ draft, index, count }: { draft: Draft; index: number; count: number }) {
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

function AddressForm({ provinces, onSaved, onCancel }: { provinces: readonly string[]; onSaved: (a: Address) => void; onCancel?: () => void }) {
  const { busy, errors, submit } = useSubmit();
  const box = useRef<HTMLDivElement>(null);
  // A group inside the order form (forms cannot nest): its fields are read on save.
  async function save() {
    const values: Record<string, string> = {};
    for (const el of box.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]') ?? []) values[el.name] = el.value;
    const saved = await submit(() => createAddress(values));
    if (saved) onSaved(saved);
  }
  return (
    // Enter saves the group like a form would (forms cannot nest inside the order form).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="c2-addr-form"
      role="group"
      aria-label="新增收货地址"
      ref={box}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void save();
        }
      }}
    >
      <Field label="收货人" name="consignee" required maxLength={20} error={errors.consignee} />
      <Field label="手机号" name="phone" type="tel" maxLength={11} pattern={MOBILE_PATTERN} required error={errors.phone} />
      <SelectField label="省份" name="province" options={provinces} placeholder="请选择省份" defaultValue="" required error={errors.province} />
      <Field label="城市" name="city" required maxLength={30} error={errors.city} />
      <Field label="区县" name="district" required maxLength={30} error={errors.district} />
      <Field label="详细地址" name="detail" required maxLength={100} error={errors.detail} />
      <div className="form-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
          保存并使用
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            取消
          </button>
        )}
      </div>
    </div>
  );
}

export default function CheckoutStep2({ initial, provinces, titles = [] }: Props) {
  const [checkout] = useState(() => createCheckout(initial));
  const { data, addressId, loading, expiryConfirmed } = useStore(checkout.$checkout);
  const [adding, setAdding] = useState(initial.addresses.length === 0);
  const [invoiceType, setInvoiceType] = useState(0);
  const [profile, setProfile] = useState<InvoiceProfile | null>(null);
  const chooseProfile = (id: string) => {
    const t = titles.find((x) => String(x.id) === id) ?? null;
    setProfile(t);
    if (t) setInvoiceType(t.kind === 'vat' ? 2 : 1);
  };
  const { busy, errors, submit } = useSubmit();
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

      <section className="c2-panel" aria-labelledby="c2-invoice">
        <h2 id="c2-invoice">发票信息</h2>
        <div className="c2-choices" role="radiogroup" aria-label="发票类型">
          {['不开发票', '普通电子发票', '增值税专用发票'].map((label, i) => (
            <label key={label} className={invoiceType === i ? 'on' : ''}>
              <input type="radio" name="invoice_type" value={i} checked={invoiceType === i} onChange={() => setInvoiceType(i)} /> {label}
            </label>
          ))}
        </div>
        {titles.length > 0 && (
          <p className="c2-profile">
            <label htmlFor="c2-profile">使用已保存的抬头</label>{' '}
            <select id="c2-profile" value={profile?.id ?? ''} onChange={(e) => chooseProfile(e.target.value)}>
              <option value="">不使用</option>
              {titles.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}（{t.kind === 'vat' ? '专票' : '普票'}
                  {t.holder === 'person' ? '·个人' : ''}）
                </option>
              ))}
            </select>{' '}
            <a href="/dzfp">管理发票抬头</a>
          </p>
        )}
        {invoiceType > 0 && (
          <div className="c2-grid" key={`${profile?.id ?? 0}-${invoiceType}`}>
            <Field label="发票抬头" name="invoice_title" required defaultValue={profile?.title ?? data.invoice_title} maxLength={100} error={errors.invoice_title} />
            <Field
              label="纳税人识别号"
              name="invoice_tax_no"
              required={invoiceType === 2}
              maxLength={20}
              defaultValue={profile?.tax_no ?? ''}
              error={errors.invoice_tax_no}
              hint={invoiceType === 1 ? '开给企业时请填写；个人抬头可不填' : undefined}
            />
            {invoiceType === 1 && <Field label="收票邮箱" name="invoice_email" type="email" maxLength={100} defaultValue={profile?.email ?? ''} error={errors.invoice_email} />}
            {invoiceType === 2 && (
              <>
                <Field label="注册地址" name="invoice_address" required maxLength={200} defaultValue={profile?.address ?? ''} error={errors.invoice_address} />
                <Field label="注册电话" name="invoice_phone" required maxLength={30} defaultValue={profile?.phone ?? ''} error={errors.invoice_phone} />
                <Field label="开户银行" name="invoice_bank" required maxLength={100} defaultValue={profile?.bank ?? ''} error={errors.invoice_bank} />
                <Field label="银行账号" name="invoice_account" required maxLength={40} defaultValue={profile?.account ?? ''} error={errors.invoice_account} />
              </>
            )}
          </div>
        )}
      </section>

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
        <fieldset className="c2-coupons" disabled={loading}>
          <legend>优惠券{data.coupons.some((c) => c.usable) ? '' : <span className="muted">（暂无可用优惠券）</span>}</legend>
          <div className="c2-choices" role="radiogroup" aria-label="选择优惠券">
            <label className={data.coupon_id === 0 ? 'on' : ''}>
              <input type="radio" name="coupon_choice" checked={data.coupon_id === 0} onChange={() => reprice(addressId, 0)} /> 不使用优惠券
            </label>
            {data.coupons.map((c) => (
              <label key={c.id} className={`${data.coupon_id === c.id ? 'on' : ''}${c.usable ? '' : ' off'}`} title={c.reason}>
                <input type="radio" name="coupon_choice" checked={data.coupon_id === c.id} disabled={!c.usable} onChange={() => reprice(addressId, c.id)} /> {c.name}（{c.text}）
                {c.scope !== 'all' && <span className="c2-scope">{c.scope_text}</span>}
                {c.usable ? <strong className="c2-act"> -{formatYuan(c.reduction)}</strong> : <span className="muted"> {c.reason}</span>}
              </label>
            ))}
          </div>
        </fieldset>
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
        <button type="submit" className="btn c2-submit" disabled={busy || loading}>
          {busy ? '提交中…' : '提交订单'}
        </button>
      </div>
    </form>
  );
}
