import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $user, loadUser, logout } from '../../stores/user';
import type { UserState } from '../../stores/user';
import { applyLoginFlag, watchLoginFlag } from '../../stores/login-flag';
import { useHydrated } from '../shared/use-hydrated';
// Connects the API client's error catalogue to the notifier store as soon as the header hydrates.
import '../../stores/notifier';

type Props = {
  initial: Partial<UserState>;
  routeName: string;
  /** The masked phone of a registration in progress (step 1 done, no account yet). */
  registering?: string;
  /** A prerendered page (help): rendered for nobody, so its header says nothing about this browser's login. */
  prerendered?: boolean;
};

/** Manager label rule of the spec: a dedicated manager (is_default 0) gets the 专属客户经理 prefix. */
export function managerLabel(admin: UserState['admin']): string | null {
  if (!admin?.name) return null;
  return admin.is_default === 0 ? `专属客户经理：${admin.name}` : `客服经理：${admin.name}`;
}

/** Header login state: company + 安全退出 when logged in, 登录/注册 otherwise; re-fetched when the header appears. */
export default function HeaderAccount({ initial, routeName, registering, prerendered = false }: Props) {
  const stored = useStore($user);
  // The first render matches the server's markup; another island may have filled $user before this one hydrates.
  const hydrated = useHydrated();
  const user = !hydrated ? initial : stored.username || stored.company ? stored : { ...initial, ...stored };
  useEffect(() => {
    void loadUser(routeName);
  }, [routeName]);
  // Spec: a stored login flag that disagrees with the rendered state causes a one-time reload.
  // A page shared by the member's viewer class renders `is_login` without naming them.
  const renderedLoggedIn = Boolean(initial.username || initial.is_login);
  // A prerendered page cannot be rendered again for the other state: reloading it would only make the
  // flag "trust the server" and forget a real login. Its header fills in from /api/user/base instead.
  useEffect(() => {
    if (prerendered) return;
    if (applyLoginFlag(renderedLoggedIn)) return;
    return watchLoginFlag(renderedLoggedIn);
  }, [renderedLoggedIn, prerendered]);
  const manager = managerLabel(user.admin ?? null);
  return (
    <div className="ha" style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem', alignItems: 'center' }}>
      {user.company ? (
        <>
          <span className="inline-links">
            您好，
            <a href="/user" style={{ color: 'var(--brand)' }}>
              {user.company}
            </a>
          </span>
          <button
            type="button"
            // Not ready until hydrated (issue 34): the header hydrates on idle.
            disabled={!hydrated}
            aria-busy={!hydrated}
            onClick={() => void logout()}
            style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit', padding: 0, whiteSpace: 'nowrap', minBlockSize: 'var(--target-min)' }}
          >
            安全退出
          </button>
        </>
      ) : user.is_login ? (
        // Logged in, the company still on its way from /api/user/base (a page shared by viewer class).
        <span>
          您好，
          <a href="/user" style={{ color: 'var(--brand)' }}>
            会员中心
          </a>
        </span>
      ) : registering ? (
        <span>您好，{registering}（手机号已验证，请填写企业信息完成注册）</span>
      ) : (
        <span className="inline-links">
          您好，欢迎来到药采！
          <a href="/login" style={{ color: 'var(--brand)' }}>
            请登录
          </a>
          <a href="/register" style={{ marginLeft: '.75rem' }}>
            免费注册
          </a>
        </span>
      )}
      {manager && (
        <span>
          {manager}
          {user.admin?.phone && (
            <a href={`tel:${user.admin.phone}`} style={{ marginLeft: '.4rem', color: 'var(--accent-strong)' }}>
              {user.admin.phone}
            </a>
          )}
        </span>
      )}
    </div>
  );
}
