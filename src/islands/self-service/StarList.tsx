import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $favoriteBusy, $favoritePage, cancelFavorites, hydrateFavoritePage, type FavoritePage } from '../../stores/favorites';
import { $cartAdding, addToCart } from '../../stores/cart';
import { clampQuantity, quantityRules } from '../add-to-cart/quantity';
import PriceCell from '../shared/PriceCell';
import QuantityCell from '../shared/QuantityCell';
import ReorderTable from '../shared/ReorderTable';
import SelectionBar, { useChosen } from '../shared/SelectionBar';
import StockCell from '../shared/StockCell';
import './self-service.css';

type Props = { initial: FavoritePage };

/**
 * 我的收藏 (/star): favourites with today's price and stock, a quantity and 加入购物车 per line, and the
 * batch actions 取消收藏 / 加入购物车 on the chosen lines (one request each).
 */
export default function StarList({ initial }: Props) {
  useEffect(() => hydrateFavoritePage(initial), [initial]);
  const page = useStore($favoritePage) ?? initial;
  const busy = useStore($favoriteBusy);
  const adding = useStore($cartAdding);
  const { chosen, toggle, setChosen } = useChosen();
  const [qty, setQty] = useState<Record<number, string>>({});
  const buyable = page.list.filter((f) => f.goods && f.goods.base_price !== null && quantityRules(f.goods).buyable);
  const allOn = page.list.length > 0 && page.list.every((f) => chosen.has(f.goods_id));
  const lineOf = (goodsId: number) => {
    const f = page.list.find((x) => x.goods_id === goodsId);
    if (!f?.goods || f.goods.base_price === null) return null;
    const rules = quantityRules(f.goods);
    if (!rules.buyable) return null;
    return { goods_id: f.goods_id, price: f.goods.base_price, number: clampQuantity(rules, Number(qty[goodsId] ?? rules.min)), ck_id: f.goods.ck_id };
  };
  const addChosen = () => {
    const lines = [...chosen].map(lineOf).filter((l) => l !== null);
    void addToCart(lines);
  };
  if (!page.list.length)
    return (
      <p className="ss-empty">
        还没有收藏商品，去 <a href="/list">商品列表</a> 逛逛吧
      </p>
    );
  return (
    <>
      <SelectionBar allOn={allOn} canChoose onToggleAll={() => setChosen(allOn ? new Set() : new Set(page.list.map((f) => f.goods_id)))} allLabel="全选" count={chosen.size}>
        <button type="button" className="btn btn-ghost" disabled={!chosen.size} onClick={() => void cancelFavorites([...chosen]).then((ok) => ok && setChosen(new Set()))}>
          批量取消收藏
        </button>
        <button type="button" className="btn" disabled={![...chosen].some((id) => buyable.some((f) => f.goods_id === id))} onClick={addChosen}>
          批量加入购物车
        </button>
      </SelectionBar>
      <ReorderTable
        caption="我的收藏"
        head={
          <>
            <th scope="col">今日价格</th>
            <th scope="col">库存</th>
            <th scope="col">采购数量</th>
            <th scope="col">操作</th>
          </>
        }
      >
        {page.list.map((f) => {
          const g = f.goods;
          const rules = g ? quantityRules(g) : null;
          const canBuy = !!g && g.base_price !== null && !!rules?.buyable;
          return (
            <tr key={f.id}>
              <td>
                <input type="checkbox" aria-label={`选择 ${f.name}`} checked={chosen.has(f.goods_id)} onChange={() => toggle(f.goods_id)} />
              </td>
              <td className="wide">
                <div className="ss-goods">
                  {g && <img src={g.goods_image[0]?.list} alt="" width="48" height="48" loading="lazy" />}
                  <span>
                    {g ? <a href={`/list_info/${f.goods_id}`}>{f.name}</a> : <span>{f.name}</span>}
                    <span className="ss-sub">{g ? `${g.ypgg} · ${g.sccj}` : '商品已下架或暂不可见'}</span>
                  </span>
                </div>
              </td>
              <PriceCell quote={g?.base_price ? f.quote : null} fallback={g?.price_notice ?? '—'} numeric={false} testId={`star-price-${f.goods_id}`} />
              <StockCell stock={g ? g.number : null} count unit={g?.bzdw} />
              <QuantityCell
                rules={canBuy ? rules : null}
                reason={rules?.reason ?? '暂不可购买'}
                label={`${f.name} 采购数量`}
                value={qty[f.goods_id] ?? String(rules?.min ?? '')}
                onValue={(v) => setQty((q) => ({ ...q, [f.goods_id]: v }))}
              />
              <td data-label="操作">
                <button
                  type="button"
                  className="ss-link"
                  disabled={!canBuy || adding.has(f.goods_id)}
                  onClick={() => {
                    const l = lineOf(f.goods_id);
                    if (l) void addToCart([l]);
                  }}
                >
                  加入购物车
                </button>{' '}
                <button
                  type="button"
                  className="ss-link danger"
                  disabled={busy.has(f.goods_id)}
                  aria-label={`取消收藏 ${f.name}`}
                  onClick={() => void cancelFavorites([f.goods_id])}
                >
                  取消收藏
                </button>
              </td>
            </tr>
          );
        })}
      </ReorderTable>
    </>
  );
}
