import { describe, expect, it } from 'vitest';
import { cached, enableCaches, invalidateCaches } from '../../../src/server/cache/memo';
import { encoded, lookupPage, PAGE_STALE_MAX_MS, PAGE_TTL_MS, pageKey, storePage, ticket, viewerKey } from '../../../src/server/cache/page-store';

const body = Buffer.from('<html>' + '药采'.repeat(1000) + '</html>');
const page = (viewer: string) => ({ viewer, status: 200, headers: [['content-type', 'text/html']] as [string, string][], body });

describe('rendered page store', () => {
  it('keys visitors together and each session apart, without keeping the cookie', () => {
    expect(viewerKey(undefined)).toBe('visitor');
    expect(viewerKey('other=1')).toBe('visitor');
    const a = viewerKey('x=1; yaocai_sid=aaa');
    expect(a).not.toBe(viewerKey('yaocai_sid=bbb'));
    expect(a).toBe(viewerKey('yaocai_sid=aaa'));
    expect(a).not.toContain('aaa');
  });

  it('serves fresh, then stale while one renders, then nothing past the stale bound', () => {
    const key = pageKey('http://h', '/list_index?a=1', 'visitor');
    const t0 = 1_000_000;
    storePage(key, ticket('visitor', t0), page('visitor'), t0);
    expect(lookupPage(key, t0 + PAGE_TTL_MS - 1).state).toBe('fresh');
    expect(lookupPage(key, t0 + PAGE_TTL_MS).state).toBe('stale');
    expect(lookupPage(key, t0 + PAGE_STALE_MAX_MS).state).toBe('expired');
    expect(PAGE_STALE_MAX_MS).toBeLessThanOrEqual(5_000);
  });

  it('does not store a page whose render overlapped a write of that viewer or a global one', () => {
    enableCaches();
    const viewer = viewerKey('yaocai_sid=writer');
    const key = pageKey('http://h', '/list_info/1', viewer);
    const before = ticket(viewer);
    invalidateCaches(viewer);
    expect(storePage(key, before, page(viewer))).toBeNull();
    const other = ticket('visitor');
    invalidateCaches();
    expect(storePage(pageKey('http://h', '/', 'visitor'), other, page('visitor'))).toBeNull();
    enableCaches(false);
  });

  it('a member write drops only that member’s pages', () => {
    enableCaches();
    const a = viewerKey('yaocai_sid=a');
    const b = viewerKey('yaocai_sid=b');
    storePage(pageKey('http://h', '/x', a), ticket(a), page(a));
    storePage(pageKey('http://h', '/x', b), ticket(b), page(b));
    invalidateCaches(a);
    expect(lookupPage(pageKey('http://h', '/x', a)).state).toBe('none');
    expect(lookupPage(pageKey('http://h', '/x', b)).state).toBe('fresh');
    enableCaches(false);
  });

  it('compresses once per entry in the encoding asked for', () => {
    const stored = storePage(pageKey('http://h', '/z', 'visitor'), ticket('visitor'), page('visitor'))!;
    const br = encoded(stored, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(encoded(stored, 'gzip, br').body).toBe(br.body);
    expect(encoded(stored, 'gzip').encoding).toBe('gzip');
    expect(encoded(stored, undefined).body).toBe(body);
  });
});

describe('memo cache', () => {
  it('loads once per TTL, shares a load in flight, and reloads after an invalidation', async () => {
    enableCaches();
    let loads = 0;
    const load = async () => ++loads;
    const [x, y] = await Promise.all([cached('k', 60_000, load), cached('k', 60_000, load)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    invalidateCaches();
    expect(await cached('k', 60_000, load)).toBe(2);
    enableCaches(false);
    expect(await cached('k', 60_000, load)).toBe(3); // off: straight to the source
  });
});
