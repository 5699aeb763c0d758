import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartAdding, addToCart } from '../../stores/cart';
import { $quotes, loadQuote, type GoodsQuote } from '../../stores/quote';
import { useHydrated } from '../shared/use-hydrated';
import { clampQuantity, quantityRules, type QuantityInput } from './quantity';
import { QuoteBox } from './QuoteBox';
import './add-to-cart.css';

type Props = {
  goods: QuantityInput & { id: number; name: string; base_price: string | null; ck_id: number; bzdw: string };
  /** Compact layout for table rows. */
  compact?: boolean;
  /** The detail page: the server's quote for the first quantity; the box then asks for each new quantity. */
  quote?: GoodsQuote | null;
  /** The page's main buy box (the detail page): on phones its stepper and button form a bar fixed at the bottom. */
  main?: boolean;
};

/** The plain-form endpoint that answers a tap made before this island hydrated (issue 34). */
const ADD_FORM_ACTION = '/api/cart/form';

/**
 * Quantity box (−, input, +) honouring the middle-pack step, stock and purchase limit, and the add
 * button, which calls the cart store's addToCart. Rendered only for viewers who see prices.
 * The server renders it as a real form: a tap on 加入购物车 (or Enter in the quantity) before the
 * island hydrated posts it to {@link ADD_FORM_ACTION} and the page comes back with the cart's message;
 * the − / + steppers, which need the script, show disabled until then.
 */
export default function AddToCart({ goods: g, compact = false, quote: firstQuote = null, main = false }: Props) {
  const hydrated = useHydrated();
  const rules = quantityRules(g);
  const [quantity, setQuantity] = useState(rules.min);
  const [text, setText] = useState(String(rules.min));
  const [clamped, setClamped] = useState<string | null>(null);
  const adding = useStore($cartAdding).has(g.id);
  const quote = useStore($quotes)[String(g.id)] ?? firstQuote;
  const set = (n: number) => {
    const next = clampQuantity(rules, n);
    // Never silently: a quantity the box changed says why (the server's limits: stock, 限购, 中包装).
    setClamped(next !== n && n > 0 ? `已调整为 ${next}${g.bzdw}（${next < n ? `最多可购 ${rules.max}${g.bzdw}` : `按 ${rules.step}${g.bzdw} 的倍数购买`}）` : null);
    setQuantity(next);
    setText(String(next));
    if (firstQuote && next !== quote?.number) void loadQuote(g.id, next);
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
    <form
      className={`atc${compact ? ' atc-compact' : ''}${main ? ' atc-main' : ''}`}
      method="post"
      action={ADD_FORM_ACTION}
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <input type="hidden" name="goods_id" value={g.id} />
      <input type="hidden" name="ck_id" value={g.ck_id} />
      <input type="hidden" name="price" value={g.base_price} />
      <div className="atc-bar">
        <div className="atc-qty" role="group" aria-label={`${g.name} 采购数量`}>
          <button type="button" aria-label="减少" onClick={() => set(quantity - rules.step)} disabled={!hydrated || quantity <= rules.min}>
            −
          </button>
          <input
            type="text"
            inputMode="numeric"
            name="number"
            aria-label="数量"
            value={text}
            onChange={(e) => {
              const typed = e.target.value.replace(/\D/g, '').slice(0, 7);
              setText(typed);
              if (firstQuote && Number(typed) >= 1 && Number(typed) <= 99_999) void loadQuote(g.id, Number(typed));
            }}
            onBlur={() => set(Number(text) || rules.min)}
          />
          <button type="button" aria-label="增加" onClick={() => set(quantity + rules.step)} disabled={!hydrated || quantity >= rules.max}>
            +
          </button>
        </div>
        <button type="submit" className="btn atc-add" disabled={adding} aria-busy={adding}>
          {adding ? '加入中…' : '加入购物车'}
        </button>
      </div>
      {!compact && (
        <p className="atc-hint">
          {rules.step > 1 ? `按中包装 ${rules.step}${g.bzdw} 的倍数购买` : `库存 ${g.number}`}
          {g.xg_number ? `，限购 ${g.xg_number}` : ''}
        </p>
      )}
      {clamped && (
        <p className="atc-warn" role="status">
          {clamped}
        </p>
      )}
      {quote && <QuoteBox quote={quote} unit={g.bzdw} />}
    </form>
  );
}
