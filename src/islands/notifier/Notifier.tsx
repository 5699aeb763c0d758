/**
 * Renders the notice store: polite toasts, and one alert / dialog at a time as a modal alertdialog
 * (focus on the primary button, Tab kept inside, Escape closes, focus returned on close).
 * Mount once per page, e.g. `<Notifier client:load />` in the base layout.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { useHydrated } from '../shared/use-hydrated';
import { $activeModal, $toasts, chooseAction, dismiss, notifierMounted, showFlash, type Modal, type Toast } from '../../stores/notifier';
import './notifier.css';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])')) : [];
}

function ModalView({ modal }: { modal: Modal }) {
  const titleId = useId();
  const msgId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const primaryIndex = Math.max(
    0,
    modal.actions.findIndex((a) => a.primary),
  );

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    primaryRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss(modal.id);
      } else if (event.key === 'Tab') {
        const items = focusables(boxRef.current);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const inside = boxRef.current?.contains(document.activeElement) ?? false;
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [modal.id]);

  return (
    <div className="nt-backdrop">
      <div ref={boxRef} className={`nt-modal nt-modal--${modal.type}`} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={msgId}>
        <h2 id={titleId} className="nt-modal__title">
          {modal.title}
        </h2>
        <p id={msgId} className="nt-modal__msg">
          {modal.msg}
        </p>
        <div className="nt-modal__actions">
          {modal.actions.map((action, i) => (
            <button
              key={action.label}
              ref={i === primaryIndex ? primaryRef : undefined}
              type="button"
              className={i === primaryIndex ? 'nt-btn nt-btn--primary' : 'nt-btn'}
              onClick={() => chooseAction(modal.id, action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The notices as markup: polite toasts, and the active alert or dialog. */
export function NoticesView({ toasts, modal }: { toasts: readonly Toast[]; modal: Modal | null }) {
  return (
    <>
      <div className="nt-toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`nt-toast nt-toast--${toast.kind}`}>
            <span className="nt-toast__icon" aria-hidden="true" />
            <span className="nt-toast__msg">{toast.msg}</span>
          </div>
        ))}
      </div>
      {modal && <ModalView key={modal.id} modal={modal} />}
    </>
  );
}

function Notifier() {
  const toasts = useStore($toasts);
  const modal = useStore($activeModal);
  // The first render matches the server's empty markup (hydration): notices raised before the island
  // hydrated (a tap answered first) show right after it.
  const hydrated = useHydrated();
  useEffect(() => {
    const unmount = notifierMounted();
    showFlash();
    return unmount;
  }, []);
  return <NoticesView toasts={hydrated ? toasts : []} modal={hydrated ? modal : null} />;
}

export default Notifier;
