import './account.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { createAddressBook } from '../../stores/account';
import type { Address } from '../../wire/account';
import { Field, formValues, MOBILE_PATTERN, SelectField, Submit, useSubmit } from '../shared/forms/form-kit';

export type { Address } from '../../wire/account';
type Props = { initial: Address[]; provinces: readonly string[] };

/** 收货地址: list, add, edit, delete (confirmed), set default. */
export default function AddressBook({ initial, provinces }: Props) {
  const [book] = useState(() => createAddressBook(initial));
  const list = useStore(book.$list);
  const [editing, setEditing] = useState<Address | 'new' | null>(initial.length ? null : 'new');
  const { busy, errors, submit } = useSubmit();

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const target = editing;
    const done = await submit(() => book.save(target && target !== 'new' ? target : null, values).then(() => true));
    if (done) setEditing(null);
  }
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <>
      {list.length === 0 && <p className="muted">还没有收货地址，请添加。</p>}
      <ul className="addr-list" aria-label="收货地址列表">
        {list.map((a) => (
          <li key={a.id} className={a.is_default ? 'default' : ''}>
            <p>
              <strong>{a.consignee}</strong> <span>{a.phone_masked}</span> {a.is_default ? <span className="tag">默认地址</span> : null}
            </p>
            <p>{a.full}</p>
            <p className="ops">
              {!a.is_default && (
                <button type="button" className="linkish" onClick={() => void book.makeDefault(a)}>
                  设为默认
                </button>
              )}
              <button type="button" className="linkish" onClick={() => setEditing(a)} aria-label={`编辑地址 ${a.full}`}>
                编辑
              </button>
              <button type="button" className="linkish danger" onClick={() => book.remove(a)} aria-label={`删除地址 ${a.full}`}>
                删除
              </button>
            </p>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <p>
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            + 新增收货地址
          </button>
        </p>
      ) : (
        <section className="sub-panel" aria-label={current ? '编辑收货地址' : '新增收货地址'}>
          <h2>{current ? '编辑收货地址' : '新增收货地址'}</h2>
          <form method="post" key={current?.id ?? 'new'} onSubmit={onSubmit} noValidate>
            <Field label="收货人" name="consignee" defaultValue={current?.consignee} required maxLength={20} error={errors.consignee} />
            <Field label="手机号" name="phone" type="tel" maxLength={11} pattern={MOBILE_PATTERN} defaultValue={current?.phone} required error={errors.phone} />
            <SelectField label="省份" name="province" options={provinces} placeholder="请选择省份" defaultValue={current?.province ?? ''} required error={errors.province} />
            <Field label="城市" name="city" defaultValue={current?.city} required maxLength={30} error={errors.city} />
            <Field label="区县" name="district" defaultValue={current?.district} required maxLength={30} error={errors.district} />
            <Field label="详细地址" name="detail" defaultValue={current?.detail} required maxLength={100} error={errors.detail} />
            <label className="check">
              <input type="checkbox" name="is_default" value="1" defaultChecked={Boolean(current?.is_default)} /> 设为默认收货地址
            </label>
            <div className="form-actions">
              <Submit busy={busy}>保存地址</Submit>
              {list.length > 0 && (
                <button type="button" className="btn btn-ghost" onClick={() => setEditing(null)}>
                  取消
                </button>
              )}
            </div>
          </form>
        </section>
      )}
    </>
  );
}
