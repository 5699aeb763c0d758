/** 常购计划: the store's saved plans, each run again in one click. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $busy, $saved, deleteSaved, loadSaved, runSaved, type SavedPlan } from '../../stores/purchase-plan';
import { showDialog } from '../../stores/notifier';

const day = (iso: string) => new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export function SavedPlans({ initial }: { initial: SavedPlan[] }) {
  const saved = useStore($saved);
  const busy = useStore($busy);
  useEffect(() => {
    $saved.set(initial);
    void loadSaved();
  }, [initial]);
  const confirmDelete = (p: SavedPlan) =>
    showDialog({
      title: '温馨提示',
      msg: `确定删除常购计划“${p.name}”吗？`,
      actions: [{ label: '取消' }, { label: '确定删除', primary: true, run: () => void deleteSaved(p) }],
    });
  return (
    <section className="pl-panel" aria-labelledby="pl-saved-h">
      <h2 id="pl-saved-h">常购计划</h2>
      {saved.length === 0 ? (
        <p className="pl-muted">还没有常购计划。导入并确认一次后，可保存为常购计划，下次一键采购。</p>
      ) : (
        <ul className="pl-saved">
          {saved.map((p) => (
            <li key={p.id}>
              <span className="pl-saved-name">
                <strong>{p.name}</strong>{' '}
                <span className="pl-muted">
                  {p.lines} 个品种{p.min_shelf_months ? ` · 效期≥${p.min_shelf_months}个月` : ''} ·{' '}
                  {p.last_run_at ? `上次采购 ${day(p.last_run_at)}` : `保存于 ${day(p.updated_at)}`}
                </span>
              </span>
              <span className="pl-saved-ops">
                <button type="button" className="pl-btn pl-small pl-primary" disabled={!!busy} onClick={() => void runSaved(p)} aria-label={`一键采购：${p.name}`}>
                  一键采购
                </button>
                <button type="button" className="pl-link pl-danger" onClick={() => confirmDelete(p)} aria-label={`删除常购计划：${p.name}`}>
                  删除
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
