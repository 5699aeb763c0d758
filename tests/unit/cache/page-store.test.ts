import { describe, expect, it } from 'vitest';
import { cached, enableCaches, invalidateCaches } from '../../../src/server/cache/memo';
import {
  encoded,
  lookupPage,
  PAGE_CACHE_MAX_BYTES,
  PAGE_STALE_MAX_MS,
  PAGE_TTL_MS,
  pageCacheStats,
  pageKey,
  rememberSessionClass,
  SESSION_CLASS_TTL_MS,
  sessionClass,
  storePage,
  ticket,
  viewerClassKey,
  viewerKey,
} from '../../../src/server/cache/page-store';

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

  it('shares pages by viewer class: review state, company type and province, never one session', () => {
    const member = { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' };
    expect(viewerClassKey({ storeId: null, isPassed: false, companyType: null, province: null })).toBe('visitor');
    expect(viewerClassKey(member)).toBe(viewerClassKey({ ...member, storeId: 2 }));
    expect(viewerClassKey(member)).not.toBe(viewerClassKey({ ...member, isPassed: false }));
    expect(viewerClassKey(member)).not.toBe(viewerClassKey({ ...member, province: '江苏省' }));
    expect(viewerClassKey(member)).not.toBe(viewerClassKey({ ...member, companyType: '诊所' }));
  });

  it('learns a session’s class from its render and forgets it when that session writes or on a global write', () => {
    enableCaches();
    const a = viewerKey('yaocai_sid=a');
    const b = viewerKey('yaocai_sid=b');
    expect(sessionClass('visitor')).toBe('visitor');
    expect(sessionClass(a)).toBeUndefined();
    rememberSessionClass(ticket(a), 'm:x');
    rememberSessionClass(ticket(b), 'm:x');
    expect(sessionClass(a)).toBe('m:x');
    expect(sessionClass(a, Date.now() + SESSION_CLASS_TTL_MS + 1)).toBeUndefined();
    invalidateCaches(a);
    expect(sessionClass(a)).toBeUndefined();
    expect(sessionClass(b)).toBe('m:x');
    // A render that overlapped the session's write does not teach its class.
    const stale = ticket(a);
    invalidateCaches(a);
    rememberSessionClass(stale, 'm:old');
    expect(sessionClass(a)).toBeUndefined();
    invalidateCaches();
    expect(sessionClass(b)).toBeUndefined();
    enableCaches(false);
  });

  it('keeps the pages within the byte bound, dropping the least recently served first', () => {
    enableCaches();
    invalidateCaches();
    const big = Buffer.alloc(PAGE_CACHE_MAX_BYTES / 4 + 1);
    const entry = () => ({ viewer: 'visitor', status: 200, headers: [] as [string, string][], body: big });
    const keys = ['/1', '/2', '/3', '/4'].map((u) => pageKey('http://h', u, 'visitor'));
    for (const key of keys.slice(0, 3)) storePage(key, ticket('visitor'), entry());
    expect(lookupPage(keys[0]!).state).toBe('fresh'); // served: now the most recent
    storePage(keys[3]!, ticket('visitor'), entry());
    expect(lookupPage(keys[1]!).state).toBe('none');
    expect(lookupPage(keys[0]!).state).toBe('fresh');
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
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
