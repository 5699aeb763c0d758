import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from '../../../src/server/auth/password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies', async () => {
    const stored = await hashPassword('Demo@123456');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo@123456', stored)).toBe(true);
    expect(await verifyPassword('demo@123456', stored)).toBe(false);
  });

  it('uses a random salt unless one is given', async () => {
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
    expect(await hashPassword('x', 'fixed-salt-1234')).toBe(hashPasswordSync('x', 'fixed-salt-1234'));
  });

  it('rejects malformed or hostile stored values', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$xyz')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$$')).toBe(false);
  });
});
