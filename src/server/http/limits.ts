/**
 * How much of a request body the server reads. Every body is read through `readBytes` (body.ts),
 * which counts the bytes as they arrive and stops at the route's limit (413), whatever
 * Content-Length says. The families:
 *
 * - JSON and form APIs, and the /login form post: {@link DEFAULT_BODY_LIMIT} (64 KB);
 * - routes that need more declare it beside their handler: the purchase plan's lines (3 MB) and
 *   paste (2 MB), and each upload (multipart: its files' limit plus 64 KB of fields and framing —
 *   pictures 5 MB, 意见反馈 3 × 5 MB, certificates and 含麻 receipts 10 MB, return photos 5 × 5 MB,
 *   invoice PDFs 5 MB, the goods import 10 MB, the plan file 2 MB).
 *
 * {@link MAX_BODY_BYTES} caps everything else, Astro's own readers included (the node adapter's
 * `bodySizeLimit` in astro.config.mjs, 1 GiB by default).
 */
const KB = 1024;
const MB = 1024 * KB;

export const DEFAULT_BODY_LIMIT = 64 * KB;

/** The largest body any route declares (return photos: 5 × 5 MB, plus the form's 64 KB), rounded up. */
export const MAX_BODY_BYTES = 26 * MB;

/** 65536 → "64 KB", 2097152 → "2 MB" (the limit as a refusal names it). */
export function sizeText(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.floor(bytes / KB)} KB`;
}
