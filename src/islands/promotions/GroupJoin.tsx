import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $groupBusy, groupAddresses, joinGroup, type GroupPayType } from '../../stores/promotions';
import type { Address } from '../../wire/account';
import { formatYuan } from '../../lib/money';

type Props = { target: { item_id: number } | { group_id: number }; label: string; name: string; max: number; price: string };

/**
 * 开团 / 参团 with a quantity. Nothing is charged on the first press (issue 31 item 8): a
 * confirmation shows the goods, quantity and group price, the delivery address to choose and the payment
 * (余额支付 or 账期支付); 确认支付 pays. The server decides the price.
 */
export default function GroupJoin({ target, label, name, max, price }: Props) {
  const [number, setNumber] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState(0);
  const [payType, setPayType] = useState<GroupPayType>('balance');
  const busy = useStore($groupBusy);
  if (done)
    return (
      <p className="group-done" role="status">
        {done}
      </p>
    );
  const open = async () => {
    const list = await groupAddresses();
    if (!list) return;
    setAddresses(list);
    setAddressId((list.find((a) => a.is_default === 1) ?? list[0])?.id ?? 0);
  };
  const submit = async () => {
    const r = await joinGroup(target, number, { addressId, payType });
    if (r) setDone(r.status === 'succeeded' ? '拼团成功，订单将尽快发货' : `已参团（${r.joined}/${r.size}），成团前可在订单中心查看`);
  };
  const titleId = `gj-${'item_id' in target ? `i${target.item_id}` : `g${target.group_id}`}`;
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
      <button type="button" className="btn" disabled={busy || addresses !== null} onClick={() => void open()} aria-label={`${label}：${name}，团购价 ${formatYuan(price)}`}>
        {label}
      </button>
      {addresses && (
        <div className="group-confirm" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <h3 id={titleId}>确认{label}</h3>
          <p>
            {name} × {number}，团购价 <strong>{formatYuan(price)}</strong>/件
          </p>
          {addresses.length > 0 ? (
            <label>
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
            <p className="warn">
              请先<a href="/addr">添加收货地址</a>
            </p>
          )}
          <fieldset>
            <legend>支付方式</legend>
            <label>
              <input type="radio" name={`${titleId}-pay`} checked={payType === 'balance'} onChange={() => setPayType('balance')} /> 余额支付
            </label>
            <label>
              <input type="radio" name={`${titleId}-pay`} checked={payType === 'credit'} onChange={() => setPayType('credit')} /> 账期支付
            </label>
          </fieldset>
          <p className="muted">未成团将按原支付方式全额退回。</p>
          <div className="group-confirm-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setAddresses(null)}>
              取消
            </button>
            <button type="button" className="btn" disabled={busy || addressId === 0} onClick={() => void submit()}>
              {busy ? '提交中…' : '确认支付'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
