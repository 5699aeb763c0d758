/**
 * A one-time message carried across a plain form post's redirect (the page it returns to shows it
 * once, then forgets it): the answer of a form that worked before the page's scripts ran. A short,
 * readable cookie (not HttpOnly: the notifier island reads and clears it); never personal data.
 */
export const FLASH_COOKIE = 'yaocai_flash';

export type Flash = { kind: 'success' | 'warning' | 'error'; msg: string };

/** The cookie's value before URI encoding (Astro's cookie jar encodes it). */
export function flashValue(flash: Flash): string {
  return JSON.stringify({ kind: flash.kind, msg: flash.msg.slice(0, 200) });
}

/** The flash in a `document.cookie` string, or null (absent or malformed). */
export function flashIn(cookieHeader: string): Flash | null {
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${FLASH_COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(FLASH_COOKIE.length + 1))) as Partial<Flash>;
    if (typeof value.msg !== 'string' || !['success', 'warning', 'error'].includes(String(value.kind))) return null;
    return { kind: value.kind as Flash['kind'], msg: value.msg };
  } catch {
    return null;
  }
}
