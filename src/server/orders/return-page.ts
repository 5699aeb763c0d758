/** What /order/returnInfo/{id} and /order/afterSalesInfo/{id} render: the order, what can still be returned, its requests. */
import { orderDetail } from './query';
import { RETURN_REASONS } from './returns';

export async function returnPageData(storeId: number, rawId: string | undefined, kind: 'return' | 'after_sales') {
  if (!/^\d{1,9}$/.test(rawId ?? '')) return null;
  let o;
  try {
    o = await orderDetail(storeId, Number(rawId));
  } catch {
    return null;
  }
  const open = o.returns.filter((r) => r.status === 'pending');
  const asked = new Map<number, number>();
  for (const r of open) for (const l of r.lines) asked.set(l.line_id, (asked.get(l.line_id) ?? 0) + l.number);
  return {
    order: o,
    requests: o.returns.filter((r) => r.kind === kind),
    others: o.returns.filter((r) => r.kind !== kind),
    lines: o.lines.map((l) => ({
      id: l.id,
      name: l.name,
      spec: l.spec,
      unit: l.unit,
      number: l.number,
      pay_amount: l.pay_amount,
      left: Math.max(0, l.number - l.returned_number - (asked.get(l.id) ?? 0)),
    })),
    reasons: RETURN_REASONS,
  };
}
