/**
 * Issue 33, members cannot fill the disk: an upload request is checked whole (fields, every file,
 * the store's quota) before anything is written, and a request refused afterwards (a 含麻 receipt
 * for an order that takes none) takes its file away again; uploads count against 30 an hour per
 * store and a store's files against its total (「上传空间已满…」); the sweep removes files older than
 * an hour that no row names and keeps the rest. The total is a counter in PostgreSQL reserved in one
 * conditional UPDATE: of parallel uploads only those that fit are stored, and the counter always
 * equals the bytes on disk (refusals, the sweep and a refused row's files give theirs back).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { members, orders, storeUploadUsage, wantedRequests } from '../../src/server/db/schema';
import { storedBytes } from '../../src/server/attachments/quota';
import { POST as wantedApi } from '../../src/pages/api/user/buy/index';
import { POST as feedbackApi } from '../../src/pages/api/user/feedback/index';
import { POST as zizhiApi } from '../../src/pages/api/user/zizhi';
import { POST as receiptApi } from '../../src/pages/api/order/[id]/receipt';
import { LIMITS, clear, take } from '../../src/server/limits';
import { sweepUploads } from '../../src/server/attachments/sweep';

let t: TestDb;
let demo: TestBrowser;
let storeId: number;
let png: Buffer;
const engine = process.env.TEST_DB ?? 'pglite';
const root = path.join(os.tmpdir(), `yaocai-uploads-${process.pid}`);

beforeAll(async () => {
  process.env.UPLOAD_DIR = root;
  t = await createTestDb({ goodsCount: 100 });
  demo = await loginAs('demo', '10.33.0.1');
  const [m] = await t.db.select().from(members).where(eq(members.username, 'demo'));
  storeId = m!.activeStoreId!;
  png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
beforeEach(async () => {
  await clear(LIMITS.uploadPerStore, String(storeId));
  delete process.env.UPLOAD_STORE_MAX_MB;
});
afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await t?.teardown();
  await fs.rm(root, { recursive: true, force: true });
});

/** The store's upload counter (store_upload_usage.bytes). */
const counter = async () => (await t.db.select().from(storeUploadUsage).where(eq(storeUploadUsage.storeId, storeId)))[0]?.bytes;
const filesIn = async (folder: string) => (await fs.readdir(path.join(root, folder, String(storeId))).catch(() => [] as string[])).sort();
const wantedForm = (photo?: Buffer) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: '阿莫西林胶囊',
    spec: '0.25g*24粒',
    maker: '某药业',
    approval: '',
    quantity: '10',
    contact: '王药师',
    phone: '13800138000',
    remark: '',
  }))
    form.set(k, v);
  if (photo) form.set('photo', new File([new Uint8Array(photo)], 'a.png', { type: 'image/png' }));
  return form;
};

describe(`member uploads (${engine})`, () => {
  it('feedback with one good and one bad image is refused whole, and nothing is written', async () => {
    const form = new FormData();
    form.set('content', '包装破损');
    form.append('images[]', new File([new Uint8Array(png)], 'ok.png', { type: 'image/png' }));
    form.append('images[]', new File([new Uint8Array(Buffer.from('not an image at all'))], 'bad.png', { type: 'image/png' }));
    const answer = await demo.call(feedbackApi, '/api/user/feedback', { body: form });
    expect(answer.status).toBe(422);
    expect(await filesIn('feedback')).toEqual([]);
  });

  it('a 含麻 receipt for an order that takes none is refused and its file removed again', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.storeId, storeId)).limit(1);
    const before = await filesIn('qualifications');
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'receipt.png', { type: 'image/png' }));
    const answer = await demo.call(receiptApi, `/api/order/${order!.id}/receipt`, { body: form, params: { id: String(order!.id) } });
    expect(answer.body.code).not.toBe(10000);
    expect(await filesIn('qualifications')).toEqual(before);
  });

  it('counts uploads against 30 an hour per store: the 31st is refused with 429', async () => {
    const ok = await demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) });
    expect(ok.body.code).toBe(10000);
    for (let i = 0; i < 29; i++) await take(LIMITS.uploadPerStore, String(storeId));
    const refused = await demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('上传过于频繁');
    expect(await filesIn('wanted')).toHaveLength(1);
  });

  it('a certificate counts the bytes it is stored with (re-encoded), not the bytes sent', async () => {
    const before = await counter();
    const form = new FormData();
    for (const [k, v] of Object.entries({ type: 'business_license', number: '91330106MA2H000009', valid_from: '2024-01-01', long_term: '1' })) form.set(k, v);
    form.set('file', new File([new Uint8Array(png)], '营业执照.png', { type: 'image/png' }));
    const added = await demo.call(zizhiApi, '/api/user/zizhi', { body: form });
    expect(added.body.code).toBe(10000);
    expect(await counter()).toBe(await storedBytes(storeId));
    expect(await counter()).toBeGreaterThan(before ?? 0);
  });

  it('refuses a photo that would take the store over its total, with the limit in Chinese, and leaves the counter as it was', async () => {
    process.env.UPLOAD_STORE_MAX_MB = '1';
    await fs.mkdir(path.join(root, 'wanted', String(storeId)), { recursive: true });
    await fs.writeFile(path.join(root, 'wanted', String(storeId), 'big.bin'), Buffer.alloc(1024 * 1024 - 100));
    // A store without a counter row (as every store right after the migration) starts it from its folders.
    await t.db.delete(storeUploadUsage).where(eq(storeUploadUsage.storeId, storeId));
    const before = await filesIn('wanted');
    const refused = await demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.photo).toEqual(['上传空间已满：每个门店最多保存 1 MB 文件，请联系客服清理']);
    expect(await filesIn('wanted')).toEqual(before);
    expect(await counter()).toBe(await storedBytes(storeId));
    const again = await demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) });
    expect(again.status).toBe(422);
    expect(await counter()).toBe(await storedBytes(storeId));
  });

  it('the sweep removes files older than an hour that no row names, and keeps named and fresh ones', async () => {
    const [row] = await t.db.select().from(wantedRequests).where(eq(wantedRequests.storeId, storeId)).limit(1);
    expect(row!.photo).toBeTruthy();
    const dir = path.join(root, 'wanted', String(storeId));
    const named = path.join(root, row!.photo!);
    const orphan = path.join(dir, 'orphan.png');
    const fresh = path.join(dir, 'fresh.png');
    await fs.writeFile(orphan, png);
    await fs.writeFile(fresh, png);
    // As if both had come through an upload request: their bytes are on the store's counter.
    await t.db
      .update(storeUploadUsage)
      .set({ bytes: sql`${storeUploadUsage.bytes} + ${2 * png.length}` })
      .where(eq(storeUploadUsage.storeId, storeId));
    const old = new Date(Date.now() - 2 * 3_600_000);
    for (const f of [named, orphan, path.join(dir, 'big.bin')]) await fs.utimes(f, old, old);

    const removed = await sweepUploads();
    expect(removed.sort()).toEqual([`wanted/${storeId}/big.bin`, `wanted/${storeId}/orphan.png`]);
    expect(await filesIn('wanted')).toEqual([path.basename(named), 'fresh.png'].sort());
    expect(await counter()).toBe(await storedBytes(storeId)); // the removed files' bytes were given back
  });

  it.skipIf(engine !== 'postgres')('of 8 parallel uploads where only 3 fit, exactly 3 are stored and the counter equals the bytes on disk', async () => {
    process.env.UPLOAD_STORE_MAX_MB = '1';
    const first = await demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) });
    expect(first.body.code).toBe(10000);
    const [row] = await t.db.select().from(wantedRequests).where(eq(wantedRequests.storeId, storeId)).orderBy(desc(wantedRequests.id)).limit(1);
    const photoBytes = (await fs.stat(path.join(root, row!.photo!))).size; // every upload of `png` stores the same bytes
    // Fill the store up to 3.5 photos below its 1 MB.
    const room = 1024 * 1024 - (await storedBytes(storeId));
    await fs.mkdir(path.join(root, 'feedback', String(storeId)), { recursive: true });
    await fs.writeFile(path.join(root, 'feedback', String(storeId), 'filler.bin'), Buffer.alloc(room - Math.floor(3.5 * photoBytes)));
    await t.db
      .update(storeUploadUsage)
      .set({ bytes: await storedBytes(storeId) })
      .where(eq(storeUploadUsage.storeId, storeId));
    await clear(LIMITS.uploadPerStore, String(storeId));
    const wantedBefore = (await filesIn('wanted')).length;

    const answers = await Promise.all(Array.from({ length: 8 }, () => demo.call(wantedApi, '/api/user/buy', { body: wantedForm(png) })));
    const accepted = answers.filter((a) => a.body.code === 10000);
    const refused = answers.filter((a) => a.status === 422);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const a of refused) expect(a.body.errors.photo).toEqual(['上传空间已满：每个门店最多保存 1 MB 文件，请联系客服清理']);
    expect(await filesIn('wanted')).toHaveLength(wantedBefore + 3);
    expect(await counter()).toBe(await storedBytes(storeId));
    expect(await counter()).toBeLessThanOrEqual(1024 * 1024);
  });
});
