/** Step 3 of 采购计划导入: each line's match (switchable), quantity, changes and price; unmatched lines offer 提交求购. */
import { formatYuan } from '../../lib/money';
import { memo, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $choices,
  $plan,
  $pricedByKey,
  resetPlan,
  chooseAll,
  chooseGoods,
  setLineQuantity,
  toggleLine,
  type Choice,
  type PlanLine,
  type PricedLine,
} from '../../stores/purchase-plan';
import { fillSuggestedQuantities } from '../../stores/plan-suggested';
import ArrivalNotice from '../replenish/ArrivalNotice';

const STATUS = { matched: '已匹配', unsure: '待确认', unmatched: '未匹配' } as const;
const VIA = { approval: '批准文号', barcode: '条形码', name: '名称', saved: '常购计划' } as const;
type Filter = 'all' | 'matched' | 'unsure' | 'unmatched';

function QuantityInput({ line, choice }: { line: PlanLine; choice: Choice }) {
  const [text, setText] = useState(String(choice.quantity));
  // A new quantity from the server replaces what was typed (set while rendering, not in an effect).
  const [shown, setShown] = useState(choice.quantity);
  if (shown !== choice.quantity) {
    setShown(choice.quantity);
    setText(String(choice.quantity));
  }
  const commit = () => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1 && n <= 99_999) void setLineQuantity(line.key, n);
    else setText(String(choice.quantity));
  };
  return (
    <label className="pl-qty">
      <span className="sr-only">第 {line.row} 行采购数量</span>
      <input
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        disabled={!choice.chosen}
      />
    </label>
  );
}

const Line = memo(function Line({ line, choice, priced }: { line: PlanLine; choice: Choice; priced: PricedLine | undefined }) {
  const selected = line.options.find((o) => o.goods_id === choice.goods_id) ?? null;
  const input = [line.input.name, line.input.spec, line.input.maker, line.input.approval, line.input.barcode].filter(Boolean).join(' · ');
  return (
    <li
      className={`pl-line pl-${line.status}${choice.chosen ? '' : ' pl-off'}`}
      data-row={line.row}
      aria-label={`第 ${line.row} 行 ${line.input.name || line.input.approval || line.input.barcode}`}
    >
      <div className="pl-line-head">
        <label className="pl-check">
          <input
            type="checkbox"
            checked={choice.chosen}
            disabled={choice.goods_id === null || priced?.buyable === false}
            onChange={(e) => void toggleLine(line.key, e.currentTarget.checked)}
          />
          <span className="sr-only">采购第 {line.row} 行</span>
        </label>
        <span className="pl-rowno">第 {line.row} 行</span>
        <span className="pl-input" title={input}>
          {input}
        </span>
        <span className={`pl-badge pl-badge-${line.status}`}>
          {STATUS[line.status]}
          {line.status !== 'unmatched' && selected ? ` ${selected.goods_id === line.goods_id ? line.confidence : selected.confidence}%` : ''}
        </span>
      </div>
      {line.status === 'unmatched' && (
        <p className="pl-none">
          未找到匹配的商品。
          <a className="pl-btn pl-small" href={line.wanted_url ?? '/pzqg/add'}>
            提交求购
          </a>
        </p>
      )}
      {line.options.length > 0 && (
        <div className="pl-match">
          <label className="pl-pick">
            <span className="pl-muted">{line.status === 'unmatched' ? '相似商品' : '匹配商品'}</span>
            <select
              value={choice.goods_id ?? ''}
              onChange={(e) => e.currentTarget.value && void chooseGoods(line.key, Number(e.currentTarget.value))}
              aria-label={`第 ${line.row} 行匹配商品`}
            >
              {choice.goods_id === null && <option value="">请选择相似商品</option>}
              {line.options.map((o) => (
                <option key={o.goods_id} value={o.goods_id}>
                  {o.name} {o.spec} {o.maker}（{formatYuan(o.price)}，{VIA[o.via]}匹配 {o.confidence}%）
                </option>
              ))}
            </select>
          </label>
          {selected && (
            <p className="pl-goods">
              <a href={selected.url} target="_blank" rel="noopener">
                {selected.name}
                {selected.trade_name ? `（${selected.trade_name}）` : ''}
              </a>
              <span>{selected.spec}</span>
              <span className="pl-muted">{selected.maker}</span>
              <span className="pl-muted">{selected.approval_no}</span>
            </p>
          )}
        </div>
      )}
      {selected && priced && (
        <div className="pl-buy">
          <QuantityInput line={line} choice={choice} />
          <span className="pl-muted">
            需 {priced.wanted}
            {priced.unit} → 采购 <strong>{priced.number}</strong>
            {priced.unit}
          </span>
          <span className="pl-price">单价 {formatYuan(priced.unit_price)}</span>
          <span className="pl-amount">小计 {formatYuan(priced.amount)}</span>
          <span className="pl-muted" data-testid="plan-line-sum">
            {priced.price_equation}
          </span>
          {priced.tier_text && <span className="pl-tier">{priced.tier_text}</span>}
          {priced.next_tier_text && <span className="pl-muted">{priced.next_tier_text}</span>}
        </div>
      )}
      {priced && priced.changes.length > 0 && (
        <ul className="pl-changes" aria-label={`第 ${line.row} 行数量调整`}>
          {priced.changes.map((c, i) => (
            <li key={i}>
              {c.from} → {c.to}：{c.reason}
            </li>
          ))}
        </ul>
      )}
      {priced && !priced.buyable && priced.changes.some((c) => c.reason === '该商品已售罄') && (
        <ArrivalNotice goodsId={priced.goods_id} unit={priced.unit} midPack={1} loggedIn wanted={choice.quantity} />
      )}
      {priced?.expiry_warning && (
        <p className="pl-warn" role="note">
          效期提醒：{priced.expiry_warning}
        </p>
      )}
    </li>
  );
});

export function PlanLines() {
  const plan = useStore($plan);
  const choices = useStore($choices);
  const priced = useStore($pricedByKey);
  const [filter, setFilter] = useState<Filter>('all');
  if (!plan) return null;
  const s = plan.summary;
  const shown = filter === 'all' ? plan.lines : plan.lines.filter((l) => l.status === filter);
  const chips: [Filter, string, number][] = [
    ['all', '全部', s.total],
    ['matched', '已匹配', s.matched],
    ['unsure', '待确认', s.unsure],
    ['unmatched', '未匹配', s.unmatched],
  ];
  const allChosen = plan.lines.every((l) => l.goods_id === null || choices[l.key]?.chosen || priced.get(l.key)?.buyable === false);
  return (
    <section className="pl-panel" aria-labelledby="pl-lines-h">
      <div className="pl-panel-head">
        <h2 id="pl-lines-h">3. 确认匹配结果{plan.plan ? `：${plan.plan.name}` : ''}</h2>
        <span className="pl-head-ops">
          <label className="pl-all">
            <input type="checkbox" checked={allChosen} onChange={(e) => void chooseAll(e.currentTarget.checked)} /> 全选
          </label>
          <button type="button" className="pl-link" onClick={() => void fillSuggestedQuantities()} title="按常购清单里您的平均用量和距上次采购的天数，按中包装取整">
            按建议量填写
          </button>
          <button type="button" className="pl-link" onClick={resetPlan}>
            导入新清单
          </button>
        </span>
      </div>
      <p className="pl-summary" role="status">
        共 {s.total} 行：已匹配 {s.matched} 行，待确认 {s.unsure} 行，未匹配 {s.unmatched} 行
      </p>
      {plan.skipped.map((w) => (
        <p key={w} className="pl-muted">
          {w}
        </p>
      ))}
      <div className="pl-filters" role="group" aria-label="按匹配状态筛选">
        {chips.map(([key, label, n]) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)}>
            {label} {n}
          </button>
        ))}
      </div>
      <ol className="pl-lines" aria-label="采购计划明细">
        {shown.map((l) => (
          <Line key={l.key} line={l} choice={choices[l.key] ?? { goods_id: null, quantity: l.input.quantity, chosen: false }} priced={priced.get(l.key)} />
        ))}
      </ol>
    </section>
  );
}
