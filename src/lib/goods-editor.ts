/**
 * The goods editor's shapes shared by the console page (server) and its island (browser): the
 * form's values (prices as yuan strings, numbers as typed) and the choices it offers.
 */
export type GoodsKind = 'medicine' | 'herbal' | 'device';

/** The editor's values: what the form posts back, with prices as yuan strings. */
export type EditorValues = {
  version: number;
  kind: GoodsKind;
  name: string;
  trade_name: string;
  category_id: string;
  manufacturer: string;
  brand_id: string;
  spec: string;
  unit: string;
  dosage_form: string;
  approval_no: string;
  /** 上市许可持有人 ('' = the maker). */
  holder: string;
  barcode: string;
  rx_class: string;
  origin: string;
  grade: string;
  device_class: string;
  base_price: string;
  retail_price: string;
  ladder_price_type: number;
  ladder: { number: string; price: string }[];
  mid_pack: string;
  case_pack: string;
  only_mid_pack: boolean;
  xg_number: string;
  is_dpby: boolean;
  qg_number: string;
  is_free_shipping: boolean;
  free_shipping_number: string;
  tag_ids: number[];
  is_ephedrine: boolean;
  ephedrine_limit: string;
  is_controlled: boolean;
  control_company_types: string[];
  control_provinces: string[];
  batch_no: string;
  production_date: string;
  expiry_date: string;
  is_on_sale: boolean;
  stock: string;
};

export type EditorOptions = {
  /** Every category, labelled 父 / 子, parents first, with their zone. */
  categories: { id: number; zone: GoodsKind; label: string }[];
  manufacturers: string[];
  brands: { id: number; name: string }[];
  tags: { id: number; name: string; color: string }[];
  companyTypes: string[];
  provinces: string[];
};
