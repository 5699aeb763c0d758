/**
 * The phone and SMS-code fields of the sign-in forms (login by code, registration, forgotten
 * password): an 11-digit phone with the browser's phone autofill, and a 6-digit code with its
 * 获取验证码 button, which reads that phone field.
 */
import { Field, MOBILE_PATTERN, SmsCodeButton, type Errors, type FieldProps } from './form-kit';

/** The `phone` field; the caller adds its placeholder, error and any hint or blur check. */
export function PhoneField(props: Omit<FieldProps, 'label' | 'name'>) {
  return <Field label="手机号" name="phone" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} pattern={MOBILE_PATTERN} required {...props} />;
}

type CodeProps = { purpose: string; label?: string; error?: string; setErrors: (next: (current: Errors) => Errors) => void };

/** The `code` field. A code that could not be sent is the phone's fault (wrong or unknown number): the message shows on the phone field. */
export function SmsCodeField({ purpose, label = '验证码', error, setErrors }: CodeProps) {
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="6 位数字"
      required
      error={error}
      after={<SmsCodeButton purpose={purpose} onError={(msg) => setErrors((e) => ({ ...e, phone: msg }))} />}
    />
  );
}
