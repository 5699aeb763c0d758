import { formatYuan, parseYuanToFen } from '../../lib/money';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartAdding } from '../../stores/cart';
import { addChosenToCart, type FastBuyPage } from '../../stores/quick-buy';
import { clampQuantity, rowRules } from '../add-to-cart/quantity';
import { formatDate } from '../../lib/time';
import PriceCell from '../shared/PriceCell';
import QuantityCell from '../shared/QuantityCell';
import ReorderTable from '../shared/ReorderTable';
import SelectionBar, { useChosen } from '../shared/SelectionBar';
import StockCell from '../shared/StockCell';
import './self-service.css';

type Props = { data: FastBuyPage };

/**
 * The re-order list: each goods bought before with times bought, last quantity, price and date, today's
 * price and stock, a quantity (starting at the last quantity, kept to 中包装 steps, stock and limits) and
 * a checkbox; 加入购物车 sends the chosen lines in one request.
 */
export default function QuickBuy({ data }: Props) {
  const adding = useStore($cartAdding).size > 0;
  const rows = data.list.map((item) => ({ item, ...rowRules(item.goods) }));
  const { chosen, toggle, setChosen } = useChosen();
  const [qty, setQty] = useState<Record<number, string>>(() =>
    Object.fromEntries(rows.filter((r) => r.rules).map((r) => [r.item.goods_id, String(clampQuantity(r.rules!, r.item.last_number))])),
  );
  const buyableIds = rows.filter((r) => r.rules).map((r) => r.item.goods_id);
  const allOn = buyableIds.length > 0 && buyableIds.every((id) => chosen.has(id));
  const add = async () => {
    const lines = rows
      .filter((r) => r.rules && chosen.has(r.item.goods_id))
      .map((r) => ({
        goods_id: r.item.goods_id,
        price: r.item.goods!.base_price!,
        ck_id: r.item.goods!.ck_id,
        number: clampQuantity(r.rules!, Number(qty[r.item.goods_id])),
      }));
    if (await addChosenToCart(lines)) setChosen(new Set());
  };
  if (!data.list.length) {
    return <p className="ss-empty">{data.keyword ? `没有找到与「${data.keyword}」相关的采购记录` : '还没有采购记录，下单后这里会列出您买过的商品'}</p>;
  }
  return (
    <>
      <SelectionBar
        allOn={allOn}
        canChoose={buyableIds.length > 0}
        onToggleAll={() => setChosen(allOn ? new Set() : new Set(buyableIds))}
        allLabel="全选可购商品"
        count={chosen.size}
      >
        <button type="button" className="btn" disabled={!chosen.size || adding} aria-busy={adding || undefined} onClick={() => void add()}>
          {adding ? '加入中…' : '加入购物车'}
        </button>
      </SelectionBar>
      <ReorderTable
        caption="采购过的商品"
        head={
          <>
            <th scope="col" className="num">
              购买次数
            </th>
            <th scope="col" className="num">
              上次数量
            </th>
            <th scope="col" className="num">
              上次价格
            </th>
            <th scope="col">上次采购</th>
            <th scope="col" className="num">
              今日价格
            </th>
            <th scope="col" className="num">
              库存
            </th>
            <th scope="col">采购数量</th>
          </>
        }
      >
        {rows.map(({ item, rules, reason }) => {
          const g = item.goods;
          // What the buyer pays today (the engine's quote), never the list price.
          const today = g?.base_price ? item.today : null;
          const cheaper = today !== null && parseYuanToFen(today.unit_price)! < parseYuanToFen(item.last_price)!;
          return (
            <tr key={item.goods_id}>
              <td>{rules ? <input type="checkbox" aria-label={`选择 ${item.name}`} checked={chosen.has(item.goods_id)} onChange={() => toggle(item.goods_id)} /> : null}</td>
              <td className="wide">
                <div className="ss-goods">
                  {g && <img src={g.goods_image[0]?.list} alt="" width="48" height="48" loading="lazy" />}
                  <span>
                    {g ? <a href={`/list_info/${item.goods_id}`}>{item.name}</a> : item.name}
                    <span className="ss-sub">
                      {item.ypgg} · {item.sccj}
                    </span>
                    {rules && rules.step > 1 && (
                      <span className="ss-sub">
                        按中包装 {rules.step}
                        {item.bzdw} 的倍数购买
                      </span>
                    )}
                  </span>
                </div>
              </td>
              <td data-label="购买次数" className="num">
                {item.times} 次
              </td>
              <td data-label="上次数量" className="num">
                {item.last_number}
                {item.bzdw}
              </td>
              <td data-label="上次价格" className="num">
                {formatYuan(item.last_price)}
              </td>
              <td data-label="上次采购">
                <time dateTime={item.last_at}>{formatDate(item.last_at)}</time>
              </td>
              <PriceCell quote={today} fallback="—" testId={`today-price-${item.goods_id}`}>
                {today && (
                  <span className="ss-sub">
                    {today.number}
                    {item.bzdw} 共 {formatYuan(today.amount)}
                  </span>
                )}
                {cheaper && <span className="ss-sub">比上次便宜</span>}
              </PriceCell>
              <StockCell stock={g ? g.number : null} count numeric />
              <QuantityCell
                rules={rules}
                reason={reason}
                label={`${item.name} 采购数量`}
                value={qty[item.goods_id] ?? ''}
                onValue={(v) => setQty((q) => ({ ...q, [item.goods_id]: v }))}
                title={rules ? `最多 ${rules.max}${item.bzdw}` : undefined}
              />
            </tr>
          );
        })}
      </ReorderTable>
    </>
  );
}
