/** Business error codes of batches (HTTP 409 family like the console's stale-stock code). */
export const BATCH_CONFLICT = 40910;
/** An allocation or a trace code that no longer fits (stock moved, a code already used). */
export const ALLOCATION_STALE = 40911;
export const TRACE_CODE_TAKEN = 40912;
/** A line at the ordinary price whose next batch has under 6 months left: sold only in the 近效期专场. */
export const NEAR_EXPIRY_ZONE_ONLY = 40913;
