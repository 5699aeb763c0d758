import './account.css';
import { useState } from 'react';
import { uploadQualification } from '../../stores/account';
import type { QualificationSlot } from '../../wire/account';
import { Field, Submit, useSubmit } from '../shared/forms/form-kit';

type Props = { slots: QualificationSlot[]; scopes: readonly string[]; initialType?: string };

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Uploads one certificate: type, number, validity (or long-term), business scope for licences,
 * and the file (JPG/PNG/PDF, at most 10 MB — checked here first, and again by content on the server).
 */
export default function QualificationForm({ slots, scopes, initialType }: Props) {
  const { busy, errors, setErrors, submit } = useSubmit();
  const [type, setType] = useState(initialType && slots.some((s) => s.type === initialType) ? initialType : (slots[0]?.type ?? ''));
  const [longTerm, setLongTerm] = useState(false);
  const slot = slots.find((s) => s.type === type);

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) {
      setErrors({ file: '请选择要上传的证件文件' });
      return;
    }
    if (file.size > MAX_BYTES) {
      setErrors({ file: '文件大小不能超过 10 MB' });
      return;
    }
    const data = new FormData(form);
    if (!longTerm) data.delete('long_term');
    await submit(() => uploadQualification(data));
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="上传资质证件" id="upload" encType="multipart/form-data">
      <div className={`field${errors.type ? ' has-error' : ''}`}>
        <label htmlFor="q-type">
          <span className="req" aria-hidden="true">
            *
          </span>
          证件类型
        </label>
        <div className="control">
          <select id="q-type" name="type" value={type} onChange={(e) => setType(e.currentTarget.value)} required>
            {slots.map((s) => (
              <option key={s.type} value={s.type}>
                {/* One text node: an <option> with several children hydrates differently (React #418). */}
                {`${s.name}${s.required ? '（必传）' : '（选传）'}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Field label="证件编号" name="number" required maxLength={50} placeholder="如统一社会信用代码、许可证编号" error={errors.number} />
      <Field label="发证日期" name="valid_from" type="date" error={errors.valid_from} />
      <Field label="有效期至" name="valid_to" type="date" disabled={longTerm} required={!longTerm} error={errors.valid_to} />
      <label className="check">
        <input type="checkbox" name="long_term" value="1" checked={longTerm} onChange={(e) => setLongTerm(e.currentTarget.checked)} /> 长期有效
      </label>
      {slot?.scoped ? (
        <fieldset className="scopes">
          <legend>经营范围（按证件所载勾选）</legend>
          {scopes.map((s) => (
            <label key={s}>
              <input type="checkbox" name="scope[]" value={s} /> {s}
            </label>
          ))}
          {errors.scope && (
            <p className="error" role="alert">
              {errors.scope}
            </p>
          )}
        </fieldset>
      ) : null}
      <Field
        label="证件文件"
        name="file"
        type="file"
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        required
        error={errors.file}
        hint="支持 JPG、PNG、PDF，不超过 10 MB；图片会重新压缩并去除拍摄信息"
      />
      <div className="form-actions">
        <Submit busy={busy}>提交审核</Submit>
      </div>
    </form>
  );
}
