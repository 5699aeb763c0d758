/**
 * The on-screen notices: toasts (auto-hiding) and a queue of alerts / dialogs shown one at a time
 * by the Notifier island. Importing this module installs it as the API client's notifier.
 */
import { atom, computed } from 'nanostores';
import { setDefaultNotifier, type DialogAction, type NoticeKind, type Notifier } from '../client/notifier';
import { LABEL_OK, TITLE_NOTICE } from '../client/messages';
import { FLASH_COOKIE, flashIn } from '../lib/flash';

export type { DialogAction, NoticeKind } from '../client/notifier';

export const TOAST_MS = 2500;

export type Toast = { id: number; type: 'toast'; msg: string; kind: NoticeKind };
export type Modal = {
  id: number;
  type: 'alert' | 'dialog';
  title: string;
  msg: string;
  actions: DialogAction[];
};
export type Notice = Toast | Modal;

export const $notices = atom<Notice[]>([]);
export const $toasts = computed($notices, (all) => all.filter((n): n is Toast => n.type === 'toast'));
/** The alert or dialog on screen: the oldest one still open. */
export const $activeModal = computed($notices, (all) => all.find((n): n is Modal => n.type !== 'toast') ?? null);

let nextId = 1;
const onClose = new Map<number, () => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function push(notice: Notice, closed?: () => void): number {
  if (closed) onClose.set(notice.id, closed);
  $notices.set([...$notices.get(), notice]);
  return notice.id;
}

/** Whether a Notifier island is on the page to show toasts. */
let mounted = false;

function startToastTimer(id: number): void {
  if (!timers.has(id))
    timers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_MS),
    );
}

/**
 * Shows a toast that hides itself {@link TOAST_MS} after it could be seen: a tap answered before the
 * Notifier island hydrated (it hydrates on idle, seconds late on a busy phone) keeps its message until
 * the island shows it, instead of timing out unseen.
 */
export function showToast(msg: string, kind: NoticeKind = 'info'): number {
  const id = nextId++;
  push({ id, type: 'toast', msg, kind });
  if (mounted) startToastTimer(id);
  return id;
}

/** The Notifier island mounted: the toasts waiting for it start their time. Returns the unmount. */
export function notifierMounted(): () => void {
  mounted = true;
  for (const toast of $toasts.get()) startToastTimer(toast.id);
  return () => {
    mounted = false;
  };
}

/**
 * Shows, once, the message a plain form post left for this page (src/lib/flash.ts: the answer of a
 * tap made before the page's scripts ran) and clears it.
 */
export function showFlash(): void {
  // This page posted the form and is being replaced by its answer: the flash is that page's to show.
  if (document.documentElement.dataset.leaving) return;
  const flash = flashIn(document.cookie);
  if (!flash) return;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  if (flash.kind === 'error') showAlert({ title: TITLE_NOTICE, msg: flash.msg });
  else showToast(flash.msg, flash.kind);
}

/** An alert with a single 确定 button; `closed` runs when it is dismissed. */
export function showAlert(options: { title: string; msg: string }, closed?: () => void): number {
  const id = nextId++;
  return push({ id, type: 'alert', ...options, actions: [{ label: LABEL_OK, primary: true }] }, closed);
}

/** A dialog with its own buttons; each button runs its action, then closes the dialog. */
export function showDialog(options: { title: string; msg: string; actions: DialogAction[] }, closed?: () => void): number {
  const id = nextId++;
  return push({ id, type: 'dialog', ...options }, closed);
}

/** Removes a notice (button, Escape, toast timer); unknown ids are ignored. */
export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const all = $notices.get();
  if (!all.some((n) => n.id === id)) return;
  $notices.set(all.filter((n) => n.id !== id));
  const closed = onClose.get(id);
  onClose.delete(id);
  closed?.();
}

/** Runs a dialog button: its action first, then the dialog closes. */
export function chooseAction(id: number, action: DialogAction): void {
  action.run?.();
  dismiss(id);
}

/** The store-backed implementation of the client's {@link Notifier}. */
export const storeNotifier: Notifier = {
  toast: (msg, kind) => void showToast(msg, kind),
  alert: (options) => new Promise((resolve) => showAlert(options, resolve)),
  dialog: (options) => new Promise((resolve) => showDialog(options, resolve)),
};

setDefaultNotifier(storeNotifier);

/** Test helper: drops every notice and timer. */
export function resetNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  onClose.clear();
  mounted = false;
  $notices.set([]);
}
