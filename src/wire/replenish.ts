/** The JSON contract of the replenishment loop (issue 29): 到货通知 and 常购清单. Types only. */

/** A store's waiting 到货通知. */
export type ArrivalNoticeView = { goods_id: number; quantity: number; created_at: string };
