/** An activity's tier bar on the cart page: its kind, name, hint, tiers (reached ✓) and progress. */
import type { CartActivity } from '../../stores/cart';
import { formatYuan } from '../../lib/money';

export default function TierBar({ activity, compact = false }: { activity: CartActivity; compact?: boolean }) {
  const reached = activity.tiers.filter((t) => t.status === 1).length;
  const target = activity.next ? Number(activity.next.amount) : Number(activity.tiers.at(-1)?.amount ?? 0);
  const eligible = Number(activity.eligible_amount);
  const percent = target > 0 ? Math.min(100, Math.round((eligible / target) * 100)) : 100;
  return (
    <div className={`c1-act${compact ? ' c1-act-compact' : ''}`} data-activity={activity.id}>
      <p className="c1-act-head">
        <span className={`c1-act-kind c1-kind-${activity.kind}`}>{activity.kind_text}</span>
        <strong>{activity.name}</strong>
        <span className="c1-act-hint" data-testid={`activity-hint-${activity.id}`}>
          {activity.hint || `已选活动商品 ${formatYuan(activity.eligible_amount)}`}
        </span>
      </p>
      <ul className="c1-tiers" aria-label={`${activity.name}档位（已满足 ${reached} 档）`}>
        {activity.tiers.map((t) => (
          <li key={t.amount} className={t.status === 1 ? 'reached' : ''} data-status={t.status}>
            {t.label}
            <span className="sr-only">{t.status === 1 ? '（已满足）' : '（未满足）'}</span>
            {t.status === 1 && <span aria-hidden="true"> ✓</span>}
          </li>
        ))}
      </ul>
      <div className="c1-progress" role="progressbar" aria-label={`${activity.name}进度`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
