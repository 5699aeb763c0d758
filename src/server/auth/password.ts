import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes as `scrypt$N$r$p$saltBase64$hashBase64`. The parameters travel with the hash so
 * they can be raised later without invalidating stored passwords.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
// Refuse stored parameters beyond this (a tampered row must not make verification eat the machine):
// scrypt needs about 128·N·r bytes, capped here at 256 MiB.
const MAX_N_TIMES_R = 1 << 21;
const maxmem = (n: number, r: number) => 128 * n * r * 2;

function encode(n: number, r: number, p: number, salt: Buffer, hash: Buffer): string {
  return `scrypt$${n}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function scryptAsync(plain: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: maxmem(n, r) }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const toSalt = (salt?: Buffer | string) => (salt === undefined ? randomBytes(16) : Buffer.isBuffer(salt) ? salt : Buffer.from(salt, 'utf8'));

/** Hashes a password; pass `salt` only for reproducible fixtures (seed data), never for real sign-ups. */
export async function hashPassword(plain: string, salt?: Buffer | string): Promise<string> {
  const s = toSalt(salt);
  return encode(N, R, P, s, await scryptAsync(plain, s, N, R, P, KEY_LENGTH));
}

/** Synchronous variant for the seed generator, which is a plain synchronous function. */
export function hashPasswordSync(plain: string, salt?: Buffer | string): string {
  const s = toSalt(salt);
  return encode(N, R, P, s, scryptSync(plain.normalize('NFKC'), s, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) }));
}

/** Checks a password against a stored hash in constant time; malformed hashes never verify. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map((x) => Number(x)) as [number, number, number];
  if (![n, r, p].every(Number.isSafeInteger) || n < 2 || (n & (n - 1)) !== 0 || r < 1 || n * r > MAX_N_TIMES_R || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || expected.length < 16) return false;
  try {
    const actual = await scryptAsync(plain, salt, n, r, p, expected.length);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
