/**
 * What the API client needs from the UI to show the error catalogue. The browser app installs the
 * nanostores-backed implementation (src/stores/notifier.ts); tests pass a recording fake.
 */
export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export type DialogAction = {
  label: string;
  /** The primary action receives focus when the dialog opens. */
  primary?: boolean;
  /** Runs before the dialog closes. */
  run?: () => void;
};

export type AlertOptions = { title: string; msg: string };
export type DialogOptions = { title: string; msg: string; actions: DialogAction[] };

export interface Notifier {
  toast(msg: string, kind?: NoticeKind): void;
  /** Resolves when the user closes the alert. */
  alert(options: AlertOptions): Promise<void>;
  /** Resolves when the dialog closes (by an action or Escape). */
  dialog(options: DialogOptions): Promise<void>;
}

/** Used until an app notifier is installed: native alert where there is one, the console otherwise. */
const fallbackNotifier: Notifier = {
  toast(msg, kind = 'info') {
    (kind === 'error' || kind === 'warning' ? console.warn : console.info)(msg);
  },
  alert({ title, msg }) {
    if (typeof globalThis.alert === 'function') globalThis.alert(`${title}\n${msg}`);
    else console.warn(`${title}: ${msg}`);
    return Promise.resolve();
  },
  dialog({ title, msg, actions }) {
    const primary = actions.find((a) => a.primary) ?? actions[0];
    if (typeof globalThis.confirm === 'function') {
      if (globalThis.confirm(`${title}\n${msg}`)) primary?.run?.();
    } else {
      console.warn(`${title}: ${msg}`);
    }
    return Promise.resolve();
  },
};

let installed: Notifier | null = null;

/** Installs the app-wide notifier used by the default API client. */
export function setDefaultNotifier(notifier: Notifier | null): void {
  installed = notifier;
}

/** Forwards to the installed notifier at call time, so installation order does not matter. */
export const defaultNotifier: Notifier = {
  toast: (msg, kind) => (installed ?? fallbackNotifier).toast(msg, kind),
  alert: (options) => (installed ?? fallbackNotifier).alert(options),
  dialog: (options) => (installed ?? fallbackNotifier).dialog(options),
};
