/**
 * The 采购数量 cell of the re-order tables (常购清单, 快捷采购, 我的收藏): when the row can be bought
 * (`rules`), an input taking digits only while typing (at most 6), kept to the goods' 中包装 step,
 * minimum and maximum when the field is left; else why not (`reason`). The bounds are the server's
 * (`quantityRules`); the server checks again when the line is added.
 */
import { clampQuantity, type QuantityRules } from '../add-to-cart/quantity';

type Props = { rules: QuantityRules | null; reason: string | null; value: string; label: string; onValue: (value: string) => void; title?: string };

export default function QuantityCell({ rules, reason, value, label, onValue, title }: Props) {
  return (
    <td data-label="采购数量">
      {rules ? (
        <input
          className="ss-qty"
          inputMode="numeric"
          aria-label={label}
          value={value}
          onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
          onBlur={() => onValue(String(clampQuantity(rules, Number(value))))}
          title={title}
        />
      ) : (
        <span className="ss-sub">{reason}</span>
      )}
    </td>
  );
}
