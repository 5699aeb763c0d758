/**
 * The shared form kit of every island with a form (sign-in, member centre, checkout, orders):
 * labelled fields with their error text tied by aria-describedby, the submit hook over the shared
 * form store, and the SMS-code button.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { isMobile, sendSmsCode } from '../../../stores/auth';
import { createForm, fieldErrorsOf } from '../../../stores/form';
import '../../../stores/notifier';
import './forms.css';

export type { Errors } from '../../../stores/form';
export { fieldErrorsOf } from '../../../stores/form';
export { MOBILE_PATTERN } from '../../../stores/auth';

/** Reads a form's fields into a plain object (checkbox groups named `x[]` become arrays). */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    if (key.endsWith('[]')) ((out[key.slice(0, -2)] ??= []) as string[]).push(value);
    else out[key] = value;
  }
  return out;
}

/**
 * One form's state from the shared form store (src/stores/form.ts): `busy`, field `errors`, and
 * `submit(action)`, which resolves with the action's result or undefined when it failed.
 */
export function useSubmit() {
  const [form] = useState(createForm);
  const { busy, errors } = useStore(form);
  return { busy, errors, setErrors: form.setErrors, submit: form.submit };
}

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: ReactNode; after?: ReactNode };

export function Field({ label, name, error, hint, after, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? `${name}-${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>
        {input.required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="control">
        <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {after}
      </div>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; name: string; error?: string; options: readonly string[]; placeholder?: string };

export function SelectField({ label, name, error, options, placeholder, id, ...select }: SelectProps) {
  const auto = useId();
  const selectId = id ?? `${name}-${auto}`;
  const errorId = `${selectId}-error`;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={selectId}>
        {select.required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="control">
        <select id={selectId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "获取验证码": asks POST /api/user/create_code for `purpose`, then counts down 60 s. The phone
 * comes from the form field named `phoneField` at the time of the click.
 */
export function SmsCodeButton({ purpose, phoneField = 'phone', onError }: { purpose: string; phoneField?: string; onError?: (msg: string | undefined) => void }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  async function send(event: React.MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    const phone = (form?.elements.namedItem(phoneField) as HTMLInputElement | null)?.value.trim() ?? '';
    if (!isMobile(phone)) {
      onError?.('请输入正确的手机号');
      (form?.elements.namedItem(phoneField) as HTMLInputElement | null)?.focus();
      return;
    }
    onError?.(undefined);
    setBusy(true);
    try {
      setLeft(await sendSmsCode(phone, purpose));
    } catch (error) {
      onError?.(fieldErrorsOf(error).phone);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-ghost code-btn" onClick={send} disabled={busy || left > 0} aria-live="polite">
      {left > 0 ? `${left} 秒后重新获取` : busy ? '发送中…' : '获取验证码'}
    </button>
  );
}

export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? '提交中…' : children}
    </button>
  );
}
