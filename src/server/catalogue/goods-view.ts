import { fenToYuan } from '../../lib/money';
import type { Goods, GoodsTag, QuantityRange } from '../../wire/goods';
import type { LadderTier } from '../db/schema';
import { priceNotice, type Viewer } from '../auth/viewer';
import { shanghaiToday } from '../../lib/time';
import { quantityRange } from '../pricing';
import { isNearExpiry } from '../../lib/near-expiry';

export type GoodsTagView = GoodsTag;

/** The fields a goods row plus its joins must provide to be shown (spec section 3 goods). */
export type GoodsSource = {
  id: number;
  kind: string;
  type: number;
  name: string;
  tradeName: string;
  manufacturer: string;
  spec: string;
  unit: string;
  dosageForm: string;
  approvalNo: string;
  rxClass: string | null;
  origin: string;
  grade: string;
  deviceClass: number | null;
  basePrice: number;
  retailPrice: number;
  ladderPrice: LadderTier[];
  ladderPriceType: number;
  isBuy: boolean;
  stock: number;
  xgNumber: number;
  isDpby: boolean;
  qgNumber: number;
  isFreeShipping: boolean;
  freeShippingNumber: number;
  isYoux: boolean;
  midPack: number;
  casePack: number;
  onlyMidPack: boolean;
  batchNo: string;
  expiryDate: string;
  isEphedrine: boolean;
  isControlled: boolean;
  imageCount: number;
  tags: GoodsTagView[];
  /** Present when loaded from the goods table (links to the manufacturer, category and brand pages). */
  manufacturerId?: number;
  categoryId?: number;
  brandId?: number | null;
  sales?: number;
  productionDate?: string;
  ephedrineLimit?: number;
  /** The latest expiry still to sell when batches differ (src/server/batches), else null/absent. */
  lastExpiryDate?: string | null;
};

export function goodsImages(id: number, count: number): { list: string }[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => ({ list: `/img/goods/${id}-${i + 1}.svg` }));
}

/** The stepper's bounds of goods by the cart line's rule (a combination's parts are judged in the cart). */
function goodsQuantityRange(g: GoodsSource): QuantityRange {
  const range = quantityRange({ ...g, ephedrineLimit: g.ephedrineLimit ?? 0 });
  return { ...range, max: Math.max(range.max, 0) };
}

/**
 * The goods object of the API. Prices, ladder tiers and limits are only sent to approved
 * members; others get `price_notice` instead (wholesale prices are not public).
 */
export function goodsView(g: GoodsSource, viewer: Viewer, today: string = shanghaiToday()): Goods {
  const notice = priceNotice(viewer);
  const showPrice = notice === null;
  return {
    id: g.id,
    name: g.name,
    trade_name: g.tradeName,
    sccj: g.manufacturer,
    ypgg: g.spec,
    bzdw: g.unit,
    goods_image: goodsImages(g.id, g.imageCount),
    base_price: showPrice ? fenToYuan(g.basePrice) : null,
    base_price_fen: showPrice ? g.basePrice : null,
    retail_price: showPrice ? fenToYuan(g.retailPrice) : null,
    price_notice: notice,
    is_buy: g.isBuy && g.xgNumber >= 0 ? 1 : 0,
    number: g.stock,
    xg_number: showPrice ? g.xgNumber : null,
    quantity: showPrice ? goodsQuantityRange(g) : null,
    is_dpby: g.isDpby ? 1 : 0,
    qg_number: g.qgNumber,
    is_free_shipping: g.isFreeShipping ? 1 : 0,
    free_shipping_number: g.freeShippingNumber,
    is_youx: g.isYoux ? 1 : 0,
    type: g.type,
    kind: g.kind,
    ladder_price: showPrice ? g.ladderPrice.map((t) => ({ number: t.number, price: fenToYuan(t.price) })) : [],
    ladder_price_type: g.ladderPriceType,
    tags: g.tags,
    dosage_form: g.dosageForm,
    approval_no: g.approvalNo,
    rx_class: g.rxClass,
    origin: g.origin,
    grade: g.grade,
    device_class: g.deviceClass,
    mid_pack: g.midPack,
    case_pack: g.casePack,
    only_mid_pack: g.onlyMidPack ? 1 : 0,
    batch_no: g.batchNo,
    expiry_date: g.expiryDate,
    ship_expiry: g.expiryDate,
    expiry_label: `效期 ${g.expiryDate.slice(0, 7)}${g.lastExpiryDate && g.lastExpiryDate !== g.expiryDate ? ' 起' : ''}`,
    near_expiry: isNearExpiry(g.expiryDate, today) ? 1 : 0,
    /** Warehouse of the stock (spec cart line `ck_id`); the platform ships from one warehouse, 0. */
    ck_id: 0,
    manufacturer_id: g.manufacturerId ?? null,
    category_id: g.categoryId ?? null,
    brand_id: g.brandId ?? null,
    sales: g.sales ?? 0,
    is_ephedrine: g.isEphedrine ? 1 : 0,
    is_controlled: g.isControlled ? 1 : 0,
  };
}

export type GoodsView = ReturnType<typeof goodsView>;
