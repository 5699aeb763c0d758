/**
 * The lottery pop-up (spec §4): an accessible modal over any page where the lottery may be offered.
 * It renders $lottery and calls its actions: focus stays inside while it is open, Esc behaves like
 * the close button, and the spinning highlight and the hide animation respect prefers-reduced-motion.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $lottery, closeLottery, drawLottery, keepDrawing, loadLottery, prizeHome, requestCloseLottery, type LotteryState } from '../../stores/lottery';
import './lottery.css';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Keeps Tab inside `root` and sends Esc to `onEscape`. */
function trapKeys(rootOf: () => HTMLElement | null, onEscape: () => void) {
  return (e: React.KeyboardEvent) => {
    const root = rootOf();
    if (e.key === 'Escape') {
      e.preventDefault();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !root) return;
    const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !root.contains(document.activeElement))) {
      e.preventDefault();
      first.focus();
    }
  };
}

function ResultText({ state }: { state: LotteryState }) {
  const r = state.result;
  if (!r) return null;
  const home = prizeHome(r.kind);
  return (
    <div className="lt-result">
      {r.is_win ? <p className="lt-result-title">恭喜您抽中「{r.name}」！</p> : <p className="lt-result-title">{r.name}，感谢您的参与！</p>}
      {r.remarks && <p className="lt-remarks">{r.remarks}</p>}
      {home && (
        <a className="lt-link" href={home.href}>
          {home.label}
        </a>
      )}
    </div>
  );
}

export default function LotteryModal() {
  const state = useStore($lottery);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const hideMs = () => (reducedMotion() ? 0 : 1000);

  useEffect(() => {
    void loadLottery(location.pathname);
  }, []);

  const visible = state.mode === 'popup' && (state.phase === 'open' || state.phase === 'drawing' || state.phase === 'result' || state.phase === 'closing');
  useEffect(() => {
    if (state.mode !== 'popup') return;
    if (state.phase === 'open' && !dialogRef.current?.contains(document.activeElement)) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      dialogRef.current?.querySelector<HTMLElement>('.lt-draw')?.focus();
    }
    if (state.phase === 'result') dialogRef.current?.querySelector<HTMLElement>('.lt-result a, .lt-close')?.focus();
    if (state.phase === 'hidden') returnFocus.current?.focus?.();
  }, [state.phase]);
  useEffect(() => {
    if (state.confirmClose) confirmRef.current?.querySelector<HTMLElement>('button')?.focus();
    else if (state.phase === 'drawing') dialogRef.current?.querySelector<HTMLElement>('.lt-close')?.focus();
  }, [state.confirmClose]);

  if (!visible || !state.detail || state.mode !== 'popup') return null;
  const d = state.detail;
  const drawing = state.phase === 'drawing';
  const onEscape = () => (state.confirmClose ? keepDrawing() : requestCloseLottery(hideMs()));

  return (
    <div className={`lt-backdrop${state.phase === 'closing' ? ' lt-hiding' : ''}`} data-phase={state.phase}>
      <div
        ref={dialogRef}
        className="lt-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="lt-title"
        aria-describedby="lt-desc"
        onKeyDown={trapKeys(() => confirmRef.current ?? dialogRef.current, onEscape)}
      >
        <button type="button" className="lt-close" aria-label="关闭抽奖" onClick={() => requestCloseLottery(hideMs())}>
          ×
        </button>
        <h2 id="lt-title" className="lt-title">
          {d.name}
        </h2>
        <p id="lt-desc" className="lt-sub">
          您有 <strong>{d.left}</strong> 次抽奖机会，奖品即时发放到账户
        </p>
        <ul className={`lt-grid${drawing ? ' lt-spinning' : ''}`} aria-label="奖品">
          {d.prizes.map((p, i) => (
            <li key={p.id} className={`lt-cell${state.result?.id === p.id ? ' lt-won' : ''}`} style={{ '--i': i, '--n': d.prizes.length } as React.CSSProperties}>
              <span className="lt-prize">{p.name}</span>
              {p.is_empty ? <span className="lt-empty">已抽完</span> : null}
            </li>
          ))}
        </ul>
        <div className="lt-status" role="status" aria-live="polite">
          {drawing && <p>正在抽奖，请稍候…</p>}
          {state.phase === 'result' && <ResultText state={state} />}
        </div>
        <div className="lt-actions">
          {state.phase !== 'result' && (
            <button type="button" className="lt-draw" onClick={() => void drawLottery()} disabled={drawing || d.can_draw !== 1} aria-busy={drawing}>
              {drawing ? '抽奖中…' : d.can_draw === 1 ? '立即抽奖' : '暂无抽奖机会'}
            </button>
          )}
          <a className="lt-link" href={d.url}>
            活动详情
          </a>
        </div>
        {state.confirmClose && (
          <div ref={confirmRef} className="lt-confirm" role="alertdialog" aria-modal="true" aria-labelledby="lt-confirm-title" aria-describedby="lt-confirm-msg">
            <p id="lt-confirm-title" className="lt-confirm-title">
              温馨提示
            </p>
            <p id="lt-confirm-msg">正在抽奖，确定要关闭吗？如果没有看到抽奖结果，请到个人中心查看抽奖记录。</p>
            <div className="lt-actions">
              <button type="button" className="lt-draw" onClick={keepDrawing}>
                继续等待
              </button>
              <button type="button" className="lt-secondary" onClick={() => closeLottery(hideMs())}>
                确定关闭
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
