/**
 * What the chosen quantity costs (the detail page): the server's quote for it — unit price, amount,
 * the rule that applied (tier reached, 秒杀价, 全场94折) and what the next ladder tier would save.
 */
import { formatYuan } from '../../lib/money';
import type { GoodsQuote } from '../../wire/price';

export function QuoteBox({ quote, unit }: { quote: GoodsQuote; unit: string }) {
  const reduced = quote.unit_price !== quote.list_price;
  return (
    <div className="atc-quote" data-testid="quote" aria-live="polite">
      <p>
        {quote.number}
        {unit} 单价 <strong data-testid="quote-unit">{formatYuan(quote.unit_price)}</strong>
        {reduced && (
          <s className="atc-was">
            <span className="sr-only">原价</span>
            {formatYuan(quote.list_price)}
          </s>
        )}
        ，小计 <strong data-testid="quote-amount">{formatYuan(quote.amount)}</strong>
      </p>
      {quote.applied.length > 0 && <p className="atc-applied">{quote.applied.map((a) => a.label).join(' · ')}</p>}
      {quote.next_tier && (
        <p className="atc-next" data-testid="quote-next">
          再买 {quote.next_tier.more}
          {unit}（满 {quote.next_tier.number}
          {unit}）单价 {formatYuan(quote.next_tier.unit_price)}
          {quote.next_tier.saving !== '0.00' && `，每${unit}省 ${formatYuan(quote.next_tier.saving)}`}
        </p>
      )}
      {quote.message && (
        <p className="atc-warn" role="alert">
          {quote.message}
        </p>
      )}
    </div>
  );
}
