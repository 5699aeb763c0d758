/**
 * Step 2's 发票信息: 不开发票 / 普通电子发票 / 增值税专用发票, optionally filled from a saved 发票抬头 (/dzfp).
 * The fields are part of the order form; the server checks them on submit.
 */
import { useState } from 'react';
import type { Errors } from '../../stores/form';
import type { InvoiceTitle } from '../../wire/invoices';
import { Field } from '../shared/forms/form-kit';

type Props = { titles: InvoiceTitle[]; companyTitle: string; errors: Errors };

export default function InvoicePanel({ titles, companyTitle, errors }: Props) {
  const [invoiceType, setInvoiceType] = useState(0);
  const [profile, setProfile] = useState<InvoiceTitle | null>(null);
  const chooseProfile = (id: string) => {
    const t = titles.find((x) => String(x.id) === id) ?? null;
    setProfile(t);
    if (t) setInvoiceType(t.kind === 'vat' ? 2 : 1);
  };
  return (
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
          <Field label="发票抬头" name="invoice_title" required defaultValue={profile?.title ?? companyTitle} maxLength={100} error={errors.invoice_title} />
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
  );
}
