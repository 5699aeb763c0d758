import { useState } from 'react';
import { isMobile, phoneRegistered, registerAccount } from '../../stores/auth';
import { Field, formValues, Submit, useSubmit } from '../shared/forms/form-kit';
import { PhoneField, SmsCodeField } from '../shared/forms/phone-code-fields';

type Props = { flow: 'standard' | 'dd' | 'wechat' };

/** Registration step 1: phone (checked as you leave the field), SMS code, password twice, agreement. */
export default function RegisterAccountForm({ flow }: Props) {
  const { busy, errors, setErrors, submit } = useSubmit();
  const [phoneNote, setPhoneNote] = useState<string | null>(null);

  async function checkPhone(event: React.FocusEvent<HTMLInputElement>) {
    const phone = event.currentTarget.value.trim();
    setPhoneNote(null);
    if (!phone) return;
    if (!isMobile(phone)) {
      setErrors((e) => ({ ...e, phone: '请输入正确的手机号' }));
      return;
    }
    const exists = await phoneRegistered(phone); // a convenience: when it fails, the code step decides
    if (exists) setErrors((e) => ({ ...e, phone: '该手机号已注册，请直接登录或找回密码' }));
    else if (exists === false) {
      setErrors((e) => ({ ...e, phone: undefined }));
      setPhoneNote('该手机号可以注册');
    }
  }

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    await submit(() => registerAccount({ ...values, agree: values.agree ? '1' : '', flow }));
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="reg-form" aria-label="注册账号">
      <PhoneField placeholder="请输入手机号，将作为登录账号" error={errors.phone} hint={phoneNote ?? undefined} onBlur={checkPhone} />
      <SmsCodeField purpose="register" label="短信验证码" error={errors.code} setErrors={setErrors} />
      <Field
        label="设置密码"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="至少 8 位，不要使用常见密码"
        required
        error={errors.password}
        hint="至少 8 位；建议字母、数字和符号组合"
      />
      <Field label="确认密码" name="password_confirmation" type="password" autoComplete="new-password" placeholder="再次输入密码" required error={errors.password_confirmation} />
      <label className="check">
        <input type="checkbox" name="agree" value="1" aria-describedby={errors.agree ? 'agree-error' : undefined} />
        我已阅读并同意
        <a href="/help/fwbz/yhxy" target="_blank" rel="noopener">
          《用户协议》
        </a>
      </label>
      {errors.agree && (
        <p className="check-error" id="agree-error" role="alert">
          {errors.agree}
        </p>
      )}
      <div className="form-actions">
        <Submit busy={busy}>下一步，填写企业信息</Submit>
        <span className="muted">
          已有账号？
          <a href="/login" className="link">
            立即登录
          </a>
        </span>
      </div>
    </form>
  );
}
