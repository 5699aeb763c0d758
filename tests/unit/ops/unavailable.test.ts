import { describe, expect, it } from 'vitest';
import { unavailableReason } from '../../../src/server/ops/unavailable';

const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('unavailableReason', () => {
  it('reads a statement past its bound as a timeout while the database has been reachable', () => {
    expect(unavailableReason(timeout, 1_000)).toBe('timeout');
  });

  it('reads a lost connection as the database being away, also through a wrapping error', () => {
    expect(unavailableReason(new Error('Failed query', { cause: refused }), 100_000)).toBe('database');
  });

  it('reads a timeout just after the database was unreachable (a restart) as maintenance, and a later one as a timeout again', () => {
    unavailableReason(refused, 200_000);
    expect(unavailableReason(timeout, 210_000)).toBe('database');
    expect(unavailableReason(timeout, 260_000)).toBe('timeout');
  });

  it('reads Redis not answering as the session store, and a bug as none', () => {
    expect(unavailableReason(new Error('Command timed out'), 300_000)).toBe('session');
    expect(unavailableReason(new TypeError('x is undefined'), 300_000)).toBeNull();
  });
});
