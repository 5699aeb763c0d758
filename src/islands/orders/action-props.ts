/** An order as the order list and the detail page serve it, as far as its buttons care. */
type OrderFacts = { id: number; order_no: string; can_pay: number; can_cancel: number; cancel_refund: string; can_receive: number; can_return: number; pay_url: string };

/** The props of `<OrderActions>` for an order (the pages pass them on; the island never sees the rest of the order). */
export function orderActionProps(o: OrderFacts) {
  return {
    id: o.id,
    orderNo: o.order_no,
    canPay: o.can_pay,
    canCancel: o.can_cancel,
    cancelRefund: o.cancel_refund,
    canReceive: o.can_receive,
    canReturn: o.can_return,
    payUrl: o.pay_url,
  };
}
