import { useState } from 'react';
import { copyCartItems } from '../../stores/cart';
import type { StoreItem } from '../../wire/account';

/** Another of the member's stores, as the cart page passes it. */
export type StoreOption = Pick<StoreItem, 'id' | 'company' | 'is_passed'>;

/** 复制到其他门店: the selected lines into one of the member's other stores. */
export default function CopyToStore({ stores, ids }: { stores: StoreOption[]; ids: number[] }) {
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
