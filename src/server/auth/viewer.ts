/**
 * Who is looking at the catalogue: decides price visibility and controlled-sales (控销) access.
 * A visitor has no store; the accounts issue fills this from the session.
 */
export type Viewer = {
  storeId: number | null;
  isPassed: boolean;
  companyType: string | null;
  province: string | null;
};

export const VISITOR: Viewer = { storeId: null, isPassed: false, companyType: null, province: null };

/** Prices are for approved members only; others see why not (spec: 登录可见 / 资质审核后可见). */
export function priceNotice(viewer: Viewer): string | null {
  if (viewer.storeId === null) return '登录可见';
  if (!viewer.isPassed) return '资质审核后可见';
  return null;
}
