/**
 * Small building blocks for the account forms: labelled fields with their error text tied by
 * aria-describedby, a submit helper that maps the API's 422 field errors onto the fields (the
 * client has already toasted the first one, as the spec wants), and the SMS-code button.
 */
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { apiPost, isApiError, isCancelled, type FieldErrors } from '../../client/api';
import '../../stores/notifier';
import './forms.css';

export type Errors = Record<string, string | undefined>;

/** Turns a failed call into field messages (first message per field). */
export function fieldErrorsOf(error: unknown): Errors {
  if (!isApiError(error) || !error.errors) return {};
  const out: Errors = {};
  for (const [field, messages] of Object.entries(error.errors as FieldErrors)) out[field.split('.')[0]] = messages[0];
  return out;
}

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
 * State for one form: `busy` while submitting, field `errors`, and `submit(run)` which clears
 * old errors, runs the call, and collects new field errors. Resolves with the call's result or
 * undefined when it failed (the client has shown the failure).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  async function submit<T>(run: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setErrors({});
    try {
      return await run();
    } catch (error) {
      if (!isCancelled(error)) setErrors(fieldErrorsOf(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, submit };
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: ReactNode; after?: ReactNode };

export function Field({ label, name, error, hint, after, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? `${name}-${auto}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>{input.required && <span className="req" aria-hidden="true">*</span>}{label}</label>
      <div className="control">
        <input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {after}
      </div>
      {hint && <p className="hint" id={hintId}>{hint}</p>}
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
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
      <label htmlFor={selectId}>{select.required && <span className="req" aria-hidden="true">*</span>}{label}</label>
      <div className="control">
        <select id={selectId} name={name} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      </div>
      {error && <p className="error" id={errorId} role="alert">{error}</p>}
    </div>
  );
}

export const MOBILE_PATTERN = '1[3-9]\\d{9}';

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
    if (!new RegExp(`^${MOBILE_PATTERN}$`).test(phone)) {
      onError?.('请输入正确的手机号');
      (form?.elements.namedItem(phoneField) as HTMLInputElement | null)?.focus();
      return;
    }
    onError?.(undefined);
    setBusy(true);
    try {
      const data = await apiPost<{ resend_in: number }>('/api/user/create_code', { phone, type: purpose });
      setLeft(data?.resend_in ?? 60);
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
  return <button type="submit" className="btn submit" disabled={busy} aria-busy={busy || undefined}>{busy ? '提交中…' : children}</button>;
}
