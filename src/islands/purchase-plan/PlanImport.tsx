/**
 * 采购计划导入 (/cgjh): upload or paste a purchase list, check the column mapping, review the
 * server's matches (switch, skip, change quantities), then add everything chosen to the cart in one
 * request or save it as a 常购计划. Every number shown comes from the server.
 */
import { useStore } from '@nanostores/react';
import { $busy, $minShelf, $plan, $problem, $sheet, setMinShelf, type SavedPlan } from '../../stores/purchase-plan';
import { PlanMapping, PlanSource } from './PlanSource';
import { PlanLines } from './PlanLines';
import { PlanTotals } from './PlanTotals';
import { SavedPlans } from './SavedPlans';
import './purchase-plan.css';

function Progress() {
  const busy = useStore($busy);
  if (!busy) return null;
  return (
    <div className="pl-progress" role="status" aria-live="polite">
      <progress max={3} value={busy.step} aria-label={`进度：第 ${busy.step} 步，共 3 步`} />
      <span>{busy.label}</span>
    </div>
  );
}

function Problem() {
  const problem = useStore($problem);
  if (!problem) return null;
  return (
    <div className="pl-problem" role="alert">
      <p>{problem.message}</p>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function PlanImport({ saved }: { saved: SavedPlan[] }) {
  const sheet = useStore($sheet);
  const plan = useStore($plan);
  const minShelf = useStore($minShelf);
  return (
    <div className="pl">
      <p className="pl-intro">
        把药店 ERP 导出的采购清单（通用名、规格、生产厂家、批准文号、数量）一次导入，自动匹配商品、按中包装和限购调整数量、按购物车规则计算价格，确认后一键加入购物车。
      </p>
      <label className="pl-shelf">
        最短剩余效期
        <input type="number" min={0} max={60} value={minShelf} onChange={(e) => setMinShelf(Number(e.currentTarget.value))} aria-describedby="pl-shelf-hint" /> 个月
        <small id="pl-shelf-hint" className="pl-muted">
          （0 为不限；效期不足的商品会标出）
        </small>
      </label>
      <Progress />
      <Problem />
      {!plan && !sheet && <PlanSource />}
      {!plan && <PlanMapping />}
      {plan && <PlanLines />}
      {plan && <PlanTotals />}
      <SavedPlans initial={saved} />
    </div>
  );
}
