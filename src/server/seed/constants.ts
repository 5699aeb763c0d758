/**
 * Fixed inputs of the demo data. Every date in the seed is computed from SEED_NOW, never from the clock,
 * so two runs produce byte-identical rows.
 */
export const SEED_NOW = new Date('2026-11-01T00:00:00+08:00');
/** SEED_NOW as a calendar day in Asia/Shanghai (date columns are plain days). */
export const SEED_TODAY = '2026-11-01';

export const DEFAULT_SEED = 20261101;
export const DEFAULT_GOODS_COUNT = 6000;

/** Password of both demo members (documented in the README for reviewers). */
export const DEMO_PASSWORD = 'Demo@123456';

/** Share of goods per kind; combinations are taken out of the medicine share. */
export const KIND_SHARES = { medicine: 0.7, herbal: 0.18, device: 0.12 } as const;
