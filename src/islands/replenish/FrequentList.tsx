import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatYuan } from '../../lib/money';
import { formatDate } from '../../lib/time';
import { $cartAdding } from '../../stores/cart';
import { addFrequentToCart, type FrequentItem, type FrequentList as Data } from '../../stores/frequent';
import { clampQuantity, rowRules } from '../add-to-cart/quantity';
import PriceCell from '../shared/PriceCell';
import QuantityCell from '../shared/QuantityCell';
import ReorderTable from '../shared/ReorderTable';
import SelectionBar, { useChosen } from '../shared/SelectionBar';
import StockCell from '../shared/StockCell';
import AddToList from './AddToList';
import '../self-service/self-service.css';
import './replenish.css';

type Sort = 'times' | 'recent' | 'suggested';
const SORTS: Record<Sort, [string, (a: FrequentItem, b: FrequentItem) => number]> = {
  times: ['最常购买', (a, b) => b.times - a.times || b.last_at.localeCompare(a.last_at)],
  recent: ['最近购买', (a, b) => b.last_at.localeCompare(a.last_at)],
  suggested: ['建议量最多', (a, b) => b.suggested - a.suggested || b.times - a.times],
};

/**
 * 常买: goods bought in the last 180 days with the last purchase, times, interval, stock now and the
 * 建议采购量 (its reason under it); the quantity starts at the suggestion (else the last quantity) kept
 * to 中包装 steps, stock and limits; 加入购物车 sends the chosen rows, 全部加入 every buyable one.
 */
export default function FrequentList({ data }: { data: Data }) {
  const adding = useStore($cartAdding).size > 0;
  const [sort, setSort] = useState<Sort>('times');
  const [keyword, setKeyword] = useState('');
  const [onlyInStock, setOnlyInStock] = useState(false);
  const rows = useMemo(() => data.list.map((item) => ({ item, ...rowRules(item.goods) })), [data]);
  const { chosen, toggle, setChosen } = useChosen();
  const [qty, setQty] = useState<Record<number, string>>(() =>
    Object.fromEntries(rows.filter((r) => r.rules).map((r) => [r.item.goods_id, String(clampQuantity(r.rules!, r.item.suggested || r.item.last_number))])),
  );
  const words = keyword.trim().toLowerCase();
  const shown = rows
    .filter((r) => (!onlyInStock || r.item.in_stock) && (!words || `${r.item.name}${r.item.sccj}${r.item.ypgg}`.toLowerCase().includes(words)))
    .sort((a, b) => SORTS[sort][1](a.item, b.item));
  const buyable = shown.filter((r) => r.rules);
  const allOn = buyable.length > 0 && buyable.every((r) => chosen.has(r.item.goods_id));
  const add = async (which: typeof rows) => {
    const lines = which.map((r) => ({
      goods_id: r.item.goods_id,
      price: r.item.goods!.base_price!,
      ck_id: r.item.goods!.ck_id,
      number: clampQuantity(r.rules!, Number(qty[r.item.goods_id])),
    }));
    if (lines.length && (await addFrequentToCart(lines))) setChosen(new Set());
  };
  if (!data.list.length) return <p className="ss-empty">近 {data.days} 天还没有采购记录，下单后这里会列出您常买的商品</p>;
  return (
    <>
      <div className="ss-bar cq-tools">
        <label>
          排序
          <select value={sort} onChange={(e) => setSort(e.currentTarget.value as Sort)}>
            {Object.entries(SORTS).map(([k, [label]]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">筛选常买商品</span>
          <input type="search" value={keyword} placeholder="商品名、规格或厂家" onChange={(e) => setKeyword(e.currentTarget.value)} />
        </label>
        <label>
          <input type="checkbox" checked={onlyInStock} onChange={(e) => setOnlyInStock(e.currentTarget.checked)} /> 只看有货
        </label>
      </div>
      <SelectionBar
        allOn={allOn}
        canChoose={buyable.length > 0}
        onToggleAll={() => setChosen(allOn ? new Set() : new Set(buyable.map((r) => r.item.goods_id)))}
        allLabel="全选可购商品"
        count={chosen.size}
      >
        <button type="button" className="btn" disabled={!chosen.size || adding} onClick={() => void add(rows.filter((r) => r.rules && chosen.has(r.item.goods_id)))}>
          {adding ? '加入中…' : '加入购物车'}
        </button>
        <button type="button" className="btn" disabled={!buyable.length || adding} onClick={() => void add(buyable)}>
          全部加入购物车
        </button>
        <AddToList goodsIds={[...chosen]} done={() => setChosen(new Set())} />
      </SelectionBar>
      <ReorderTable
        caption="常买商品"
        head={
          <>
            <th scope="col">上次采购</th>
            <th scope="col" className="num">
              次数 / 间隔
            </th>
            <th scope="col" className="num">
              今日价格
            </th>
            <th scope="col">库存</th>
            <th scope="col">建议采购量</th>
            <th scope="col">采购数量</th>
          </>
        }
      >
        {shown.map(({ item, rules, reason }) => {
          const g = item.goods;
          return (
            <tr key={item.goods_id}>
              <td>{rules ? <input type="checkbox" aria-label={`选择 ${item.name}`} checked={chosen.has(item.goods_id)} onChange={() => toggle(item.goods_id)} /> : null}</td>
              <td className="wide">
                {g ? <a href={`/list_info/${item.goods_id}`}>{item.name}</a> : item.name}
                <span className="ss-sub">
                  {item.ypgg} · {item.sccj}
                </span>
              </td>
              <td data-label="上次采购">
                {formatYuan(item.last_price)} × {item.last_number}
                {item.bzdw}
                <span className="ss-sub">
                  <time dateTime={item.last_at}>{formatDate(item.last_at)}</time>
                </span>
              </td>
              <td data-label="次数 / 间隔" className="num">
                {item.times} 次{item.interval_days !== null && <span className="ss-sub">约每 {item.interval_days} 天</span>}
              </td>
              <PriceCell price={g?.base_price} fallback="—" />
              {/* As the server's in_stock: a goods no longer shown counts as 缺货 here, not —. */}
              <StockCell stock={g?.number ?? 0} />
              <td data-label="建议采购量" className="wide cq-suggest">
                <strong>
                  {item.suggested}
                  {item.bzdw}
                </strong>
                <span className="ss-sub">{item.suggestion}</span>
              </td>
              <QuantityCell
                rules={rules}
                reason={reason}
                label={`${item.name} 采购数量`}
                value={qty[item.goods_id] ?? ''}
                onValue={(v) => setQty((q) => ({ ...q, [item.goods_id]: v }))}
              />
            </tr>
          );
        })}
      </ReorderTable>
    </>
  );
}
