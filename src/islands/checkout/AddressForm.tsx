/** Step 2's 新增收货地址 group: saved through the address book and used at once. */
import { useRef } from 'react';
import { createAddress } from '../../stores/account';
import type { Address } from '../../wire/account';
import { Field, MOBILE_PATTERN, SelectField, useSubmit } from '../shared/forms/form-kit';

export default function AddressForm({ provinces, onSaved, onCancel }: { provinces: readonly string[]; onSaved: (a: Address) => void; onCancel?: () => void }) {
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
