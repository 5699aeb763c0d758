/**
 * Common header data on the wire (GET /api/focus/common: hot searches, nav, category menus,
 * brands, server time; read by src/stores/common.ts). Types only.
 */

export type MenuCategory = {
  id: number;
  name: string;
  logo?: string;
  logo1?: string;
  children?: MenuCategory[];
  childrenShow?: boolean;
};

export type NavItem = {
  id: number;
  name: string;
  url: string;
  image?: string;
  is_open?: number;
  children?: { id: number; name: string }[];
};

/** A hot-search word; the server may send plain strings or objects. */
export type HotWord = string | { id?: number; name: string; url?: string };

export type Brand = { id: number; name: string; logo?: string; [key: string]: unknown };

export type CommonData = {
  rnss: HotWord[];
  nav: NavItem[];
  category: MenuCategory[];
  category_yx: MenuCategory[];
  category_zy: MenuCategory[];
  category_qx: MenuCategory[];
  brand: Brand[];
  /** Server time, 10-digit seconds or 13-digit ms. */
  timestamp: number | null;
};

/** A form that created something answers its id (品种求购, 意见反馈, the console's goods editor). */
export type Created = { id: number };
