import { describe, expect, it, vi } from 'vitest';
import { applyLoginFlag, clearLoginFlag, LOGIN_FLAG_KEY, markLoggedIn, readLoginFlag, type LoginFlagEnv } from '../../../src/stores/login-flag';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

function env() {
  const reload = vi.fn<() => void>();
  const e: LoginFlagEnv = { local: memory(), session: memory(), reload };
  return Object.assign(e, { reload });
}

describe('login flag', () => {
  it('marks and clears the flag', () => {
    const e = env();
    expect(readLoginFlag(e)).toBe(false);
    markLoggedIn(e);
    expect(e.local?.getItem(LOGIN_FLAG_KEY)).toBe('1');
    expect(readLoginFlag(e)).toBe(true);
    clearLoginFlag(e);
    expect(readLoginFlag(e)).toBe(false);
  });

  it('does nothing when the page matches the flag', () => {
    const e = env();
    expect(applyLoginFlag(false, e)).toBe(false);
    markLoggedIn(e);
    expect(applyLoginFlag(true, e)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('reloads once when the page was rendered for the other state', () => {
    const e = env();
    markLoggedIn(e); // logged in elsewhere; this page shows a visitor
    expect(applyLoginFlag(false, e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
    // after the reload the page is current: no more reloads
    expect(applyLoginFlag(true, e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('never loops: if the server still disagrees after one reload, the flag follows the server', () => {
    const e = env();
    markLoggedIn(e); // flag says member, but the session has expired
    expect(applyLoginFlag(false, e)).toBe(true);
    expect(applyLoginFlag(false, e)).toBe(false);
    expect(e.reload).toHaveBeenCalledTimes(1);
    expect(readLoginFlag(e)).toBe(false);
    expect(applyLoginFlag(false, e)).toBe(false);
  });

  it('after a logout elsewhere a member page reloads once', () => {
    const e = env();
    expect(applyLoginFlag(true, e)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(1);
  });

  it('is a no-op without storage (server rendering, privacy mode)', () => {
    const reload = vi.fn();
    expect(applyLoginFlag(false, { local: null, session: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
