/** 到货通知 on an out-of-stock goods: the quantity wanted, 登记 / 取消; the message comes when it arrives. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $arrivalNotices, askArrival, checkArrival, withdrawArrival } from '../../stores/arrival-notice';
import './replenish.css';

/** `wanted`: the quantity is already known (a cart line): one button asks for it, no form. */
type Props = { goodsId: number; unit: string; midPack: number; loggedIn: boolean; wanted?: number };

export default function ArrivalNotice({ goodsId, unit, midPack, loggedIn, wanted }: Props) {
  const notice = useStore($arrivalNotices)[goodsId];
  const [quantity, setQuantity] = useState(String(Math.max(1, midPack)));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (loggedIn) void checkArrival(goodsId);
  }, [goodsId, loggedIn]);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    await askArrival(goodsId, Number(quantity));
    setBusy(false);
  };
  if (notice) {
    return (
      <div className="an" role="status">
        <p>
          已登记到货通知：需要 {notice.quantity}
          {unit}，到货后站内信通知您。
        </p>
        <button type="button" className="an-link" disabled={busy} onClick={() => void withdrawArrival(goodsId)}>
          取消到货通知
        </button>
      </div>
    );
  }
  if (wanted !== undefined) {
    return (
      <button type="button" className="an-link" disabled={busy} onClick={() => void askArrival(goodsId, wanted)}>
        到货通知我（{wanted}
        {unit}）
      </button>
    );
  }
  return (
    <form className="an" onSubmit={(e) => void submit(e)} aria-label="到货通知">
      <p className="an-title">暂时缺货，到货后通知我</p>
      <label className="an-qty">
        需要数量
        <input type="number" inputMode="numeric" min={1} max={99999} step={1} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} />
        {unit}
      </label>
      <button type="submit" className="an-btn" disabled={busy}>
        到货通知我
      </button>
    </form>
  );
}
