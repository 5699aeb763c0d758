/**
 * The purchase-quantity cell of the re-order tables (常购清单, 快捷采购, 我的收藏): digits only while
 * typing (at most 6), kept to the goods' 中包装 step, minimum and maximum when the field is left.
 * The bounds are the server's (`quantityRules`); the server checks again when the line is added.
 */
import { clampQuantity, type QuantityRules } from '../add-to-cart/quantity';

type Props = { rules: QuantityRules; value: string; label: string; onValue: (value: string) => void; title?: string };

export default function QuantityCell({ rules, value, label, onValue, title }: Props) {
  return (
    <input
      className="ss-qty"
      inputMode="numeric"
      aria-label={label}
      value={value}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
      onBlur={() => onValue(String(clampQuantity(rules, Number(value))))}
      title={title}
    />
  );
}
