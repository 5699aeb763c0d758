/** Buttons of one points order in /jfdd: cancel (awaiting shipment, with confirmation) and confirm receipt (shipped). */
import { useState } from 'react';
import { cancelPointsOrder, receivePointsOrder } from '../../stores/points-mall';

export default function PointsOrderActions({ id, status, orderNo }: { id: number; status: string; orderNo: string }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    if (await action()) location.reload();
    else setBusy(false);
  };
  if (status === 'pending_shipment') {
    return (
      <button type="button" className="pm-secondary" disabled={busy} aria-label={`取消积分订单 ${orderNo}`} onClick={() => void run(() => cancelPointsOrder(id))}>
        取消订单
      </button>
    );
  }
  if (status === 'shipped') {
    return (
      <button type="button" className="pm-primary" disabled={busy} aria-label={`确认收货 ${orderNo}`} onClick={() => void run(() => receivePointsOrder(id))}>
        确认收货
      </button>
    );
  }
  return null;
}
