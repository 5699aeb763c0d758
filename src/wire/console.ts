/**
 * Console answers the console stores read (goods editor and goods import; built by src/server/console/,
 * read by src/stores/console/). Types only.
 */

/** POST /admin/api/goods/{id}/photos…: the goods' photo numbers after an upload, a removal or a reorder. */
export type GoodsPhotos = { photos?: number[]; order?: number[] };

/** One row of an import sheet as it would be applied. */
export type ImportRowPlan = { line: number; action: 'create' | 'update' | 'error'; id: number | null; name: string; errors: string[]; changes: string[] };

/** POST /admin/api/goods/import/preview. */
export type ImportPreview = { total: number; creates: number; updates: number; errors: number; rows: ImportRowPlan[] };

/** POST /admin/api/goods/import/apply. */
export type ImportApplied = { created: number; updated: number };

/** POST /admin/api/me/totp: a pending authenticator secret and its otpauth:// address. */
export type TotpEnrolment = { secret: string; uri: string };
