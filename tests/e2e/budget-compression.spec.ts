import fs from 'node:fs';
import { expect, test } from './fixtures';

const asset = (ext: string) => `/_astro/${fs.readdirSync('dist/client/_astro').find((f) => f.endsWith(ext))}`;

test.describe('compression and caching (scripts/start.ts)', () => {
  test('HTML, JS, CSS and JSON leave brotli- or gzip-compressed, as the browser asks', async ({ request }) => {
    for (const p of ['/help_xrzn_hyzc', '/help_news', asset('.js'), asset('.css'), '/api/article/category?category_id=3']) {
      const br = await request.get(p, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.status(), p).toBe(200);
      expect(br.headers()['content-encoding'], p).toBe('br');
      expect(br.headers().vary, p).toMatch(/accept-encoding/i);
      const gzip = await request.get(p, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers()['content-encoding'], p).toBe('gzip');
      const plain = await request.get(p, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers()['content-encoding'], p).toBeUndefined();
      expect((await plain.body()).equals(await br.body()), `${p}: same content whatever the encoding`).toBe(true);
    }
  });

  test('hashed assets are immutable for a year; HTML is revalidated', async ({ request }) => {
    for (const ext of ['.js', '.css']) {
      const res = await request.get(asset(ext));
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const html = await request.get('/help_xrzn');
    expect(html.headers()['cache-control']).toBe('public, max-age=0');
    const etag = html.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/help_xrzn', { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('tiny answers are not compressed', async ({ request }) => {
    const res = await request.get('/favicon.svg', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toBeUndefined();
  });
});
