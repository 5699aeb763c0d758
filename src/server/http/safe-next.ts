/**
 * A same-site path: one `/` and then no second `/` or `\` right after it (browsers read `//host` and
 * `/\host` as another site), no backslash or whitespace or control character anywhere.
 */
export function isInternalPath(target: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(target);
}

/** Only same-site absolute paths may be redirect targets (no `//evil.com`, no schemes). */
export function safeNext(target: string | null | undefined, fallback = '/'): string {
  if (!target || !isInternalPath(target)) return fallback;
  return target;
}
