import type { LinePrice } from './price';

/**
 * The JSON contract of the purchase-plan API (`/api/plan/*`, page /cgjh): types only, declared once,
 * used by the server's views (src/server/purchase-plan/) and the browser store (src/stores/purchase-plan.ts).
 * Money is yuan strings with two decimals ("12.50").
 */

export type PlanField = 'name' | 'spec' | 'maker' | 'approval' | 'barcode' | 'quantity';
/** Column index per field (0-based), null = not imported. */
export type ColumnMapping = Record<PlanField, number | null>;

/** POST /api/plan/parse */
export type SheetView = {
  source: 'xlsx' | 'csv' | 'paste';
  encoding: string | null;
  /** Row number of the header row, as in Excel (1-based); 0 = no header, the columns were guessed from the cells. */
  header_row: number;
  headers: string[];
  rows: { row: number; cells: string[] }[];
  mapping: ColumnMapping;
  fields: Record<PlanField, string>;
  warnings: string[];
};

export type MatchStatus = 'matched' | 'unsure' | 'unmatched';
/** How a candidate was found; 'saved' = the goods confirmed in a saved plan. */
export type MatchVia = 'approval' | 'barcode' | 'name' | 'saved';

/** A goods offered for a line (best match or alternative). */
export type GoodsOption = {
  goods_id: number;
  name: string;
  trade_name: string;
  spec: string;
  maker: string;
  approval_no: string;
  barcode: string;
  unit: string;
  price: string;
  stock: number;
  expiry_date: string;
  expiry_warning: string | null;
  mid_pack: number;
  only_mid_pack: boolean;
  xg_number: number;
  confidence: number;
  via: MatchVia;
  url: string;
};

export type PlanLineView = {
  key: number;
  row: number;
  input: { name: string; spec: string; maker: string; approval: string; barcode: string; quantity: number };
  status: MatchStatus;
  /** 0–100. */
  confidence: number;
  /** The goods chosen for the line (the best match), null when unmatched. */
  goods_id: number | null;
  /** Best match first, then up to three alternatives. */
  options: GoodsOption[];
  /** 提交求购 prefilled (`/pzqg/add?name=…&spec=…&maker=…&approval=…&quantity=…`), for unmatched lines. */
  wanted_url: string | null;
};

export type QuantityChange = { from: number; to: number; reason: string };

export type PricedLine = {
  key: number;
  goods_id: number;
  chosen: boolean;
  wanted: number;
  number: number;
  changes: QuantityChange[];
  buyable: boolean;
  /** The engine's unit price and line amount after ladder / special / 折扣 (= price_model's), the whole model and its visible sum. */
  unit_price: string;
  amount: string;
  price_model: LinePrice;
  price_equation: string;
  tier_text: string | null;
  next_tier_text: string | null;
  expiry_date: string;
  expiry_warning: string | null;
  unit: string;
};

/** POST /api/plan/price (and `pricing` of the match answer). */
export type PlanPricing = {
  lines: PricedLine[];
  totals: {
    count: number;
    number: number;
    goods_amount: string;
    manjian_amount: string;
    discount_amount: string;
    order_amount: string;
    shipping_fee: string;
    payable: string;
  };
  /** `kind_text`: 满减 / 满折, from the promotions vocabulary. */
  activities: { id: number; kind: string; kind_text: string; name: string; reached: string | null; text: string }[];
  shipping: { free: boolean; need: string; text: string };
};

/** POST /api/plan/match and POST /api/plan/saved/{id}/run (with `plan`). */
export type PlanView = {
  lines: PlanLineView[];
  summary: { total: number; matched: number; unsure: number; unmatched: number };
  pricing: PlanPricing;
  min_shelf_months: number;
  skipped: string[];
  plan?: { id: number; name: string };
};

/** GET /api/plan/saved */
export type SavedPlanSummary = { id: number; name: string; lines: number; min_shelf_months: number; updated_at: string; last_run_at: string | null };

/** POST /api/plan/cart: how many lines went into the cart; `notice` warning when some prices changed. */
export type PlanAddedToCart = { total: number; notice?: 'success' | 'warning' };
