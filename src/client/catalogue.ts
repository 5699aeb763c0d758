import type { ApiError, ApiErrorKind } from './errors';
import { LABEL_REFRESH, MSG_SERVER_BUSY, MSG_TIMEOUT, TITLE_NOTICE } from './messages';
import type { Notifier } from './notifier';
import { normalizePath } from './paths';

/**
 * Opting out of the automatic UI: `true` for everything (the spec's silently ignored calls: common
 * data, top ad, suggestions, lottery state), or a list of envelope codes / HTTP statuses / kinds,
 * e.g. `[459]`, `[401, 10001]`, `['timeout']`. The promise still rejects with the ApiError.
 */
export type Silence = boolean | ReadonlyArray<number | ApiErrorKind>;

export function isSilenced(error: ApiError, silent: Silence | undefined): boolean {
  if (!silent) return false;
  if (silent === true) return true;
  return silent.some((s) => (typeof s === 'number' ? s === error.code || s === error.status : s === error.kind));
}

/** Where the catalogue sends the user; the browser defaults live in ./browser.ts. */
export type Navigation = {
  navigate(url: string): void;
  reload(): void;
  /** Path + query of the current page, for `/login?redirect=`. */
  currentPath(): string;
};

export const LOGIN_PATH = '/login';
export const CONTRACT_PATH = '/dzht';

export function loginUrl(redirect: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
}

/**
 * Builds the spec section 8 reaction to a failed call. One timeout dialog is shown at a time, however
 * many requests time out together.
 */
export function createErrorPresenter(notifier: Notifier, nav: Navigation): (error: ApiError) => void {
  let timeoutDialogOpen = false;
  const here = () => normalizePath(nav.currentPath());

  return (error) => {
    switch (error.kind) {
      case 'login':
        if (here() !== LOGIN_PATH) nav.navigate(loginUrl(nav.currentPath()));
        return;
      case 'contract':
        void notifier.alert({ title: TITLE_NOTICE, msg: error.msg }).then(() => {
          if (here() !== CONTRACT_PATH) nav.navigate(CONTRACT_PATH);
        });
        return;
      case 'validation':
        notifier.toast(error.msg, 'error');
        return;
      case 'server':
        // 系统繁忙, or our server's own 5xx message naming its request id (./envelope.ts).
        notifier.toast(error.msg, 'error');
        return;
      case 'network':
        notifier.toast(MSG_SERVER_BUSY, 'error');
        return;
      case 'timeout':
        if (timeoutDialogOpen) return;
        timeoutDialogOpen = true;
        void notifier.dialog({ title: TITLE_NOTICE, msg: MSG_TIMEOUT, actions: [{ label: LABEL_REFRESH, primary: true, run: () => nav.reload() }] }).finally(() => {
          timeoutDialogOpen = false;
        });
        return;
      case 'business':
        void notifier.alert({ title: TITLE_NOTICE, msg: error.msg });
        return;
    }
  };
}
