/**
 * Cart step 1 (/cart_step1, alias /cart): the lines grouped by activity with their tier bars, select
 * one / all / all buyable, quantity steppers (中包装 steps, limits, stock), ladder hints, tags, the
 * invalid-goods section with 清空失效商品, batch delete, shipping state and the totals. Every number
 * shown is the server's: each action answers with the whole recomputed cart ($cart store).
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $cart,
  CART_FILTER_ALL,
  checkoutCart,
  clearInvalidCartItems,
  confirmRemoveCartItems,
  hydrateCart,
  loadCart,
  selectCartItems,
  setCartQuantity,
  copyCartItems,
  type CartActivity,
  type CartData,
  type CartItem,
} from '../../stores/cart';
import { moveCartLineToFavorites } from '../../stores/favorites';
import { clampStep, stepDown, stepUp, typedDigits } from './stepper';
import './cart-step1.css';
import { formatYuan } from '../../lib/money';

type StoreOption = { id: number; company: string; is_passed: number };
type Props = { initial: CartData | null; passed: boolean; otherStores?: StoreOption[] };

const KIND_LABEL = { manjian: '满减', discount: '满折' } as const;

function TierBar({ activity, compact = false }: { activity: CartActivity; compact?: boolean }) {
  const reached = activity.tiers.filter((t) => t.status === 1).length;
  const target = activity.next ? Number(activity.next.amount) : Number(activity.tiers.at(-1)?.amount ?? 0);
  const eligible = Number(activity.eligible_amount);
  const percent = target > 0 ? Math.min(100, Math.round((eligible / target) * 100)) : 100;
  return (
    <div className={`c1-act${compact ? ' c1-act-compact' : ''}`} data-activity={activity.id}>
      <p className="c1-act-head">
        <span className={`c1-act-kind c1-kind-${activity.kind}`}>{KIND_LABEL[activity.kind]}</span>
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

function Stepper({ item, busy }: { item: CartItem; busy: boolean }) {
  const [text, setText] = useState(String(item.number));
  // A new quantity from the server replaces what was typed (set while rendering, not in an effect).
  const [shown, setShown] = useState(item.number);
  if (shown !== item.number) {
    setShown(item.number);
    setText(String(item.number));
  }
  const range = { min: item.min, max: Math.max(item.max, item.min), step: item.step };
  const commit = (n: number) => {
    const next = clampStep(range, n);
    setText(String(next));
    if (next !== item.number) void setCartQuantity(item.id, next);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(Number(text) || range.min);
    }
  };
  const name = item.goods.name;
  return (
    <div className="c1-stepper" role="group" aria-label={`${name} 数量`}>
      <button type="button" aria-label={`减少 ${name}`} disabled={busy || item.number <= range.min} onClick={() => commit(stepDown(range, item.number))}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={`${name} 数量`}
        value={text}
        onChange={(e) => setText(typedDigits(e.target.value))}
        onBlur={() => commit(Number(text) || range.min)}
        onKeyDown={onKey}
      />
      <button type="button" aria-label={`增加 ${name}`} disabled={busy || item.number >= item.max} onClick={() => commit(stepUp(range, item.number))}>
        +
      </button>
    </div>
  );
}

function limitText(item: CartItem): string {
  const g = item.goods;
  const parts: string[] = [];
  if (g.only_mid_pack === 1 && g.mid_pack > 1) parts.push(`中包装 ${g.mid_pack}${g.bzdw}`);
  if (g.xg_number && g.xg_number > 0) parts.push(`限购 ${g.xg_number}${g.bzdw}`);
  parts.push(`库存 ${g.stock_for_cart}`);
  return parts.join(' · ');
}

function Line({ item, busy, activities }: { item: CartItem; busy: boolean; activities: Map<number, CartActivity> }) {
  const g = item.goods;
  const name = g.name;
  const discount = item.discount_id ? activities.get(item.discount_id) : undefined;
  const reduced = item.pay_price !== item.raw_price;
  return (
    <li className={`c1-line${item.invalid ? ' c1-line-invalid' : ''}`} aria-label={name} data-item={item.id}>
      <div className="c1-check">
        {item.invalid ? (
          <span className="c1-invalid-tag">失效</span>
        ) : (
          <input type="checkbox" aria-label={`选择 ${name}`} checked={item.is_selected === 1} disabled={busy} onChange={(e) => void selectCartItems([item.id], e.target.checked)} />
        )}
      </div>
      <a className="c1-img" href={`/list_info/${g.id}`} tabIndex={-1} aria-hidden="true">
        <img src={g.goods_image[0]?.list} alt="" width="80" height="80" loading="lazy" />
      </a>
      <div className="c1-info">
        <a className="c1-name" href={`/list_info/${g.id}`}>
          {name}
        </a>
        <p className="c1-meta">
          {g.ypgg} · {g.sccj}
        </p>
        {item.near_expiry_line === 1 ? (
          <p className="c1-expiry" data-testid={`line-expiry-${item.id}`}>
            <span className="c1-near">近效期</span>
            <span>
              有效期至 <strong>{g.expiry_date}</strong>
            </span>
            <span>{item.expiry_months_left > 0 ? `剩余 ${item.expiry_months_left} 个月` : '剩余不足 1 个月'}</span>
            {item.expiry_confirm === 1 && <span className="c1-expiry-note">提交订单时需逐一确认</span>}
          </p>
        ) : (
          <p className="c1-meta">效期至 {g.expiry_date}</p>
        )}
        <ul className="c1-tags" aria-label="商品标签">
          {g.rx_class && <li className="t-rx">{g.rx_class}</li>}
          {g.tags
            .filter((t) => t.is_show === 1)
            .map((t) => (
              <li key={t.name} style={{ ['--tag' as string]: t.color }} title={t.describe}>
                {t.name}
              </li>
            ))}
          {discount && (
            <li className="t-act" title={discount.name}>
              {KIND_LABEL.discount}
            </li>
          )}
          {item.gift_data.total > 0 && (
            <li className="t-gift">
              赠{item.gift_data.total}
              {g.bzdw}
            </li>
          )}
          {item.with_coupon === 0 && !item.invalid && <li className="t-nocoupon">不可用券</li>}
        </ul>
        {g.type === 3 && g.combination.length > 0 && <p className="c1-meta">组合：{g.combination.map((c) => `${c.goods.name}×${c.number}`).join('、')}</p>}
      </div>
      <div className="c1-price">
        <span className="price">{formatYuan(item.price)}</span>
        {item.ladder.tier && (
          <span className="c1-ladder">
            阶梯价 {item.ladder.tier.number}
            {g.bzdw}起 {formatYuan(item.ladder.tier.price)}
          </span>
        )}
        {item.ladder.hint && <span className="c1-ladder-hint">{item.ladder.hint}</span>}
      </div>
      <div className="c1-qty">
        {item.invalid ? <span className="muted">{item.invalid_text}</span> : <Stepper item={item} busy={busy} />}
        {!item.invalid && <span className="c1-limit">{limitText(item)}</span>}
        {item.warning && (
          <span className="c1-warn" role="alert">
            {item.warning}
          </span>
        )}
      </div>
      <div className="c1-amount">
        <span className="price" data-testid={`line-amount-${item.id}`}>
          {formatYuan(item.pay_price)}
        </span>
        {reduced && <s className="muted">{formatYuan(item.raw_price)}</s>}
        {item.goods_manjian_amount !== '0.00' && <span className="c1-share">满减 -{formatYuan(item.goods_manjian_amount)}</span>}
        {item.goods_discount_amount !== '0.00' && <span className="c1-share">折扣 -{formatYuan(item.goods_discount_amount)}</span>}
      </div>
      <div className="c1-ops">
        <button type="button" className="c1-link" aria-label={`删除 ${name}`} disabled={busy} onClick={() => void confirmRemoveCartItems([item.id])}>
          删除
        </button>
        <button type="button" className="c1-link" aria-label={`移入收藏 ${name}`} disabled={busy} onClick={() => void moveCartLineToFavorites(item.id, item.goods_id)}>
          移入收藏
        </button>
      </div>
    </li>
  );
}

/** 复制到其他门店: the selected lines into one of the member's other stores. */
function CopyToStore({ stores, ids }: { stores: StoreOption[]; ids: number[] }) {
  const [target, setTarget] = useState(stores[0]?.id ?? 0);
  if (stores.length === 0) return null;
  return (
    <span className="c1-copy">
      <label>
        复制到
        <select value={target} onChange={(e) => setTarget(Number(e.target.value))} aria-label="目标门店">
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.company}
              {s.is_passed ? '' : '（未审核）'}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="c1-link" disabled={ids.length === 0 || !target} onClick={() => void copyCartItems(ids, [target])}>
        复制选中商品
      </button>
    </span>
  );
}

export default function CartStep1({ initial, passed, otherStores = [] }: Props) {
  const state = useStore($cart);
  const [filter, setFilter] = useState(CART_FILTER_ALL);
  useEffect(() => {
    if (initial) hydrateCart(initial);
  }, [initial]);
  const data = state.status === 'ready' && state.data ? state.data : initial;

  // Mutations answer with the unfiltered cart: re-apply a chosen filter.
  const activeFilter = data?.filter_data.find((f) => f.active === 1)?.value ?? CART_FILTER_ALL;
  useEffect(() => {
    if (data && filter !== activeFilter) void loadCart({ filter });
  }, [data, filter, activeFilter]);

  if (!passed) {
    return (
      <section className="c1 c1-empty">
        <h1>我的购物车</h1>
        <p role="status">
          您的资质尚未审核通过，审核通过后即可采购。<a href="/zzzj">查看资质审核进度</a>
        </p>
      </section>
    );
  }
  if (!data)
    return (
      <section className="c1">
        <h1>我的购物车</h1>
        <p>加载中…</p>
      </section>
    );

  const busy = new Set(state.busy);
  const byId = new Map([...data.items, ...data.invalid_items].map((i) => [i.id, i]));
  const activities = new Map([...data.activity_data.manjians, ...data.activity_data.discounts].map((a) => [a.id, a]));
  const s = data.summary;
  const validIds = data.items.map((i) => i.id);
  const buyableIds = data.items.filter((i) => !i.warning).map((i) => i.id);
  const selectedIds = data.items.filter((i) => i.is_selected === 1).map((i) => i.id);
  const allSelected = validIds.length > 0 && selectedIds.length === validIds.length;
  const headed = new Set(data.groups.map((g) => g.activity_id).filter((id) => id !== null));
  const otherActivities = data.activity_data.discounts.filter((a) => !headed.has(a.id));
  const empty = data.total === 0;

  return (
    <section className="c1" aria-labelledby="c1-title">
      <header className="c1-top">
        <h1 id="c1-title">
          我的购物车 <span className="muted">（全部商品 {data.total}）</span>
        </h1>
        <div className="c1-filters" role="group" aria-label="筛选">
          {data.filter_data.map((f) => (
            <button key={f.value} type="button" aria-pressed={f.value === filter} onClick={() => setFilter(f.value)}>
              {f.name} {f.count}
            </button>
          ))}
        </div>
      </header>

      {empty ? (
        <div className="c1-none">
          <p>购物车空空如也~</p>
          <a className="btn" href="/">
            去逛逛
          </a>
        </div>
      ) : (
        <>
          <div className="c1-head" aria-hidden="true">
            <span>选择</span>
            <span>商品信息</span>
            <span>单价</span>
            <span>数量</span>
            <span>小计</span>
            <span>操作</span>
          </div>
          <p className="c1-select-all">
            <label>
              <input type="checkbox" aria-label="全选" checked={allSelected} disabled={validIds.length === 0} onChange={(e) => void selectCartItems(validIds, e.target.checked)} />{' '}
              全选
            </label>
            <button
              type="button"
              className="c1-link"
              onClick={() =>
                void (async () => {
                  const off = selectedIds.filter((id) => !buyableIds.includes(id));
                  if (off.length) await selectCartItems(off, false);
                  await selectCartItems(buyableIds, true);
                })()
              }
              disabled={buyableIds.length === 0}
            >
              全选可购买商品
            </button>
          </p>

          {data.groups.map((group) => {
            const activity = group.activity_id !== null ? activities.get(group.activity_id) : undefined;
            return (
              <section key={group.key} className="c1-group" aria-label={group.title}>
                {activity ? <TierBar activity={activity} /> : <p className="c1-group-title">{group.title}</p>}
                <ul className="c1-lines">
                  {group.item_ids
                    .map((id) => byId.get(id))
                    .filter(Boolean)
                    .map((item) => (
                      <Line key={item!.id} item={item!} busy={busy.has(item!.id)} activities={activities} />
                    ))}
                </ul>
              </section>
            );
          })}

          {otherActivities.length > 0 && (
            <section className="c1-group c1-more" aria-label="其他促销">
              {otherActivities.map((a) => (
                <TierBar key={a.id} activity={a} compact />
              ))}
            </section>
          )}

          {data.invalid_items.length > 0 && (
            <section className="c1-group c1-invalid" aria-labelledby="c1-invalid-title">
              <p className="c1-group-title">
                <strong id="c1-invalid-title">失效商品（{data.invalid_items.length}）</strong>
                <button type="button" className="c1-link" onClick={() => void clearInvalidCartItems()}>
                  清空失效商品
                </button>
              </p>
              <ul className="c1-lines">
                {data.invalid_items.map((item) => (
                  <Line key={item.id} item={item} busy={busy.has(item.id)} activities={activities} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      {!empty && (
        <footer className="c1-bar" aria-label="结算信息">
          <div className="c1-bar-left">
            <label>
              <input
                type="checkbox"
                aria-label="全选（底部）"
                checked={allSelected}
                disabled={validIds.length === 0}
                onChange={(e) => void selectCartItems(validIds, e.target.checked)}
              />{' '}
              全选
            </label>
            <button
              type="button"
              className="c1-link"
              disabled={selectedIds.length === 0}
              onClick={() => void confirmRemoveCartItems(selectedIds, `确定删除选中的 ${selectedIds.length} 件商品吗?`)}
            >
              删除选中商品
            </button>
            <CopyToStore stores={otherStores} ids={selectedIds} />
            <span className="c1-ship" data-testid="cart-shipping">
              {data.shipping_data.text}
            </span>
          </div>
          <dl className="c1-sum">
            <div>
              <dt>已选商品</dt>
              <dd>
                <strong data-testid="cart-selected-count">{s.selected_count}</strong> 种 / {s.selected_number} 件
              </dd>
            </div>
            <div>
              <dt>商品总额</dt>
              <dd data-testid="cart-goods-amount">{formatYuan(s.goods_amount)}</dd>
            </div>
            <div>
              <dt>满减</dt>
              <dd data-testid="cart-manjian-amount">-{formatYuan(s.manjian_amount)}</dd>
            </div>
            {s.discount_amount !== '0.00' && (
              <div>
                <dt>折扣</dt>
                <dd data-testid="cart-discount-amount">-{formatYuan(s.discount_amount)}</dd>
              </div>
            )}
            <div>
              <dt>可用券金额</dt>
              <dd data-testid="cart-coupon-amount">{formatYuan(s.coupon_amount)}</dd>
            </div>
            <div>
              <dt>运费</dt>
              <dd data-testid="cart-shipping-fee">{formatYuan(s.shipping_fee)}</dd>
            </div>
            <div className="c1-pay">
              <dt>应付总额</dt>
              <dd className="price" data-testid="cart-payable">
                {formatYuan(s.payable)}
              </dd>
            </div>
          </dl>
          <button type="button" className="btn c1-go" disabled={s.selected_count === 0} onClick={() => void checkoutCart(selectedIds)}>
            去结算
          </button>
        </footer>
      )}
      {/* Phones: the full summary above stays in the page flow; only this one line sticks above the bottom bar. */}
      {!empty && (
        <div className="c1-dock" role="group" aria-label="合计与结算">
          <p>
            合计 <strong className="price">{formatYuan(s.payable)}</strong>
            <small>已选 {s.selected_count} 种</small>
          </p>
          <button type="button" className="btn c1-go" disabled={s.selected_count === 0} onClick={() => void checkoutCart(selectedIds)}>
            去结算
          </button>
        </div>
      )}
    </section>
  );
}
