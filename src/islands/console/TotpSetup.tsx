import { useState } from 'react';
import { apiEnvelope, isApiError } from '../../client/api';
import ConsoleForm from './ConsoleForm';
import type { TotpEnrolment } from '../../wire/console';

/**
 * Two-step sign-in for the operator: the login password (and, when it is on, the current code) to
 * get a new secret (typed or scanned from the otpauth address), then a first code to turn it on.
 */
export default function TotpSetup({ enabled }: { enabled: boolean }) {
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [error, setError] = useState('');
  const begin = async (form: HTMLFormElement) => {
    setError('');
    const data = new FormData(form);
    const body = { password: String(data.get('password') ?? ''), code: String(data.get('code') ?? '') };
    try {
      setPending((await apiEnvelope<TotpEnrolment>('POST', '/admin/api/me/totp', { body, silent: true })).data);
    } catch (e) {
      const field = isApiError(e) ? Object.values(e.errors ?? {})[0]?.[0] : undefined;
      setError(isApiError(e) ? field || e.msg || '生成失败' : '网络异常，请稍后重试');
    }
  };
  return (
    <div className="cf">
      <p>
        {enabled
          ? '两步验证已开启：登录时需要输入身份验证器上的 6 位动态码。重新生成会在确认后替换旧密钥。'
          : '两步验证未开启。开启后，登录时除密码外还需输入身份验证器上的 6 位动态码。'}
      </p>
      <form
        className="cf cf-inline"
        onSubmit={(e) => {
          e.preventDefault();
          void begin(e.currentTarget);
        }}
      >
        <label>
          登录密码
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {enabled && (
          <label>
            当前动态码
            <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" required />
          </label>
        )}
        <button type="submit" className="cf-btn">
          {enabled ? '重新生成密钥' : '生成密钥'}
        </button>
      </form>
      {error && (
        <p className="cf-msg cf-msg-error" role="alert">
          {error}
        </p>
      )}
      {pending && (
        <>
          <p>
            在身份验证器（如 Google Authenticator、Microsoft Authenticator）中手动添加密钥：<code>{pending.secret}</code>
          </p>
          <p>
            或使用地址：<code className="totp-uri">{pending.uri}</code>
          </p>
          <ConsoleForm action="/admin/api/me/totp/confirm" submit="确认开启" inline fields={[{ name: 'code', label: '动态码（6 位数字）', autoComplete: 'one-time-code' }]} />
        </>
      )}
    </div>
  );
}
