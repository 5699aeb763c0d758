/** Only same-site absolute paths may be redirect targets (no `//evil.com`, no schemes). */
export function safeNext(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
