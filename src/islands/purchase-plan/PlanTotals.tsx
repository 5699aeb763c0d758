/** The plan's totals (the pricing engine's, as in the cart), 满减 progress, shipping, 加入购物车 and 保存为常购计划. */
import { formatYuan, parseYuanToFen } from '../../lib/money';
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $busy, $cartLines, $minShelf, $plan, $pricing, $repricing, addPlanToCart, savePlan } from '../../stores/purchase-plan';

export function PlanTotals() {
  const plan = useStore($plan);
  const pricing = useStore($pricing);
  const lines = useStore($cartLines);
  const busy = useStore($busy);
  const minShelf = useStore($minShelf);
  const repricing = useStore($repricing);
  const [added, setAdded] = useState(false);
  const [naming, setNaming] = useState(false);
  if (!plan) return null;
  const t = pricing?.totals;
  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (await savePlan(name, plan.plan?.id)) setNaming(false);
  };
  return (
    <section className="pl-totals" aria-labelledby="pl-totals-h" aria-busy={repricing}>
      <h2 id="pl-totals-h" className="sr-only">
        采购计划合计
      </h2>
      {pricing && pricing.activities.length > 0 && (
        <ul className="pl-acts" aria-label="满减活动进度">
          {pricing.activities.map((a) => (
            <li key={a.id}>
              <strong>{a.kind_text}</strong> {a.name}：{a.reached ? `已享${a.reached}；` : ''}
              {a.text}
            </li>
          ))}
        </ul>
      )}
      <dl className="pl-sum">
        <div>
          <dt>已选</dt>
          <dd data-testid="plan-count">
            {t?.count ?? 0} 种 {t?.number ?? 0} 件
          </dd>
        </div>
        <div>
          <dt>商品金额</dt>
          <dd data-testid="plan-goods-amount">{formatYuan(t?.goods_amount ?? '0.00')}</dd>
        </div>
        <div>
          <dt>满减/折扣</dt>
          <dd>-{formatYuan(t ? (parseYuanToFen(t.manjian_amount) ?? 0) + (parseYuanToFen(t.discount_amount) ?? 0) : 0)}</dd>
        </div>
        <div>
          <dt>运费</dt>
          <dd>
            {formatYuan(t?.shipping_fee ?? '0.00')} <small className="pl-muted">{pricing?.shipping.text}</small>
          </dd>
        </div>
        <div className="pl-pay">
          <dt>应付</dt>
          <dd data-testid="plan-payable">{formatYuan(t?.payable ?? '0.00')}</dd>
        </div>
      </dl>
      {minShelf > 0 && <p className="pl-muted">效期要求：剩余至少 {minShelf} 个月（不足的商品已标出）</p>}
      <div className="pl-actions">
        <button type="button" className="pl-btn pl-primary" disabled={!!busy || repricing || lines.length === 0} onClick={async () => setAdded(await addPlanToCart())}>
          加入购物车（{lines.length} 种）
        </button>
        {added && (
          <a className="pl-btn" href="/cart_step1">
            去购物车结算
          </a>
        )}
        {naming ? (
          <form className="pl-save" onSubmit={onSave}>
            <label htmlFor="pl-plan-name">计划名称</label>
            <input id="pl-plan-name" name="name" maxLength={30} required defaultValue={plan.plan?.name ?? '常购计划'} />
            <button type="submit" className="pl-btn" disabled={!!busy}>
              保存
            </button>
            <button type="button" className="pl-link" onClick={() => setNaming(false)}>
              取消
            </button>
          </form>
        ) : (
          <button type="button" className="pl-btn" onClick={() => setNaming(true)}>
            {plan.plan ? '更新常购计划' : '保存为常购计划'}
          </button>
        )}
      </div>
    </section>
  );
}
