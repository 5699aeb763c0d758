import { randomInt } from 'node:crypto';
import { shanghaiStamp } from '../../lib/time';

/** Order number: 'YC' + Shanghai time to the second + 6 random digits (unique index behind it). */
export function newOrderNo(now = new Date()): string {
  return `YC${shanghaiStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Payment trade number sent to the gateway. */
export function newTradeNo(now = new Date()): string {
  return `PAY${shanghaiStamp(now)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export function newReturnNo(now = new Date()): string {
  return `TH${shanghaiStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
