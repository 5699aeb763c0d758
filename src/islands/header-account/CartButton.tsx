import { useStore } from '@nanostores/react';
import { $cartCount } from '../../stores/cart';
import { useHydrated } from '../shared/use-hydrated';
import './cart-button.css';

/** Spec: cart badges show at most 99. */
export const BADGE_MAX = 99;
export function badgeText(count: number): string | null {
  if (!count || count < 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** Header cart button with its badge (the count of the shared $cart store). */
export default function CartButton() {
  const count = useStore($cartCount);
  const badge = useHydrated() ? badgeText(count) : null;
  return (
    <a className="btn btn-ghost cart-btn" href="/cart" aria-label={badge ? `我的购物车，${badge} 件商品` : '我的购物车'}>
      我的购物车
      {badge && (
        <span className="cart-btn-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </a>
  );
}
