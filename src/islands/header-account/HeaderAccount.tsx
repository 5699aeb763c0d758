import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $user, loadUser, logout } from '../../stores/user';
import type { UserState } from '../../stores/user';
import { applyLoginFlag, watchLoginFlag } from '../../stores/login-flag';
import { useHydrated } from '../shared/use-hydrated';
// Connects the API client's error catalogue to the notifier store as soon as the header hydrates.
import '../../stores/notifier';

type Props = { initial: Partial<UserState>; routeName: string };

/** Manager label rule of the spec: a dedicated manager (is_default 0) gets the 专属客户经理 prefix. */
export function managerLabel(admin: UserState['admin']): string | null {
  if (!admin?.name) return null;
  return admin.is_default === 0 ? `专属客户经理：${admin.name}` : `客服经理：${admin.name}`;
}

/** Header login state: company + 安全退出 when logged in, 登录/注册 otherwise; re-fetched when the header appears. */
export default function HeaderAccount({ initial, routeName }: Props) {
  const stored = useStore($user);
  // The first render matches the server's markup; another island may have filled $user before this one hydrates.
  const hydrated = useHydrated();
  const user = !hydrated ? initial : stored.username || stored.company ? stored : { ...initial, ...stored };
  useEffect(() => {
    void loadUser(routeName);
  }, [routeName]);
  // Spec: a stored login flag that disagrees with the rendered state causes a one-time reload.
  useEffect(() => {
    const renderedLoggedIn = Boolean(initial.username);
    if (applyLoginFlag(renderedLoggedIn)) return;
    return watchLoginFlag(renderedLoggedIn);
  }, [initial.username]);
  const manager = managerLabel(user.admin ?? null);
  return (
    <div className="ha" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
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
            onClick={() => void logout()}
            style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit', padding: 0, minBlockSize: 'var(--target-min)' }}
          >
            安全退出
          </button>
        </>
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
