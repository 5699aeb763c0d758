/**
 * The signed-in user as the header, sidebar and member pages show it (spec section 3, user state).
 * `show` turns true once the header may render: after the base info loaded, or failed to load.
 */
import { atom, computed } from 'nanostores';
import { apiDelete, apiGet, isApiError, isCancelled } from '../client/api';
import type { UserBase } from '../wire/user';
import { clearLoginFlag, markLoggedIn } from './login-flag';

export type { UserAdmin } from '../wire/user';
/** What GET /api/user/base answers. */
export type UserData = UserBase;

export type UserState = { show: boolean } & Partial<UserData>;

export const $user = atom<UserState>({ show: false });

export const $isLoggedIn = computed($user, (user) => Boolean(user.username || user.token));

/** Routes whose pages load the user themselves or must not (spec section 4). */
export const USER_SKIP_ROUTES: ReadonlySet<string> = new Set(['user_hyzx', 'login', 'zhzx_bdwx']);

/**
 * Re-fetches the user base info when the header appears, except on {@link USER_SKIP_ROUTES}.
 * Silent: on failure the user becomes `{ show: true }` with no data (a visitor header).
 * A request superseded by a newer loadUser leaves the state to the newer one.
 */
export async function loadUser(routeName?: string): Promise<UserState> {
  if (routeName && USER_SKIP_ROUTES.has(routeName)) return $user.get();
  try {
    const data = await apiGet<Partial<UserData> | null>('/api/user/base', undefined, { silent: true });
    $user.set({ ...(data ?? {}), show: true });
    if ($isLoggedIn.get()) markLoggedIn();
  } catch (error) {
    if (isCancelled(error)) return $user.get();
    $user.set({ show: true });
    if (isApiError(error) && error.kind === 'login') clearLoginFlag();
  }
  return $user.get();
}

/** Sets the user from a server-rendered value (no request). */
export function setUser(data: Partial<UserData> | null | undefined): void {
  $user.set({ ...(data ?? {}), show: true });
}

/**
 * Logs out (DELETE /api/user/logout), clears the stored login flag and reloads the page; an
 * already-ended session counts as logged out. Never rejects, so `void logout()` is safe: on any
 * other failure the client has already shown the error and this resolves `false` without reloading.
 */
export async function logout(): Promise<boolean> {
  try {
    await apiDelete('/api/user/logout', undefined, { silent: ['login'] });
  } catch (error) {
    if (isCancelled(error)) return false; // a newer logout call is running and will reload
    if (!(isApiError(error) && error.kind === 'login')) return false;
  }
  clearLoginFlag();
  globalThis.location?.reload();
  return true;
}
