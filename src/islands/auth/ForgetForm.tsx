import { resetPasswordStep } from '../../stores/auth';
import { Field, formValues, Submit, useSubmit } from '../shared/forms/form-kit';
import { PhoneField, SmsCodeField } from '../shared/forms/phone-code-fields';

/** Forgot password: step 1 proves the phone with a code, step 2 sets the new password. */
export default function ForgetForm({ step }: { step: 1 | 2 }) {
  const { busy, errors, setErrors, submit } = useSubmit();
  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    await submit(() => resetPasswordStep(step, values));
  }
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={step === 1 ? '验证手机号' : '设置新密码'}>
      {step === 1 ? (
        <>
          <PhoneField placeholder="注册时使用的手机号" error={errors.phone} />
          <SmsCodeField purpose="reset" error={errors.code} setErrors={setErrors} />
          <div className="form-actions">
            <Submit busy={busy}>下一步</Submit>
          </div>
        </>
      ) : (
        <>
          <Field
            label="新密码"
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder="至少 8 位"
            required
            error={errors.password}
            hint="至少 8 位，不要使用常见密码"
          />
          <Field label="确认新密码" name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} />
          <div className="form-actions">
            <Submit busy={busy}>重置密码</Submit>
          </div>
        </>
      )}
    </form>
  );
}
