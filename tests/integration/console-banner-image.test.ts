/**
 * Issue 18, content: an operator uploads a picture for a 广告位. It is checked by content and
 * re-encoded, stored under the upload root, served at a new /img/banner/u/ address (cached for good)
 * and shown by the shop at once; the change is audited. A renamed text file and an 订单 operator are
 * refused without changing the banner. PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { auditLog, focusItems } from '../../src/server/db/schema';
import { POST as upload } from '../../src/pages/admin/api/content/focus/[id]/image';
import { GET as picture } from '../../src/pages/img/banner/u/[file]';
import { focusAt } from '../../src/server/content/focus';

let t: TestDb;
let merch: TestBrowser;
let orders: TestBrowser;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-banner-image-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 100 });
  merch = await operatorBrowser('merchandiser');
  orders = await operatorBrowser('orders');
});
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploads, { recursive: true, force: true });
});

const fileForm = (data: Buffer | string, name: string, type: string) => {
  const form = new FormData();
  form.set('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
  return form;
};
const serve = (file: string) => picture({ params: { file } } as never) as Promise<Response>;

describe('banner pictures', () => {
  it('an uploaded JPG becomes the banner’s picture, served from a new address; bad files and the wrong role change nothing', async () => {
    const [banner] = await focusAt('banner');
    const params = { id: String(banner!.id) };
    const url = `/admin/api/content/focus/${banner!.id}/image`;
    const imageNow = async () => (await t.db.select({ image: focusItems.image }).from(focusItems).where(eq(focusItems.id, banner!.id)))[0]!.image;
    const before = await imageNow();

    const fake = await merch.call(upload, url, { params, body: fileForm('<svg onload=alert(1)>', 'banner.jpg', 'image/jpeg') });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual(['仅支持 JPG、PNG 图片（按文件内容识别）']);
    const jpeg = await sharp({ create: { width: 1580, height: 680, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    expect((await orders.call(upload, url, { params, body: fileForm(jpeg, 'banner.jpg', 'image/jpeg') })).status).toBe(403);
    expect(await imageNow()).toBe(before);

    const done = await merch.call(upload, url, { params, body: fileForm(jpeg, 'banner.jpg', 'image/jpeg') });
    expect(done.body.code, JSON.stringify(done.body)).toBe(10000);
    const image = done.body.data.image as string;
    expect(image).toMatch(/^\/img\/banner\/u\/[0-9a-f-]{36}\.jpg$/);
    expect((await focusAt('banner')).find((b) => b.id === banner!.id)!.image).toBe(image);

    const served = await serve(image.split('/').pop()!);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1580, 680]);
    for (const name of ['../../etc/passwd', 'nope.jpg', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.jpg`]) expect((await serve(name)).status, name).toBe(404);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'focus_item.image'), eq(auditLog.objectId, String(banner!.id))));
    expect(entry).toMatchObject({ operatorName: 'shangpin', objectType: 'focus_item', before: { image: before }, after: { image } });

    // A second upload gets a new address: pages never show the old picture from a cache.
    const again = await merch.call(upload, url, { params, body: fileForm(jpeg, 'banner.jpg', 'image/jpeg') });
    expect(again.body.data.image).not.toBe(image);
  });
});
