/** A cart line's quantity stepper: − / typed / +, kept to the server's {min, max, step}; a change is sent at once. */
import { useState, type KeyboardEvent } from 'react';
import { setCartQuantity, type CartItem } from '../../stores/cart';
import { clampStep, stepDown, stepUp, typedDigits } from './stepper';

export default function Stepper({ item, busy }: { item: CartItem; busy: boolean }) {
  const [text, setText] = useState(String(item.number));
  // A new quantity from the server replaces what was typed (set while rendering, not in an effect) —
  // unless it is the answer to this field's own change: the field already shows that number, and what
  // the buyer typed since the change was sent must not be overwritten when its answer comes.
  const [shown, setShown] = useState(item.number);
  const [sent, setSent] = useState<number | null>(null);
  if (shown !== item.number) {
    setShown(item.number);
    if (item.number !== sent) setText(String(item.number));
    setSent(null);
  }
  const range = { min: item.min, max: Math.max(item.max, item.min), step: item.step };
  const commit = (n: number) => {
    const next = clampStep(range, n);
    setText(String(next));
    if (next === item.number) return;
    setSent(next);
    void setCartQuantity(item.id, next);
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
