import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Field, Submit, formValues, useSubmit } from '../shared/forms/form-kit';
import { $invoiceTitles, addInvoiceTitle, hydrateInvoiceTitles, makeDefaultInvoiceTitle, removeInvoiceTitle, type InvoiceTitle } from '../../stores/self-service';
import '../shared/forms/forms.css';
import './self-service.css';

/** 发票抬头: the store's profiles (普通 company/person, 增值税专用发票) with default and delete, and the add form. */
export default function InvoiceTitles({ initial }: { initial: InvoiceTitle[] }) {
  useEffect(() => hydrateInvoiceTitles(initial), [initial]);
  const list = useStore($invoiceTitles);
  const shown = list.length || !initial.length ? list : initial;
  const [kind, setKind] = useState<'normal' | 'vat'>('normal');
  const [holder, setHolder] = useState<'company' | 'person'>('company');
  const [open, setOpen] = useState(false);
  const { busy, errors, submit } = useSubmit();
  const onSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void submit(async () => {
      await addInvoiceTitle({ ...formValues(form), kind, holder: kind === 'vat' ? 'company' : holder });
      form.reset();
      setOpen(false);
    });
  };
  return (
    <section aria-labelledby="titles-h" className="sub-panel">
      <h2 id="titles-h">发票抬头</h2>
      {shown.length ? (
        <ul className="addr-list">
          {shown.map((t) => (
            <li key={t.id} className={t.is_default ? 'default' : ''}>
              <strong>
                {t.title}
                {t.is_default ? <span className="tag">默认</span> : null}
              </strong>
              <span className="ss-sub">
                {t.kind_text} · {t.holder_text}
                {t.tax_no ? ` · 税号 ${t.tax_no}` : ''}
              </span>
              {t.kind === 'vat' && (
                <span className="ss-sub">
                  {t.address} {t.phone} · {t.bank} {t.account}
                </span>
              )}
              <span className="ops">
                {!t.is_default && (
                  <button type="button" className="ss-link" onClick={() => void makeDefaultInvoiceTitle(t.id)}>
                    设为默认
                  </button>
                )}
                <button type="button" className="ss-link danger" aria-label={`删除抬头 ${t.title}`} onClick={() => void removeInvoiceTitle(t.id)}>
                  删除
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ss-sub">还没有保存发票抬头。</p>
      )}
      {!open ? (
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          新增发票抬头
        </button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="新增发票抬头">
          <fieldset className="field">
            <legend className="sr-only">发票类型</legend>
            <span>发票类型</span>
            <div className="control">
              <label>
                <input type="radio" name="kind_choice" checked={kind === 'normal'} onChange={() => setKind('normal')} /> 普通电子发票
              </label>
              <label>
                <input type="radio" name="kind_choice" checked={kind === 'vat'} onChange={() => setKind('vat')} /> 增值税专用发票
              </label>
            </div>
          </fieldset>
          {kind === 'normal' && (
            <fieldset className="field">
              <legend className="sr-only">抬头类型</legend>
              <span>抬头类型</span>
              <div className="control">
                <label>
                  <input type="radio" name="holder_choice" checked={holder === 'company'} onChange={() => setHolder('company')} /> 企业
                </label>
                <label>
                  <input type="radio" name="holder_choice" checked={holder === 'person'} onChange={() => setHolder('person')} /> 个人
                </label>
              </div>
            </fieldset>
          )}
          <Field label="发票抬头" name="title" required maxLength={100} error={errors.title} />
          {(kind === 'vat' || holder === 'company') && <Field label="纳税人识别号" name="tax_no" required maxLength={20} error={errors.tax_no} hint="统一社会信用代码，15–20 位" />}
          {kind === 'vat' && (
            <>
              <Field label="注册地址" name="address" required maxLength={200} error={errors.address} />
              <Field label="注册电话" name="phone" required maxLength={30} error={errors.phone} />
              <Field label="开户银行" name="bank" required maxLength={100} error={errors.bank} />
              <Field label="银行账号" name="account" required maxLength={30} inputMode="numeric" error={errors.account} />
            </>
          )}
          <Field label="收票邮箱" name="email" type="email" maxLength={100} error={errors.email} />
          <div className="check">
            <label>
              <input type="checkbox" name="is_default" value="1" /> 设为默认抬头
            </label>
          </div>
          <div className="form-actions">
            <Submit busy={busy}>保存抬头</Submit>
            <button type="button" className="ss-link" onClick={() => setOpen(false)}>
              取消
            </button>
          </div>
          {errors.holder && (
            <p className="check-error" role="alert">
              {errors.holder}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
