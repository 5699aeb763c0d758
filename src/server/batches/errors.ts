/** Business error codes of batches (HTTP 409 family like the console's stale-stock code). */
export const BATCH_CONFLICT = 40910;
/** An allocation or a trace code that no longer fits (stock moved, a code already used). */
export const ALLOCATION_STALE = 40911;
export const TRACE_CODE_TAKEN = 40912;
// 40913 (近效期 zone only) lives with its rule: ../catalogue/zone-only.ts.
