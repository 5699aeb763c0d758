/**
 * The 今日价格 cell of the re-order tables (常购清单, 快捷采购, 我的收藏): the engine's quote when the
 * row has one (its unit price, the list price struck through when lower, `children` under it), else the
 * goods' price, else `fallback` (why the price is hidden, or —). The markup is the tables' own: the
 * server-rendered rows must hydrate unchanged.
 */
import type { ReactNode } from 'react';
import { formatYuan } from '../../lib/money';
import type { GoodsQuote } from '../../wire/price';

type Props = {
  quote?: Pick<GoodsQuote, 'unit_price' | 'list_price'> | null;
  /** The goods' price (yuan) when there is no quote. */
  price?: string | null;
  fallback: ReactNode;
  /** Right-aligned like the table's other numbers (the `num` class); 我的收藏 leaves it. */
  numeric?: boolean;
  testId?: string;
  children?: ReactNode;
};

export default function PriceCell({ quote, price, fallback, numeric = true, testId, children }: Props) {
  return (
    <td data-label="今日价格" className={numeric ? 'num price' : 'price'} data-testid={testId}>
      {quote ? (
        <>
          {formatYuan(quote.unit_price)}
          {quote.unit_price !== quote.list_price && <s className="ss-sub">{formatYuan(quote.list_price)}</s>}
          {children}
        </>
      ) : price ? (
        formatYuan(price)
      ) : (
        fallback
      )}
    </td>
  );
}
