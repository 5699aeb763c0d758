/** A recording Notifier and Navigation for client tests. */
import { vi } from 'vitest';
import type { AlertOptions, DialogOptions, NoticeKind, Notifier } from '../../../../src/client/api';

export type Call = { type: 'toast'; msg: string; kind: NoticeKind | undefined } | ({ type: 'alert' } & AlertOptions) | ({ type: 'dialog' } & DialogOptions);

export function recorder(path = '/cart?a=1') {
  const calls: Call[] = [];
  /** Closing functions of open alerts / dialogs, oldest first. */
  const open: Array<() => void> = [];
  const notifier: Notifier = {
    toast: (msg, kind) => void calls.push({ type: 'toast', msg, kind }),
    alert: (options) => {
      calls.push({ type: 'alert', ...options });
      return new Promise<void>((resolve) => open.push(resolve));
    },
    dialog: (options) => {
      calls.push({ type: 'dialog', ...options });
      return new Promise<void>((resolve) => open.push(resolve));
    },
  };
  const navigate = vi.fn<(url: string) => void>();
  const reload = vi.fn<() => void>();
  let current = path;
  return {
    calls,
    notifier,
    navigate,
    reload,
    currentPath: () => current,
    setPath(next: string) {
      current = next;
    },
    /** Closes the oldest open alert / dialog. */
    closeModal() {
      open.shift()?.();
    },
  };
}

export const settle = () => new Promise((r) => setTimeout(r, 20));
