import { useStore } from '@nanostores/react';
import { $cartCount } from '../../stores/cart';
import { useHydrated } from '../shared/use-hydrated';

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
    <a className="btn btn-ghost" href="/cart" aria-label={badge ? `我的购物车，${badge} 件商品` : '我的购物车'} style={{ position: 'relative', padding: '.55rem 1.2rem' }}>
      我的购物车
      {badge && (
        <span
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: -8,
            right: -8,
            minWidth: 20,
            padding: '0 5px',
            borderRadius: 10,
            background: 'var(--accent)',
            color: 'var(--text-inverse)',
            fontSize: 'var(--font-xs)',
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {badge}
        </span>
      )}
    </a>
  );
}
