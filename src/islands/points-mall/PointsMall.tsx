/**
 * The points-mall goods grid with the redeem dialog: quantity (within stock and my limit), a
 * delivery address, the points (and cash) it costs, then the order → /jfdd.
 */
import { formatYuan } from '../../lib/money';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $mallPoints, $redeemQuote, $redeeming, closeRedeem, openRedeem, quoteRedeem, redeemGoods, type MallAddress, type MallGoods } from '../../stores/points-mall';
import './points-mall.css';

type Props = { goods: MallGoods[]; addresses: MallAddress[]; points: number; loggedIn: boolean; loginHref: string };

function RedeemDialog({ addresses }: { addresses: MallAddress[] }) {
  const r = useStore($redeeming);
  const quote = useStore($redeemQuote);
  const [number, setNumber] = useState(1);
  const [addressId, setAddressId] = useState(addresses[0]?.id ?? 0);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a newly chosen goods starts again at one unit
    setNumber(1);
    ref.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [r?.goods.id]);
  if (!r) return null;
  const g = r.goods;
  const max = Math.max(1, g.can_take);
  // The amounts are the server's (GET /api/points/quote), for the quantity shown.
  const q = quote && quote.goods_id === g.id && quote.number === number ? quote : null;
  const changeNumber = (n: number) => {
    setNumber(n);
    void quoteRedeem(n);
  };
  const submit = async (e: React.SyntheticEvent<HTMLFormElement>) => {
    e.preventDefault();
    const order = await redeemGoods(number, addressId);
    if (order) location.assign(`/jfdd?new=${encodeURIComponent(order.order_no)}`);
  };
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeRedeem();
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select')];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="pm-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal dialog keeps Tab inside */}
      <div ref={ref} className="pm-dialog" role="dialog" aria-modal="true" aria-labelledby="pm-title" onKeyDown={onKey}>
        <h2 id="pm-title">兑换 {g.name}</h2>
        <form onSubmit={submit}>
          <label className="pm-field">
            兑换数量
            <input type="number" min={1} max={max} value={number} onChange={(e) => changeNumber(Math.min(max, Math.max(1, Math.floor(Number(e.target.value) || 1))))} />
          </label>
          {addresses.length ? (
            <label className="pm-field">
              收货地址
              <select value={addressId} onChange={(e) => setAddressId(Number(e.target.value))}>
                {addresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.consignee} {a.phone_masked} {a.full}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="pm-warn">
              还没有收货地址，请先 <a href="/addr">添加收货地址</a>
            </p>
          )}
          <p className="pm-cost" aria-live="polite">
            {q ? (
              <>
                需要 <strong>{q.points}</strong> 积分
                {q.cash !== '0.00' && (
                  <>
                    ＋现金 <strong>{formatYuan(q.cash)}</strong>（从余额支付）
                  </>
                )}
                ，当前积分 {q.my_points}
              </>
            ) : (
              '正在计算所需积分…'
            )}
          </p>
          {q?.message && (
            <p className="pm-warn" role="alert">
              {q.message}
            </p>
          )}
          <div className="pm-actions">
            <button type="submit" className="pm-primary" disabled={r.busy || !q || q.message !== null || !addresses.length}>
              {r.busy ? '兑换中…' : '确认兑换'}
            </button>
            <button type="button" className="pm-secondary" onClick={closeRedeem} disabled={r.busy}>
              取消
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

export default function PointsMall({ goods, addresses, points, loggedIn, loginHref }: Props) {
  useEffect(() => {
    $mallPoints.set(points);
  }, [points]);
  return (
    <>
      <ul className="pm-grid" aria-label="积分商品">
        {goods.map((g) => {
          const out = g.stock === 0;
          const done = !out && g.can_take === 0;
          return (
            <li key={g.id} className="pm-card">
              <div className="pm-pic" aria-hidden="true">
                <span>{g.picture || g.name.slice(0, 3)}</span>
              </div>
              <h3 className="pm-name">{g.name}</h3>
              <p className="pm-desc">{g.description}</p>
              <p className="pm-price">
                <strong>{g.points}</strong> 积分{g.cash > 0 && <> ＋ {formatYuan(g.cash)}</>}
              </p>
              <p className="pm-meta">
                库存 {g.stock}
                {g.limit !== null && <> · 每人限兑 {g.limit} 件</>}
              </p>
              {!loggedIn ? (
                <a className="pm-primary" href={loginHref}>
                  登录后兑换
                </a>
              ) : (
                <button
                  type="button"
                  className="pm-primary"
                  disabled={out || done}
                  onClick={() => openRedeem(g)}
                  aria-label={`${out ? '已兑完' : done ? '已达兑换上限' : '立即兑换'} ${g.name}`}
                >
                  {out ? '已兑完' : done ? '已达兑换上限' : '立即兑换'}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {loggedIn && <RedeemDialog addresses={addresses} />}
    </>
  );
}
