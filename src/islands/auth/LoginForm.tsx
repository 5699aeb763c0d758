import { useState } from 'react';
import { login } from '../../stores/auth';
import { Field, formValues, Submit, useSubmit } from '../shared/forms/form-kit';
import { PhoneField, SmsCodeField } from '../shared/forms/phone-code-fields';

type Props = { redirect: string; bindWechat?: string | null; notice?: string | null };
type Mode = 'password' | 'sms';

/** /login: password or SMS-code login (tabs), WeChat login link, links to register and forgot password. */
export default function LoginForm({ redirect, bindWechat, notice }: Props) {
  const [mode, setMode] = useState<Mode>('password');
  const { busy, errors, setErrors, submit } = useSubmit();

  async function onSubmit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...formValues(event.currentTarget), type: mode, redirect, ...(bindWechat ? { bind_wechat: '1' } : {}) };
    await submit(() => login(body));
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${value}`}
      aria-selected={mode === value}
      aria-controls="login-panel"
      tabIndex={mode === value ? 0 : -1}
      className={mode === value ? 'on' : ''}
      onClick={() => {
        setMode(value);
        setErrors({});
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          const next = mode === 'password' ? 'sms' : 'password';
          setMode(next);
          document.getElementById(`tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <div className="login-box">
      <h1 className="login-title">会员登录</h1>
      {notice && (
        <p className="form-note warn" role="status">
          {notice}
        </p>
      )}
      {bindWechat && (
        <p className="form-note" role="status">
          登录已有账号后，将自动绑定微信“{bindWechat}”。
        </p>
      )}
      <div role="tablist" aria-label="登录方式" className="login-tabs">
        {tab('password', '密码登录')}
        {tab('sms', '短信验证码登录')}
      </div>
      <form
        method="post"
        action={`/login?redirect=${encodeURIComponent(redirect)}`}
        id="login-panel"
        role="tabpanel"
        aria-labelledby={`tab-${mode}`}
        onSubmit={onSubmit}
        noValidate
        className="login-form"
      >
        {/* Without JavaScript (or before hydration) the form posts to /login, which logs in server-side. */}
        <input type="hidden" name="type" value={mode} />
        {bindWechat && <input type="hidden" name="bind_wechat" value="1" />}
        {mode === 'password' ? (
          <>
            <Field key="account" label="账号" name="account" autoComplete="username" placeholder="用户名或手机号" required error={errors.account} />
            <Field key="password" label="密码" name="password" type="password" autoComplete="current-password" placeholder="请输入密码" required error={errors.password} />
          </>
        ) : (
          <>
            <PhoneField key="phone" placeholder="请输入注册手机号" error={errors.phone} />
            <SmsCodeField key="code" purpose="login" error={errors.code} setErrors={setErrors} />
          </>
        )}
        <div className="login-actions">
          <Submit busy={busy}>登 录</Submit>
        </div>
        <p className="login-links">
          <a href="/forget">忘记密码？</a>
          <a href="/register">免费注册</a>
        </p>
      </form>
      {!bindWechat && (
        <p className="login-wechat">
          <a className="btn btn-ghost" href={`/api/user/wechat/start?intent=login&redirect=${encodeURIComponent(redirect)}`}>
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
              <path d="M9 3C4.6 3 1 6 1 9.7c0 2.1 1.2 4 3 5.2L3.3 17.5l2.9-1.5c.9.3 1.8.4 2.8.4h.4a5.6 5.6 0 0 1-.2-1.5c0-3.5 3.3-6.3 7.4-6.3h.4C16.3 5.4 13 3 9 3Zm-3 4.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm6 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM16.6 10C13 10 10 12.4 10 15.3s3 5.3 6.6 5.3c.8 0 1.5-.1 2.2-.3l2.4 1.3-.6-2.1c1.5-1 2.4-2.5 2.4-4.2 0-2.9-3-5.3-6.4-5.3Zm-2.2 2.8a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Zm4.4 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z" />
            </svg>
            微信扫码登录
          </a>
        </p>
      )}
    </div>
  );
}
