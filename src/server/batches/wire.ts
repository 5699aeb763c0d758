/**
 * The batches on the wire (issue 24): the detail's sellable batches and ship expiry, and per order line
 * the batches shipped with their trace codes (`GET /api/order/{id}`).
 */
import { priceNotice, type Viewer } from '../auth/viewer';
import type { GoodsBatch, ZoneOnlyNotice } from '../../wire/goods';
import { zoneOnlyNext, zoneOnlyText } from '../catalogue/zone-only';
import type { OrderLineBatch } from '../../wire/orders';
import { db } from '../db/client';
import { sellableBatches } from './read';
import { reportUrl } from './reports';
import { shippedBatches } from './shipped';
import { codesOf } from './trace-codes';
import type { Conn } from './refresh';

/**
 * `batches` (FEFO), `ship_expiry` and `zone_only` of a goods (the next batch when it sells only in the
 * 近效期专场; the cart refuses it at the ordinary price); stock figures and reports only for approved members.
 */
export async function detailBatches(
  goodsId: number,
  viewer: Viewer,
  conn?: Conn,
): Promise<{ batches: GoodsBatch[]; ship_expiry: string | null; zone_only: ZoneOnlyNotice | null }> {
  // One read: the first sellable batch (FEFO after reservations) is the one zone-only.ts judges.
  const list = await sellableBatches(goodsId, conn);
  const zone = zoneOnlyNext(list[0]);
  const member = priceNotice(viewer) === null;
  return {
    batches: list.map((b) => ({
      batch_no: b.batchNo,
      production_date: b.productionDate,
      expiry_date: b.expiryDate,
      stock: member ? b.stock : null,
      report_url: member ? reportUrl(b.id, b.reportKey) : null,
    })),
    ship_expiry: list[0]?.expiryDate ?? null,
    zone_only: zone ? { batch_no: zone.batchNo, expiry_date: zone.expiryDate, message: zoneOnlyText(zone) } : null,
  };
}

/**
 * Per line id of the order: the batches it shipped from, each with its units and the line's trace codes
 * (a 码上放心 code names neither batch nor expiry: the line's codes are listed with its first batch). Empty until shipped.
 */
export async function orderBatches(orderId: number, conn?: Conn): Promise<Map<number, OrderLineBatch[]>> {
  const c = conn ?? (await db());
  const [shipped, codes] = await Promise.all([shippedBatches(c, [orderId]), codesOf(c, orderId)]);
  const out = new Map<number, OrderLineBatch[]>();
  for (const [lineId, list] of shipped) {
    const lineCodes = codes.get(lineId) ?? [];
    out.set(
      lineId,
      list.map((b) => ({
        batch_no: b.batchNo,
        production_date: b.productionDate,
        expiry_date: b.expiryDate,
        number: b.number,
        report_url: reportUrl(b.batchId, b.reportKey),
        trace_codes: b === list[0] ? lineCodes : [],
      })),
    );
  }
  return out;
}
