import { describe, expect, it } from 'vitest';
import { together } from '../../src/server/db/together';

const later = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms));

describe('together (statements of one step sent at once)', () => {
  it('answers every value in argument order', async () => {
    expect(await together(later(20, 'a'), later(1, 2), Promise.resolve(null))).toEqual(['a', 2, null]);
  });

  it('throws the first failure in argument order, not the first in time, and only after every statement settled', async () => {
    let slowDone = false;
    const slow = later(30, 'slow').then((v) => {
      slowDone = true;
      return v;
    });
    await expect(together(later(20, 'status changed', true), later(1, 'balance low', true), slow)).rejects.toThrow('status changed');
    expect(slowDone).toBe(true);
  });
});
