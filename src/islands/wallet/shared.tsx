/** Small pieces shared by the wallet islands: Shanghai time, tabs, pager. */
import type { ReactNode } from 'react';
import { formatDateTime, isoDate } from '../../lib/time';
import { formatYuan } from '../../lib/money';

/** Shanghai date-time of an ISO instant, as the order pages show it. */
export const shTime = (iso: string) => formatDateTime(iso);
/** An API yuan string as the wallet cards show it (¥49,858.80), or — while it loads. */
export const money = (yuan: string | null | undefined) => (yuan == null || yuan === '' ? '—' : formatYuan(yuan));
/** Shanghai calendar day (YYYY-MM-DD) of an ISO instant. */
export const shDate = (iso: string) => isoDate(iso);

export function Tabs<K extends string | number>({ label, tabs, value, onChange }: { label: string; tabs: [K, ReactNode][]; value: K; onChange: (k: K) => void }) {
  return (
    <div className="w-tabs" role="tablist" aria-label={label}>
      {tabs.map(([k, text]) => (
        <button key={String(k)} type="button" role="tab" aria-selected={k === value} className={k === value ? 'on' : ''} onClick={() => onChange(k)}>
          {text}
        </button>
      ))}
    </div>
  );
}

export function Pager({ page, total, size = 20, onPage }: { page: number; total: number; size?: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="w-pager" aria-label="分页">
      <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>
        第 {page} / {pages} 页，共 {total} 条
      </span>
      <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="w-empty">{children}</p>;
}
