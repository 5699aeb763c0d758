import type * as s from '../db/schema';

/** Insert rows with every column spelled out (no reliance on column defaults), ids included. */
type Full<T> = Required<T>;

export type ManufacturerRow = Full<typeof s.manufacturers.$inferInsert>;
export type CategoryRow = Full<typeof s.categories.$inferInsert>;
export type BrandRow = Full<typeof s.brands.$inferInsert>;
export type TagRow = Full<typeof s.tags.$inferInsert>;
export type GoodsRow = Full<typeof s.goods.$inferInsert>;
export type GoodsTagRow = Full<typeof s.goodsTags.$inferInsert>;
export type CombinationItemRow = Full<typeof s.goodsCombinationItems.$inferInsert>;
export type HotWordRow = Full<typeof s.hotWords.$inferInsert>;
export type AccountManagerRow = Full<typeof s.accountManagers.$inferInsert>;
export type MemberRow = Full<typeof s.members.$inferInsert>;
export type StoreRow = Full<typeof s.stores.$inferInsert>;
export type MessageRow = Full<typeof s.messages.$inferInsert>;
export type NewsRow = Full<typeof s.news.$inferInsert>;
export type FocusItemRow = Full<typeof s.focusItems.$inferInsert>;
export type FocusBlockRow = Full<typeof s.focusBlocks.$inferInsert>;
export type NavItemRow = Full<typeof s.navItems.$inferInsert>;
export type SiteLinkRow = Full<typeof s.siteLinks.$inferInsert>;
export type SiteSettingRow = Full<typeof s.siteSettings.$inferInsert>;

/** Every table's rows, keyed in insertion order (parents before children). */
export type DemoData = {
  manufacturers: ManufacturerRow[];
  categories: CategoryRow[];
  brands: BrandRow[];
  tags: TagRow[];
  goods: GoodsRow[];
  goodsTags: GoodsTagRow[];
  goodsCombinationItems: CombinationItemRow[];
  hotWords: HotWordRow[];
  accountManagers: AccountManagerRow[];
  members: MemberRow[];
  stores: StoreRow[];
  messages: MessageRow[];
  news: NewsRow[];
  focusItems: FocusItemRow[];
  focusBlocks: FocusBlockRow[];
  navItems: NavItemRow[];
  siteLinks: SiteLinkRow[];
  siteSettings: SiteSettingRow[];
};

export type GenerateOptions = { goodsCount?: number; seed?: number };
