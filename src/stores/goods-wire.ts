/**
 * The goods object of the API as the self-service lists read it: the one wire type
 * (src/wire/goods.ts), which the server's goods view is declared to return.
 */
import type { Goods } from '../wire/goods';

export type GoodsViewWire = Goods;
