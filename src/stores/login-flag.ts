/**
 * The spec's "stored login flag causes a one-time reload" (section 2) and "logout clears the stored
 * login flag and reloads" (section 4), read for a multi-page site.
 *
 * localStorage `yaocai.logged_in` = '1' records that this browser holds a logged-in session. It is
 * set after a login and whenever the user base info shows a member, and cleared on logout or a
 * login-required answer. The flag is shared by all tabs, so it tells a page whether the login state
 * it was rendered with is stale:
 * - another tab logs in or out → a `storage` event → this tab reloads once to show the new state;
 * - a page restored from the back/forward cache, or served from a cache, was rendered for the other
 *   state → {@link applyLoginFlag} reloads it once.
 * "Once": a sessionStorage marker remembers which flag value we reloaded for. If after that reload the
 * server still renders the other state (e.g. the session expired while the flag said logged in), the
 * server wins: the flag is corrected instead of reloading again, so there is never a reload loop.
 */
export const LOGIN_FLAG_KEY = 'yaocai.logged_in';
export const RELOADED_KEY = 'yaocai.login_flag_reloaded';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LoginFlagEnv = {
  local: StorageLike | null;
  session: StorageLike | null;
  reload(): void;
};

function storage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return ((globalThis as { [k: string]: unknown })[name] as StorageLike | null) ?? null;
  } catch {
    return null; // storage disabled (privacy settings): the flag is simply not used
  }
}

export function browserLoginFlagEnv(): LoginFlagEnv {
  return {
    local: storage('localStorage'),
    session: storage('sessionStorage'),
    reload: () => globalThis.location?.reload(),
  };
}

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // quota or privacy errors: the flag is best-effort
  }
}

export function readLoginFlag(env: LoginFlagEnv = browserLoginFlagEnv()): boolean {
  try {
    return env.local?.getItem(LOGIN_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records a logged-in session (after login, or when the user base info shows a member). */
export function markLoggedIn(env: LoginFlagEnv = browserLoginFlagEnv()): void {
  safely(() => env.local?.setItem(LOGIN_FLAG_KEY, '1'));
}

/** Forgets the logged-in session (logout, or a login-required answer). */
export function clearLoginFlag(env: LoginFlagEnv = browserLoginFlagEnv()): void {
  safely(() => env.local?.removeItem(LOGIN_FLAG_KEY));
}

/**
 * Compares the flag with the login state the page was rendered with and reloads once when they
 * differ (see the module comment). Returns true when it reloaded.
 */
export function applyLoginFlag(renderedLoggedIn: boolean, env: LoginFlagEnv = browserLoginFlagEnv()): boolean {
  if (!env.local) return false;
  const flag = readLoginFlag(env);
  const wanted = flag ? '1' : '0';
  let reloadedFor: string | null = null;
  try {
    reloadedFor = env.session?.getItem(RELOADED_KEY) ?? null;
  } catch {
    reloadedFor = null;
  }
  if (flag === renderedLoggedIn) {
    safely(() => env.session?.removeItem(RELOADED_KEY));
    return false;
  }
  if (reloadedFor === wanted || !env.session) {
    // Already reloaded once for this flag (or cannot remember doing so): trust the server.
    safely(() => env.session?.removeItem(RELOADED_KEY));
    if (renderedLoggedIn) markLoggedIn(env);
    else clearLoginFlag(env);
    return false;
  }
  safely(() => env.session?.setItem(RELOADED_KEY, wanted));
  env.reload();
  return true;
}

/**
 * Follows login changes made in other tabs (storage events) and re-checks pages restored from the
 * back/forward cache. Returns the function that stops watching.
 */
export function watchLoginFlag(renderedLoggedIn: boolean, env: LoginFlagEnv = browserLoginFlagEnv()): () => void {
  const target = globalThis as unknown as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (typeof target.addEventListener !== 'function') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGIN_FLAG_KEY || event.key === null) applyLoginFlag(renderedLoggedIn, env);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) applyLoginFlag(renderedLoggedIn, env);
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.removeEventListener?.('storage', onStorage);
    target.removeEventListener?.('pageshow', onPageShow);
  };
}
