/**
 * Actions of the order centre's islands: the buyer's buttons on an order (receive, cancel, buy
 * again), the 含麻 receipt upload and the return / after-sales request. The server's state machine
 * decides again on every call; on success the page reloads to show the new state.
 */
import { apiEnvelope, apiPost } from '../client/api';
import { browserNavigation } from '../client/browser';
import type { BoughtAgain, OrderCancelled } from '../wire/orders';
import { formatYuan } from '../lib/money';
import { showToast } from './notifier';

/** POST /api/order/{id}/receive (确认收货). */
export async function receiveOrder(id: number): Promise<void> {
  await apiPost(`/api/order/${id}/receive`);
  showToast('已确认收货', 'success');
  browserNavigation.reload();
}

/** POST /api/order/{id}/cancel (取消订单): stock and coupons are released. */
export async function cancelOrder(id: number): Promise<void> {
  const data = await apiPost<OrderCancelled>(`/api/order/${id}/cancel`, { reason: '买家取消订单' });
  showToast(Number(data.refunded) > 0 ? `订单已取消，${formatYuan(data.refunded)} 已原路退回` : '订单已取消', 'success');
  browserNavigation.reload();
}

/** POST /api/order/{id}/buy_again: the lines go back into the cart, then to the cart. */
export async function buyAgain(id: number): Promise<void> {
  const envelope = await apiEnvelope<BoughtAgain>('POST', `/api/order/${id}/buy_again`);
  showToast(envelope.msg, 'success');
  browserNavigation.navigate(envelope.data.next);
}

/** POST /api/order/{id}/receipt (multipart): the signed 含麻 receipt. */
export async function uploadReceipt(orderId: number, file: File): Promise<void> {
  const body = new FormData();
  body.set('file', file);
  await apiPost(`/api/order/${orderId}/receipt`, body);
  showToast('回执单已回传', 'success');
  browserNavigation.reload();
}

export type ReturnRequest = {
  kind: 'return' | 'after_sales';
  reason: string;
  description: string;
  /** line id → number to return (zeros are left out). */
  lines: Record<number, number>;
  photos: File[];
};

/** POST /api/order/{id}/return (multipart); the server checks the quantities again and computes the refund. */
export async function requestReturn(orderId: number, request: ReturnRequest): Promise<void> {
  const body = new FormData();
  body.set('kind', request.kind);
  body.set('reason', request.reason);
  body.set('description', request.description);
  Object.entries(request.lines)
    .filter(([, n]) => n > 0)
    .forEach(([lineId, n], i) => {
      body.set(`lines[${i}][line_id]`, lineId);
      body.set(`lines[${i}][number]`, String(n));
    });
  for (const photo of request.photos) body.append('photos[]', photo);
  await apiPost(`/api/order/${orderId}/return`, body);
  showToast(`${request.kind === 'return' ? '退货' : '售后'}申请已提交，请等待审核`, 'success');
  browserNavigation.reload();
}

/** One line × batch of a 收货验收 as the buyer fills it. */
export type ReceivingEntry = { line_id: number; batch_id: number | null; received: number; refused: number; reason: string; codes: string[] };

/** POST /api/order/{id}/receiving (收货验收); refusals open an after-sales request on the server. */
export async function submitReceiving(orderId: number, lines: ReceivingEntry[]): Promise<void> {
  await apiPost(`/api/order/${orderId}/receiving`, { lines } as never);
  showToast(lines.some((l) => l.refused > 0) ? '验收已保存，拒收商品已提交售后申请' : '验收已保存', 'success');
  browserNavigation.reload();
}
