/**
 * Order-centre shapes on the wire that islands act on (built by src/server/orders/, read by
 * src/stores/orders.ts). Types only.
 */

/** A line of an order as the return form lists it: `left` is what may still be returned. */
export type ReturnableLine = { id: number; name: string; spec: string; unit: string; number: number; left: number; pay_amount: string };

/** POST /api/order/{id}/buy_again: the lines are back in the cart; go here. */
export type BoughtAgain = { next: string };

/** POST /api/order/{id}/cancel: the order's new status and what went back (yuan text, '0.00' for an unpaid order). */
export type OrderCancelled = { id: number; status: string; status_text: string; refunded: string };

/** An order as the member centre's latest-orders box shows it (a part of GET /api/order/list's item). */
export type OrderBrief = { id: number; order_no: string; status: string; status_text: string; payable: string; created_at: string; lines: { name: string }[] };

/** Orders per tab (the order centre's badges). */
export type OrderCounts = Record<'all' | 'pending_payment' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refund', number>;

/** GET /api/order/list: a page of orders and the tab counts (each order carries more than the brief: the order centre page reads the server view itself). */
export type OrderBriefPage = { total: number; page: number; page_size: number; list: OrderBrief[]; counts: OrderCounts };

/** A trace code shipped with a line: level 1 盒, 2 中包, 3 箱; `units` the boxes it covers. */
export type TraceCodeWire = { code: string; level: number; units: number };
/** One batch a shipped line left with (issue 24), in `GET /api/order/{id}` lines' `batches`. */
export type OrderLineBatch = { batch_no: string; production_date: string; expiry_date: string; number: number; report_url: string | null; trace_codes: TraceCodeWire[] };
