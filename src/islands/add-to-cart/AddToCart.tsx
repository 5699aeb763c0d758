import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartAdding, addToCart } from '../../stores/cart';
import { clampQuantity, quantityRules, type QuantityInput } from './quantity';
import './add-to-cart.css';

type Props = {
  goods: QuantityInput & { id: number; name: string; base_price: string | null; ck_id: number; bzdw: string };
  /** Compact layout for table rows. */
  compact?: boolean;
};

/**
 * Quantity box (−, input, +) honouring the middle-pack step, stock and purchase limit, and the add
 * button, which calls the cart store's addToCart. Rendered only for viewers who see prices.
 */
export default function AddToCart({ goods: g, compact = false }: Props) {
  const rules = quantityRules(g);
  const [quantity, setQuantity] = useState(rules.min);
  const [text, setText] = useState(String(rules.min));
  const adding = useStore($cartAdding).has(g.id);
  const set = (n: number) => {
    const next = clampQuantity(rules, n);
    setQuantity(next);
    setText(String(next));
  };
  if (!rules.buyable || g.base_price === null) {
    return <p className="atc-off">{rules.reason ?? '暂不可购买'}</p>;
  }
  const add = () => {
    const number = clampQuantity(rules, Number(text));
    set(number);
    void addToCart([{ goods_id: g.id, price: g.base_price!, number, ck_id: g.ck_id }]);
  };
  return (
    <div className={`atc${compact ? ' atc-compact' : ''}`}>
      <div className="atc-qty" role="group" aria-label={`${g.name} 采购数量`}>
        <button type="button" aria-label="减少" onClick={() => set(quantity - rules.step)} disabled={quantity <= rules.min}>
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label="数量"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 7))}
          onBlur={() => set(Number(text) || rules.min)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" aria-label="增加" onClick={() => set(quantity + rules.step)} disabled={quantity >= rules.max}>
          +
        </button>
      </div>
      {!compact && (
        <p className="atc-hint">
          {rules.step > 1 ? `按中包装 ${rules.step}${g.bzdw} 的倍数购买` : `库存 ${g.number}`}
          {g.xg_number ? `，限购 ${g.xg_number}` : ''}
        </p>
      )}
      <button type="button" className="btn atc-add" onClick={add} disabled={adding} aria-busy={adding}>
        {adding ? '加入中…' : '加入购物车'}
      </button>
    </div>
  );
}
