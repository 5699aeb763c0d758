/**
 * Console answers the console stores read (goods editor and goods import; built by src/server/console/,
 * read by src/stores/console/). Types only.
 */

/** POST /admin/api/goods/{id}/images: the photo views after an upload, and the goods' image count. */
export type GoodsPhotosUploaded = { imageCount: number; photos: number[] };

/** POST /admin/api/goods/{id}/images/order: the photo views in their new order (a removal leaves one out). */
export type GoodsPhotosArranged = { imageCount: number; order: number[] };

/** Either answer, as the goods editor reads it. */
export type GoodsPhotos = Partial<GoodsPhotosUploaded & GoodsPhotosArranged>;

/** One row of an import sheet as it would be applied. */
export type ImportRowPlan = { line: number; action: 'create' | 'update' | 'error'; id: number | null; name: string; errors: string[]; changes: string[] };

/** POST /admin/api/goods/import/preview. */
export type ImportPreview = { total: number; creates: number; updates: number; errors: number; rows: ImportRowPlan[] };

/** POST /admin/api/goods/import/apply. */
export type ImportApplied = { created: number; updated: number };

/** POST /admin/api/me/totp: a pending authenticator secret and its otpauth:// address. */
export type TotpEnrolment = { secret: string; uri: string };
