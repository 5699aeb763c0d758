/**
 * Cart step 1 (/cart_step1, alias /cart): the lines grouped by activity with their tier bars, select
 * one / all / all buyable, quantity steppers (中包装 steps, limits, stock), ladder hints, tags, the
 * invalid-goods section with 清空失效商品, batch delete, shipping state and the totals. Every number
 * shown is the server's: each action answers with the whole recomputed cart ($cart store).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, CART_FILTER_ALL, clearInvalidCartItems, hydrateCart, loadCart, selectCartItems, type CartData } from '../../stores/cart';
import TierBar from './TierBar';
import Line from './CartLine';
import CartCheckoutBar from './CartCheckoutBar';
import type { StoreOption } from './CopyToStore';
import './cart-step1.css';

type Props = { initial: CartData | null; passed: boolean; otherStores?: StoreOption[] };

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

      {!empty && <CartCheckoutBar data={data} validIds={validIds} selectedIds={selectedIds} allSelected={allSelected} otherStores={otherStores} />}
    </section>
  );
}
