/** One cart line: selection, goods, tags, expiry, price with ladder, stepper and limits, amounts, delete / 移入收藏. */
import ArrivalNotice from '../replenish/ArrivalNotice';
import { confirmRemoveCartItems, selectCartItems, type CartActivity, type CartItem } from '../../stores/cart';
import { moveCartLineToFavorites } from '../../stores/favorites';
import { formatYuan } from '../../lib/money';
import Stepper from './CartStepper';

function limitText(item: CartItem): string {
  const g = item.goods;
  const parts: string[] = [];
  if (g.only_mid_pack === 1 && g.mid_pack > 1) parts.push(`中包装 ${g.mid_pack}${g.bzdw}`);
  if (g.xg_number && g.xg_number > 0) parts.push(`限购 ${g.xg_number}${g.bzdw}`);
  parts.push(`库存 ${g.stock_for_cart}`);
  return parts.join(' · ');
}

export default function CartLine({ item, busy, activities }: { item: CartItem; busy: boolean; activities: Map<number, CartActivity> }) {
  const g = item.goods;
  const name = g.name;
  const discount = item.discount_id ? activities.get(item.discount_id) : undefined;
  const reduced = item.pay_price !== item.raw_price;
  return (
    <li className={`c1-line${item.invalid ? ' c1-line-invalid' : ''}`} aria-label={name} data-item={item.id}>
      <div className="c1-check">
        {item.invalid ? (
          <span className="c1-invalid-tag">失效</span>
        ) : (
          <input type="checkbox" aria-label={`选择 ${name}`} checked={item.is_selected === 1} disabled={busy} onChange={(e) => void selectCartItems([item.id], e.target.checked)} />
        )}
      </div>
      <a className="c1-img" href={`/list_info/${g.id}`} tabIndex={-1} aria-hidden="true">
        <img src={g.goods_image[0]?.list} alt="" width="80" height="80" loading="lazy" />
      </a>
      <div className="c1-info">
        <a className="c1-name" href={`/list_info/${g.id}`}>
          {name}
        </a>
        <p className="c1-meta">
          {g.ypgg} · {g.sccj}
        </p>
        {item.near_expiry_line === 1 ? (
          <p className="c1-expiry" data-testid={`line-expiry-${item.id}`}>
            <span className="c1-near">近效期</span>
            <span>
              有效期至 <strong>{g.expiry_date}</strong>
            </span>
            <span>{item.expiry_months_left > 0 ? `剩余 ${item.expiry_months_left} 个月` : '剩余不足 1 个月'}</span>
            {item.expiry_confirm === 1 && <span className="c1-expiry-note">提交订单时需逐一确认</span>}
          </p>
        ) : (
          <p className="c1-meta">效期至 {g.expiry_date}</p>
        )}
        <ul className="c1-tags" aria-label="商品标签">
          {g.rx_class && <li className="t-rx">{g.rx_class}</li>}
          {g.tags
            .filter((t) => t.is_show === 1)
            .map((t) => (
              <li key={t.name} style={{ ['--tag' as string]: t.color }} title={t.describe}>
                {t.name}
              </li>
            ))}
          {discount && (
            <li className="t-act" title={discount.name}>
              {discount.kind_text}
            </li>
          )}
          {item.gift_data.total > 0 && (
            <li className="t-gift">
              赠{item.gift_data.total}
              {g.bzdw}
            </li>
          )}
          {item.with_coupon === 0 && !item.invalid && <li className="t-nocoupon">不可用券</li>}
        </ul>
        {g.type === 3 && g.combination.length > 0 && <p className="c1-meta">组合：{g.combination.map((c) => `${c.goods.name}×${c.number}`).join('、')}</p>}
      </div>
      <div className="c1-price">
        <span className="price" data-testid={`line-unit-${item.id}`}>
          {formatYuan(item.price_model.unit_price)}
        </span>
        {item.price_model.unit_price !== item.price_model.list_price && (
          <s className="muted">
            <span className="sr-only">原价</span>
            {formatYuan(item.price_model.list_price)}
          </s>
        )}
        {item.price_model.applied
          .filter((a) => a.kind !== 'ladder')
          .map((a) => (
            <span key={a.kind} className="c1-ladder">
              {a.label}
            </span>
          ))}
        {item.ladder.tier && (
          <span className="c1-ladder">
            阶梯价 {item.ladder.tier.number}
            {g.bzdw}起 {formatYuan(item.ladder.tier.price)}
          </span>
        )}
        {item.ladder.hint && <span className="c1-ladder-hint">{item.ladder.hint}</span>}
      </div>
      <div className="c1-qty">
        {item.invalid ? <span className="muted">{item.invalid_text}</span> : <Stepper item={item} busy={busy} />}
        {Boolean(item.invalid) && g.type === 1 && g.stock_for_cart <= 0 && <ArrivalNotice goodsId={g.id} unit={g.bzdw} midPack={g.mid_pack} loggedIn wanted={item.number} />}
        {!item.invalid && <span className="c1-limit">{limitText(item)}</span>}
        {item.warning && (
          <span className="c1-warn" role="alert">
            {item.warning}
          </span>
        )}
      </div>
      <div className="c1-amount">
        <span className="price" data-testid={`line-amount-${item.id}`}>
          {formatYuan(item.pay_price)}
        </span>
        {reduced && <s className="muted">{formatYuan(item.raw_price)}</s>}
        {item.goods_manjian_amount !== '0.00' && <span className="c1-share">满减 -{formatYuan(item.goods_manjian_amount)}</span>}
        {item.goods_discount_amount !== '0.00' && <span className="c1-share">折扣 -{formatYuan(item.goods_discount_amount)}</span>}
      </div>
      <div className="c1-ops">
        <button type="button" className="c1-link" aria-label={`删除 ${name}`} disabled={busy} onClick={() => void confirmRemoveCartItems([item.id])}>
          删除
        </button>
        <button type="button" className="c1-link" aria-label={`移入收藏 ${name}`} disabled={busy} onClick={() => void moveCartLineToFavorites(item.id, item.goods_id)}>
          移入收藏
        </button>
      </div>
    </li>
  );
}
