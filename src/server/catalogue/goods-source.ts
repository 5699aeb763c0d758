/**
 * Goods rows as the views need them (GoodsSource: the row, its manufacturer's name and its shown
 * tags), built by the database as one JSON text per row. One query fetches a whole page with its
 * joins, and the result is the same plain JSON on PGlite and on PostgreSQL, whatever type parsers the
 * drivers use (dates stay 'YYYY-MM-DD' strings, jsonb stays structured).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GoodsSource } from './goods-view';

/** [JSON key, SQL column] of every GoodsSource field read straight from `goods`. */
const FIELDS: [keyof GoodsSource, string][] = [
  ['id', 'id'],
  ['kind', 'kind'],
  ['type', 'type'],
  ['name', 'name'],
  ['tradeName', 'trade_name'],
  ['spec', 'spec'],
  ['unit', 'unit'],
  ['dosageForm', 'dosage_form'],
  ['approvalNo', 'approval_no'],
  ['rxClass', 'rx_class'],
  ['origin', 'origin'],
  ['grade', 'grade'],
  ['deviceClass', 'device_class'],
  ['basePrice', 'base_price'],
  ['retailPrice', 'retail_price'],
  ['ladderPrice', 'ladder_price'],
  ['ladderPriceType', 'ladder_price_type'],
  ['isBuy', 'is_buy'],
  ['stock', 'stock'],
  ['xgNumber', 'xg_number'],
  ['isDpby', 'is_dpby'],
  ['qgNumber', 'qg_number'],
  ['isFreeShipping', 'is_free_shipping'],
  ['freeShippingNumber', 'free_shipping_number'],
  ['isYoux', 'is_youx'],
  ['midPack', 'mid_pack'],
  ['casePack', 'case_pack'],
  ['onlyMidPack', 'only_mid_pack'],
  ['batchNo', 'batch_no'],
  ['expiryDate', 'expiry_date'],
  ['productionDate', 'production_date'],
  ['lastExpiryDate', 'last_expiry_date'],
  ['isEphedrine', 'is_ephedrine'],
  ['ephedrineLimit', 'ephedrine_limit'],
  ['isControlled', 'is_controlled'],
  ['imageCount', 'image_count'],
  ['manufacturerId', 'manufacturer_id'],
  ['categoryId', 'category_id'],
  ['brandId', 'brand_id'],
  ['sales', 'sales'],
];

/** JSON text of the goods row `alias` with its manufacturer name and shown tags (tag order: tag id). */
export function goodsJsonSql(alias = 'g'): SQL {
  return sql.raw(goodsJsonText(alias));
}

/** {@link goodsJsonSql} as plain SQL text (for prepared statements). */
export function goodsJsonText(alias = 'g'): string {
  const pairs = FIELDS.map(([key, column]) => `'${key}', ${alias}.${column}`).join(', ');
  return `json_build_object(${pairs},
    'manufacturer', (select m.name from manufacturers m where m.id = ${alias}.manufacturer_id),
    'tags', (select coalesce(json_agg(json_build_object('name', t.name, 'describe', t.describe, 'color', t.color, 'is_show', 1,
      'isLadder', case when t.is_ladder then 1 else 0 end) order by t.id), '[]'::json)
      from goods_tags gt join tags t on t.id = gt.tag_id where gt.goods_id = ${alias}.id and t.is_show)
  )::text`;
}

/** Parses one row of {@link goodsJsonSql}. */
export function parseGoodsJson(text: string): GoodsSource {
  return JSON.parse(text) as GoodsSource;
}
