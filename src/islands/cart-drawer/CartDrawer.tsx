/**
 * The cart drawer of the right sidebar (spec: width 40 collapsed, 310 open). The sidebar's cart
 * button toggles it; it lists the cart's items with a delete button each (asking
 * "确定删除这件商品吗?"), the item count and total, and 去购物车结算. Empty: 购物车空空如也~.
 * It reads the shared $cart store; it refreshes when opened and whenever the cart-action flag is
 * set (an add anywhere on the page), except on cart step 1, which keeps its own state.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useHydrated } from '../shared/use-hydrated';
import {
  $cart,
  $cartActionFlag,
  $cartCount,
  $cartDrawerOpen,
  closeCartDrawer,
  confirmRemoveCartItems,
  currentRoute,
  loadCart,
  refreshOnCartAction,
  toggleCartDrawer,
  type CartItem,
} from '../../stores/cart';
import { $isLoggedIn, $user } from '../../stores/user';
import { badgeText } from '../header-account/CartButton';
import './cart-drawer.css';
import { formatYuan } from '../../lib/money';

/** The sidebar's cart button with its badge; toggles the drawer. */
export function CartDrawerToggle({ className = 'rs-item', badgeClass = 'rs-badge' }: { className?: string; badgeClass?: string }) {
  const storedCount = useStore($cartCount);
  const count = useHydrated() ? storedCount : 0;
  const open = useStore($cartDrawerOpen);
  const badge = badgeText(count);
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls="cart-drawer" aria-label={badge ? `购物车，${badge} 件` : '购物车'} onClick={toggleCartDrawer}>
      购物车
      {badge && (
        <span className={badgeClass} aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

function DrawerItem({ item, busy }: { item: CartItem; busy: boolean }) {
  const g = item.goods;
  return (
    <li className={`cd-item${item.invalid ? ' cd-invalid' : ''}`}>
      <a href={`/list_info/${g.id}`} className="cd-img" tabIndex={-1} aria-hidden="true">
        <img src={g.goods_image[0]?.list} alt="" width="56" height="56" loading="lazy" />
      </a>
      <div className="cd-info">
        <a href={`/list_info/${g.id}`} className="cd-name" title={g.name}>
          {g.name}
        </a>
        <p className="cd-spec">{g.ypgg}</p>
        <p className="cd-line">
          {item.invalid ? (
            <span className="cd-tag">{item.invalid_text}</span>
          ) : (
            <>
              <span className="price">{formatYuan(item.price_model.unit_price)}</span>
              {item.price_model.unit_price !== item.price_model.list_price && (
                <s className="cd-was">
                  <span className="sr-only">原价</span>
                  {formatYuan(item.price_model.list_price)}
                </s>
              )}{' '}
              × {item.number}
              {g.bzdw} = <span data-testid="cart-drawer-amount">{formatYuan(item.price_model.amount)}</span>
            </>
          )}
        </p>
      </div>
      <button type="button" className="cd-del" aria-label={`删除 ${g.name}`} disabled={busy} onClick={() => void confirmRemoveCartItems([item.id])}>
        删除
      </button>
    </li>
  );
}

/** The drawer panel (rendered inside the sidebar). */
export default function CartDrawer() {
  const open = useStore($cartDrawerOpen);
  const flag = useStore($cartActionFlag);
  const state = useStore($cart);
  const user = useStore($user);
  const loggedIn = useStore($isLoggedIn);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus moves to the drawer's heading when it opens and back to what opened it (the sidebar button)
  // when it closes, unless the buyer has moved on to something else on the page meanwhile.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('#cart-drawer')) opener.current?.focus();
    };
  }, [open]);

  // Fresh numbers each time it opens (members only; visitors are asked to log in).
  useEffect(() => {
    if (!open) return;
    if (loggedIn && currentRoute() !== 'cart_step1') void loadCart({ silent: true });
  }, [open, loggedIn]);

  // The cart-action flag: refresh after adds made anywhere (not on cart step 1).
  useEffect(() => {
    if (flag) void refreshOnCartAction();
  }, [flag]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeCartDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  const data = state.data;
  const items = data ? [...data.items, ...data.invalid_items] : [];
  let body;
  if (!user.show) body = <p className="cd-empty">加载中…</p>;
  else if (!loggedIn)
    body = (
      <p className="cd-empty">
        <a href="/login">登录</a>后查看购物车
      </p>
    );
  else if (state.status === 'error')
    body = (
      <p className="cd-empty" role="alert">
        {state.error}
      </p>
    );
  else if (!data) body = <p className="cd-empty">加载中…</p>;
  else if (items.length === 0) body = <p className="cd-empty">购物车空空如也~</p>;
  else
    body = (
      <ul className="cd-list">
        {items.map((i) => (
          <DrawerItem key={i.id} item={i} busy={state.busy.includes(i.id)} />
        ))}
      </ul>
    );

  return (
    <section id="cart-drawer" className="cd" aria-labelledby="cart-drawer-title">
      <header className="cd-head">
        <h2 id="cart-drawer-title" ref={headingRef} tabIndex={-1}>
          购物车
        </h2>
        <button type="button" className="cd-close" aria-label="收起购物车" onClick={closeCartDrawer}>
          ×
        </button>
      </header>
      <div className="cd-body" aria-live="polite" aria-busy={state.status === 'loading'}>
        {body}
      </div>
      {loggedIn && data && items.length > 0 && (
        <footer className="cd-foot">
          <p className="cd-count">
            共 <strong>{data.total}</strong> 件商品，已选 {data.summary.selected_count} 件
          </p>
          <p className="cd-sum">
            商品金额：<span>{formatYuan(data.summary.goods_amount)}</span>
          </p>
          {data.summary.promotion_amount !== '0.00' && (
            <p className="cd-sum cd-discount">
              优惠：<span data-testid="cart-drawer-discount">-{formatYuan(data.summary.promotion_amount)}</span>
            </p>
          )}
          <p className="cd-total">
            合计：
            <span className="price" data-testid="cart-drawer-total">
              {formatYuan(data.summary.order_amount)}
            </span>
          </p>
          {data.shipping_data.text && <p className="cd-ship">{data.shipping_data.text}</p>}
        </footer>
      )}
      <a className="btn cd-go" href="/cart_step1">
        去购物车结算
      </a>
    </section>
  );
}
