/**
 * The 库存 cell of the re-order tables: — when the goods is gone (`stock` null), else 有货 or a red 缺货
 * (常购清单), or with `count` the units in stock (快捷采购; with `unit` after them, 我的收藏) or a plain
 * 缺货. The markup is the tables' own: the server-rendered rows must hydrate unchanged.
 */
type Props = { stock: number | null; count?: boolean; unit?: string; numeric?: boolean };

export default function StockCell({ stock, count, unit, numeric }: Props) {
  return (
    <td data-label="库存" className={numeric ? 'num' : undefined}>
      {stockText(stock, count, unit)}
    </td>
  );
}

function stockText(stock: number | null, count?: boolean, unit?: string) {
  if (stock === null) return '—';
  if (stock <= 0) return count ? '缺货' : <span className="cq-out">缺货</span>;
  if (!count) return '有货';
  return unit === undefined ? stock : `${stock}${unit}`;
}
