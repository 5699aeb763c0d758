/**
 * Order-centre shapes on the wire that islands act on (built by src/server/orders/, read by
 * src/stores/orders.ts). Types only.
 */

/** A line of an order as the return form lists it: `left` is what may still be returned. */
export type ReturnableLine = { id: number; name: string; spec: string; unit: string; number: number; left: number; pay_amount: string };

/** POST /api/order/{id}/buy_again: the lines are back in the cart; go here. */
export type BoughtAgain = { next: string };
