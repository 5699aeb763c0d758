/**
 * The cart's checkout bar: select all, delete selected, copy to another store, shipping state, the
 * server's totals and 去结算; on phones one sticky line (合计 and 去结算) above the bottom bar.
 */
import { checkoutCart, confirmRemoveCartItems, selectCartItems, type CartData } from '../../stores/cart';
import { formatYuan } from '../../lib/money';
import CopyToStore, { type StoreOption } from './CopyToStore';
import { useHydrated } from '../shared/use-hydrated';

type Props = { data: CartData; validIds: number[]; selectedIds: number[]; allSelected: boolean; otherStores: StoreOption[] };

export default function CartCheckoutBar({ data, validIds, selectedIds, allSelected, otherStores }: Props) {
  const s = data.summary;
  // 去结算 shows disabled and busy until the island hydrated (issue 34: a tap before that would do nothing).
  const ready = useHydrated();
  return (
    <>
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
        <button type="button" className="btn c1-go" disabled={!ready || s.selected_count === 0} aria-busy={!ready} onClick={() => void checkoutCart(selectedIds)}>
          去结算
        </button>
      </footer>
      {/* Phones: the full summary above stays in the page flow; only this one line sticks above the bottom bar. */}
      <div className="c1-dock" role="group" aria-label="合计与结算">
        <p>
          合计 <strong className="price">{formatYuan(s.payable)}</strong>
          <small>已选 {s.selected_count} 种</small>
        </p>
        <button type="button" className="btn c1-go" disabled={!ready || s.selected_count === 0} aria-busy={!ready} onClick={() => void checkoutCart(selectedIds)}>
          去结算
        </button>
      </div>
    </>
  );
}
