import './account.css';
import { useState } from 'react';
import { changePassword, saveProfile } from '../../stores/account';
import { Field, formValues, MOBILE_PATTERN, SmsCodeButton, Submit, useSubmit } from '../shared/forms/form-kit';

type Props = { name: string; phone: string };

/** 基础信息: contact name and login phone (a new phone needs the code sent to it). */
export function ProfileForm({ name, phone }: Props) {
  const { busy, errors, setErrors, submit } = useSubmit();
  const [newPhone, setNewPhone] = useState(phone);
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(() => saveProfile(formValues(event.currentTarget)));
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="修改基础信息">
      <Field label="联系人" name="name" defaultValue={name} required maxLength={20} error={errors.name} />
      <Field
        label="手机号"
        name="phone"
        type="tel"
        inputMode="numeric"
        maxLength={11}
        pattern={MOBILE_PATTERN}
        value={newPhone}
        onChange={(e) => setNewPhone(e.currentTarget.value.trim())}
        required
        error={errors.phone}
        hint="手机号即登录账号，更换需验证新手机号"
      />
      {newPhone !== phone && (
        <Field
          label="验证码"
          name="code"
          inputMode="numeric"
          maxLength={6}
          placeholder="新手机号收到的 6 位验证码"
          required
          error={errors.code}
          after={<SmsCodeButton purpose="change_phone" onError={(msg) => setErrors((e) => ({ ...e, phone: msg }))} />}
        />
      )}
      <div className="form-actions">
        <Submit busy={busy}>保存</Submit>
      </div>
    </form>
  );
}

/** 修改密码: the old password, the new one twice. Other devices are logged out. */
export function PasswordForm() {
  const { busy, errors, submit } = useSubmit();
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const done = await submit(() => changePassword(formValues(form)).then(() => true));
    if (done) form.reset();
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="修改密码">
      <Field label="原密码" name="old_password" type="password" autoComplete="current-password" required error={errors.old_password} />
      <Field label="新密码" name="password" type="password" autoComplete="new-password" required error={errors.password} hint="至少 8 位，不要使用常见密码" />
      <Field label="确认新密码" name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} />
      <div className="form-actions">
        <Submit busy={busy}>修改密码</Submit>
      </div>
    </form>
  );
}
