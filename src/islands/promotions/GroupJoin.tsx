import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $groupBusy, joinGroup } from '../../stores/promotions';
import { formatYuan } from '../../lib/money';

type Props = { target: { item_id: number } | { group_id: number }; label: string; name: string; max: number; price: string };

/** 开团 / 参团 with a quantity: pays at once from the balance (the server decides the price). */
export default function GroupJoin({ target, label, name, max, price }: Props) {
  const [number, setNumber] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const busy = useStore($groupBusy);
  if (done)
    return (
      <p className="group-done" role="status">
        {done}
      </p>
    );
  const submit = async () => {
    const r = await joinGroup(target, number);
    if (r) setDone(r.status === 'succeeded' ? '拼团成功，订单将尽快发货' : `已参团（${r.joined}/${r.size}），成团前可在订单中心查看`);
  };
  return (
    <div className="group-join">
      <label>
        数量
        <input
          type="number"
          min={1}
          max={max || undefined}
          value={number}
          aria-label={`${name} ${label}数量`}
          onChange={(e) => setNumber(Math.max(1, Math.min(max || 99_999, Math.trunc(Number(e.target.value)) || 1)))}
        />
      </label>
      <button type="button" className="btn" disabled={busy} onClick={() => void submit()} aria-label={`${label}：${name}，团购价 ${formatYuan(price)}，余额支付`}>
        {busy ? '提交中…' : label}
      </button>
    </div>
  );
}
