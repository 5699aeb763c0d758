import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from './config';

/**
 * Compact signed tokens `base64url(json).base64url(hmac)` with an expiry, for the chat frame
 * token and the simulated WeChat code. Not a session id and not secret, only tamper-proof.
 */
export function signToken(purpose: string, payload: Record<string, unknown>, ttlMs: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...payload, p: purpose, exp: Math.floor((now + ttlMs) / 1000) })).toString('base64url');
  return `${body}.${mac(body)}`;
}

/** The payload of a valid, unexpired token for `purpose`, else null. */
export function verifyToken<T extends Record<string, unknown>>(purpose: string, token: string, now = Date.now()): (T & { exp: number }) | null {
  const [body, sig, extra] = String(token).split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { p: string; exp: number };
    if (payload.p !== purpose || typeof payload.exp !== 'number' || payload.exp * 1000 < now) return null;
    return payload;
  } catch {
    return null;
  }
}

function mac(body: string): string {
  return createHmac('sha256', authSecret()).update(body).digest('base64url');
}

/** HMAC of a short secret (SMS codes) so the database never holds the code itself. */
export function digest(value: string): string {
  return createHmac('sha256', authSecret()).update(value).digest('hex');
}
