/**
 * The goods table of 常看 and 我的清单: today's price and stock for this store, a quantity cell kept to
 * the goods' rules (starting at the minimum), choose rows and add them — or all — to the cart in one
 * request under the cart's rules. `actions` adds batch buttons for the chosen ids; `rowAction` one per row.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cartAdding } from '../../stores/cart';
import { addFrequentToCart } from '../../stores/frequent';
import type { Goods } from '../../wire/goods';
import { clampQuantity, rowRules } from '../add-to-cart/quantity';
import PriceCell from '../shared/PriceCell';
import QuantityCell from '../shared/QuantityCell';
import ReorderTable from '../shared/ReorderTable';
import SelectionBar, { useChosen } from '../shared/SelectionBar';
import StockCell from '../shared/StockCell';

export type GoodsRow = { goods_id: number; name: string; goods: Goods | null; note?: string };
type Props = { rows: GoodsRow[]; caption: string; actions?: (ids: number[], clear: () => void) => ReactNode; rowAction?: (row: GoodsRow) => ReactNode };

export default function GoodsRows({ rows, caption, actions, rowAction }: Props) {
  const adding = useStore($cartAdding).size > 0;
  const { chosen, toggle, setChosen } = useChosen();
  const [qty, setQty] = useState<Record<number, string>>({});
  const ruled = useMemo(() => rows.map((row) => ({ row, ...rowRules(row.goods) })), [rows]);
  const buyable = ruled.filter((r) => r.rules);
  const allOn = rows.length > 0 && rows.every((r) => chosen.has(r.goods_id));
  const add = async (which: typeof ruled) => {
    const lines = which.map(({ row, rules }) => ({
      goods_id: row.goods_id,
      price: row.goods!.base_price!,
      ck_id: row.goods!.ck_id,
      number: clampQuantity(rules!, Number(qty[row.goods_id] ?? rules!.min)),
    }));
    if (lines.length && (await addFrequentToCart(lines))) setChosen(new Set());
  };
  const chosenBuyable = buyable.filter((r) => chosen.has(r.row.goods_id));
  return (
    <>
      <SelectionBar
        allOn={allOn}
        canChoose={rows.length > 0}
        onToggleAll={() => setChosen(allOn ? new Set() : new Set(rows.map((r) => r.goods_id)))}
        allLabel="全选"
        count={chosen.size}
      >
        <button type="button" className="btn" disabled={!chosenBuyable.length || adding} onClick={() => void add(chosenBuyable)}>
          {adding ? '加入中…' : '加入购物车'}
        </button>
        <button type="button" className="btn" disabled={!buyable.length || adding} onClick={() => void add(buyable)}>
          全部加入购物车
        </button>
        {actions?.([...chosen], () => setChosen(new Set()))}
      </SelectionBar>
      <ReorderTable
        caption={caption}
        head={
          <>
            <th scope="col" className="num">
              今日价格
            </th>
            <th scope="col">库存</th>
            <th scope="col">采购数量</th>
            {rowAction && <th scope="col">操作</th>}
          </>
        }
      >
        {ruled.map(({ row, rules, reason }) => {
          const g = row.goods;
          return (
            <tr key={row.goods_id}>
              <td>
                <input type="checkbox" aria-label={`选择 ${row.name}`} checked={chosen.has(row.goods_id)} onChange={() => toggle(row.goods_id)} />
              </td>
              <td className="wide">
                {g ? <a href={`/list_info/${row.goods_id}`}>{row.name}</a> : row.name}
                <span className="ss-sub">{g ? `${g.ypgg} · ${g.sccj}` : '商品已下架或暂不可见'}</span>
                {row.note && <span className="ss-sub">{row.note}</span>}
              </td>
              <PriceCell price={g?.base_price} fallback={g?.price_notice ?? '—'} />
              <StockCell stock={g ? g.number : null} />
              <QuantityCell
                rules={rules}
                reason={reason}
                label={`${row.name} 采购数量`}
                value={qty[row.goods_id] ?? String(rules?.min ?? '')}
                onValue={(v) => setQty((q) => ({ ...q, [row.goods_id]: v }))}
              />
              {rowAction && <td data-label="操作">{rowAction(row)}</td>}
            </tr>
          );
        })}
      </ReorderTable>
    </>
  );
}
