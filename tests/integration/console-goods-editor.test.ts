/**
 * Issue 18 item 5, the goods editor: a goods created with every field (ladder prices, tags, 控销
 * rule, 单品包邮) is stored in fen with its tags, its initial stock as a 新品入库 movement and an
 * audit entry, and is found by pinyin initials in the shop; bad input is refused per field with
 * Chinese messages and writes nothing; a full edit is version-checked (the second editor is told,
 * nothing changes) and audited before/after; an 订单 operator gets 403; photos are sniffed by
 * content (a renamed text file is refused), re-encoded to at most 1600 px, served by /img/goods
 * before the generated SVG, reordered and removed. PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { auditLog, goods, goodsTags, manufacturers, stockMovements, tags } from '../../src/server/db/schema';
import { POST as create } from '../../src/pages/admin/api/goods/index';
import { PUT as update } from '../../src/pages/admin/api/goods/[id]/index';
import { POST as upload } from '../../src/pages/admin/api/goods/[id]/images/index';
import { POST as arrange } from '../../src/pages/admin/api/goods/[id]/images/order';
import { GET as image } from '../../src/pages/img/goods/[file]';
import { editorOptions, goodsForEditor } from '../../src/server/console/goods-editor';
import { goodsUpdateInput } from '../../src/server/console/goods-editor-input';
import { listGoods } from '../../src/server/catalogue/goods-list';
import { DEFAULT_LIST_PARAMS } from '../../src/server/catalogue/list-params';
import { VISITOR } from '../../src/server/auth/viewer';

let t: TestDb;
let op: TestBrowser;
let other: TestBrowser;
let orders: TestBrowser;
let categoryId: number;
let herbalCategoryId: number;
let tagId: number;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-goods-editor-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 100 });
  op = await operatorBrowser('merchandiser');
  other = await operatorBrowser('admin');
  orders = await operatorBrowser('orders');
  const options = await editorOptions();
  categoryId = options.categories.find((c) => c.zone === 'medicine')!.id;
  herbalCategoryId = options.categories.find((c) => c.zone === 'herbal')!.id;
  const [tag] = await t.db.select({ id: tags.id }).from(tags).orderBy(tags.id).limit(1);
  tagId = tag!.id;
});
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploads, { recursive: true, force: true });
});

const NAME = '编辑器测试胶囊';
const valid = (patch: Record<string, unknown> = {}) => ({
  kind: 'medicine',
  name: NAME,
  trade_name: '测试牌',
  category_id: categoryId,
  manufacturer: '编辑器测试制药有限公司',
  brand_id: '',
  spec: '0.25g*24粒',
  unit: '盒',
  dosage_form: '胶囊剂',
  approval_no: '国药准字Z20990001',
  holder: '编辑器测试持证有限公司',
  barcode: '6901234567892',
  rx_class: 'OTC甲',
  base_price: '12.50',
  retail_price: '19.80',
  ladder_price_type: 1,
  ladder: [
    { number: 20, price: '12.00' },
    { number: 100, price: '11.50' },
  ],
  mid_pack: 10,
  case_pack: 200,
  only_mid_pack: true,
  xg_number: 500,
  is_dpby: true,
  qg_number: 50,
  tag_ids: [tagId],
  is_ephedrine: false,
  is_controlled: true,
  control_company_types: ['单体药店', '诊所'],
  control_provinces: [],
  batch_no: 'B2026001',
  production_date: '2026-10-01',
  expiry_date: '2028-09-30',
  is_on_sale: true,
  stock: 300,
  ...patch,
});
const goodsCount = async () => Number((await t.db.select({ n: count() }).from(goods))[0]!.n);
const post = (b: TestBrowser, body: unknown) => b.call(create, '/admin/api/goods', { body: body as never, json: true });
const put = (b: TestBrowser, id: number, body: unknown) => b.call(update, `/admin/api/goods/${id}`, { method: 'PUT', params: { id: String(id) }, body: body as never, json: true });
const fileForm = (data: Buffer | string, name: string, type: string) => {
  const form = new FormData();
  form.set('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type }));
  return form;
};

let createdId = 0;

describe('create', () => {
  it('creates a goods with every field; stock arrives as a 新品入库 movement; audited; found by pinyin initials in the shop', async () => {
    const before = await goodsCount();
    const answer = await post(op, valid());
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(10000);
    createdId = answer.body.data.id;
    expect(await goodsCount()).toBe(before + 1);
    const [g] = await t.db.select().from(goods).where(eq(goods.id, createdId));
    expect(g).toMatchObject({
      name: NAME,
      basePrice: 1250,
      retailPrice: 1980,
      ladderPrice: [
        { number: 20, price: 1200 },
        { number: 100, price: 1150 },
      ],
      ladderPriceType: 1,
      midPack: 10,
      casePack: 200,
      onlyMidPack: true,
      xgNumber: 500,
      isDpby: true,
      qgNumber: 50,
      isControlled: true,
      controlRule: { companyTypes: ['单体药店', '诊所'], provinces: [] },
      rxClass: 'OTC甲',
      barcode: '6901234567892',
      holder: '编辑器测试持证有限公司',
      stock: 300,
      isOnSale: true,
      version: 1,
    });
    expect(await t.db.select({ tagId: goodsTags.tagId }).from(goodsTags).where(eq(goodsTags.goodsId, createdId))).toEqual([{ tagId }]);
    const [maker] = await t.db.select().from(manufacturers).where(eq(manufacturers.id, g!.manufacturerId));
    expect(maker!.name).toBe('编辑器测试制药有限公司');
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, createdId))).toEqual([
      expect.objectContaining({ delta: 300, stockAfter: 300, reason: '新品入库' }),
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goods.create'), eq(auditLog.objectId, String(createdId))));
    expect(entry).toMatchObject({ operatorName: 'shangpin', objectType: 'goods' });
    expect(entry!.after).toMatchObject({ name: NAME, basePrice: 1250, tagIds: [tagId] });

    // 控销 to 单体药店/诊所 hides it from visitors; released to everyone it is found by its initials.
    const initials = g!.pinyinInitials;
    expect(initials).toMatch(/^bjqcsjn/);
    const hidden = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: 'bjqcsjn', pageSize: 10 }, VISITOR);
    expect(hidden.list.map((x) => x.id)).not.toContain(createdId);
    const opened = await put(op, createdId, { ...valid({ is_controlled: false, control_company_types: [] }), version: 1 });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe(10000);
    const found = await listGoods({ ...DEFAULT_LIST_PARAMS, keywords: 'bjqcsjn', pageSize: 10 }, VISITOR);
    expect(found.list.map((x) => x.id)).toContain(createdId);
  });

  it('refuses bad input field by field with Chinese messages and writes nothing', async () => {
    const before = await goodsCount();
    const makers = Number((await t.db.select({ n: count() }).from(manufacturers))[0]!.n);
    const answer = await post(
      op,
      valid({
        manufacturer: '从未出现的新厂家',
        ladder: [
          { number: 100, price: '13.00' },
          { number: 50, price: '12.00' },
        ],
        mid_pack: 300,
        origin: '甘肃',
        xg_number: -2,
        barcode: '6901234567890',
        expiry_date: '2026-09-01',
        is_dpby: true,
        qg_number: 0,
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      'ladder.0.price': ['阶梯单价不能高于供货价'],
      'ladder.1.number': expect.arrayContaining(['第 2 档数量须大于第 1 档']),
      mid_pack: ['中包装不能大于件装'],
      origin: ['产地仅用于中药饮片'],
      xg_number: ['限购不能小于 -1'],
      barcode: ['条码应为 13 位（或 8 位）商品条码，校验位正确'],
      expiry_date: ['有效期须晚于生产日期'],
      qg_number: ['单品包邮请填写起购数量（至少 1）'],
    });
    const missing = await post(op, valid({ name: '', base_price: 'abc', kind: 'device', rx_class: 'Rx', category_id: herbalCategoryId }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ name: ['请输入通用名'], base_price: ['供货价应为金额，最多两位小数'] });
    const empty = await post(op, valid({ base_price: '', expiry_date: '', ladder: 'x', tag_ids: 'y' }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({ base_price: ['请输入供货价'], expiry_date: ['请输入有效期至'], ladder: ['阶梯价格式不正确'] });
    // Past the schema, the database checks: a category of another kind.
    const wrongZone = await post(op, valid({ kind: 'device', device_class: '2', rx_class: '', category_id: herbalCategoryId }));
    expect(wrongZone.status).toBe(422);
    expect(wrongZone.body.errors).toEqual({ category_id: ['请选择该商品类型下的分类'] });
    expect(await goodsCount()).toBe(before);
    expect(Number((await t.db.select({ n: count() }).from(manufacturers))[0]!.n)).toBe(makers);
  });
});

describe('edit', () => {
  it('opens every seeded single goods with values the schema accepts as they are', async () => {
    const singles = await t.db.select({ id: goods.id }).from(goods).where(eq(goods.type, 1));
    expect(singles.length).toBeGreaterThan(50);
    for (const { id } of singles) {
      const r = goodsUpdateInput.safeParse((await goodsForEditor(id))!.values);
      expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`), `goods ${id}`).toEqual([]);
    }
  });

  it('saves every field with the version check; the second editor is told it changed and nothing is lost', async () => {
    const now = (await goodsForEditor(createdId))!;
    const version = now.values.version;
    const form = { ...now.values, xg_number: '-1', tag_ids: [] };
    const [a, b] = await Promise.all([put(op, createdId, form), put(other, createdId, { ...now.values, spec: '别人改的规格' })]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([10000, 40901]);
    const loser = [a, b].find((x) => x.body.code === 40901)!;
    expect(loser.status).toBe(409);
    expect(loser.body.msg).toMatch(/已被他人修改/);
    const [after] = await t.db.select().from(goods).where(eq(goods.id, createdId));
    expect(after!.version).toBe(version + 1);
    expect(after!.stock).toBe(300); // the editor never moves stock
    const winner = a.body.code === 10000 ? 'shangpin' : 'admin';
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goods.edit'), eq(auditLog.objectId, String(createdId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.operatorName).toBe(winner);
    expect((entry!.before as { version: number }).version).toBe(version);
    expect((entry!.after as { version: number }).version).toBe(version + 1);
    if (winner === 'shangpin') {
      expect(entry).toMatchObject({ before: { xgNumber: 500, tagIds: [tagId] }, after: { xgNumber: -1, tagIds: [] } });
    } else expect(after!.spec).toBe('别人改的规格');
  });

  it('refuses an 订单 operator (403) on create, edit and photos, writing nothing', async () => {
    const before = await goodsCount();
    expect((await post(orders, valid())).status).toBe(403);
    const now = (await goodsForEditor(createdId))!;
    const refused = await put(orders, createdId, { ...now.values, spec: '订单员改的' });
    expect(refused.status).toBe(403);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const photo = await orders.call(upload, `/admin/api/goods/${createdId}/images`, { params: { id: String(createdId) }, body: fileForm(png, 'a.png', 'image/png') });
    expect(photo.status).toBe(403);
    expect(await goodsCount()).toBe(before);
    const [g] = await t.db.select().from(goods).where(eq(goods.id, createdId));
    expect(g!.spec).not.toBe('订单员改的');
    expect(fs.existsSync(path.join(uploads, 'goods', String(createdId)))).toBe(false);
  });
});

describe('photos', () => {
  const call = (file: string) => image({ params: { file }, request: new Request(`http://x/img/goods/${file}`) } as never) as Promise<Response>;

  it('refuses a renamed text file; stores a PNG re-encoded to at most 1600 px; /img/goods serves it, then reorders and removes', async () => {
    const id = createdId;
    const params = { id: String(id) };
    const fake = await op.call(upload, `/admin/api/goods/${id}/images`, { params, body: fileForm('这不是图片，只是改了扩展名的文本', 'photo.png', 'image/png') });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual(['仅支持 JPG、PNG 图片（按文件内容识别）']);
    const svgBefore = await call(`${id}-1.svg`);
    expect(svgBefore.headers.get('content-type')).toMatch(/svg/);
    // The URL stays the same when the photo arrives: the generated view is not kept a day in browsers.
    expect(svgBefore.headers.get('cache-control')).toBe('public, max-age=300');

    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Artist: 'secret' } } })
      .png()
      .toBuffer();
    const first = await op.call(upload, `/admin/api/goods/${id}/images`, { params, body: fileForm(big, 'box.png', 'image/png') });
    expect(first.body.code, JSON.stringify(first.body)).toBe(10000);
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#33c' } })
      .jpeg()
      .toBuffer();
    const second = await op.call(upload, `/admin/api/goods/${id}/images`, { params, body: fileForm(jpeg, 'side.jpg', 'image/jpeg') });
    expect(second.body.data).toEqual({ imageCount: 2, photos: [1, 2] });
    expect((await t.db.select({ n: goods.imageCount }).from(goods).where(eq(goods.id, id)))[0]!.n).toBe(2);

    const served = await call(`${id}-1.svg`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect((await call(`${id}-2.svg`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await call(`${id}-3.svg`)).status).toBe(404);

    // Reorder: the JPEG first. Then remove it: one photo left.
    const swapped = await op.call(arrange, `/admin/api/goods/${id}/images/order`, { params, body: { order: [2, 1] }, json: true });
    expect(swapped.body.code, JSON.stringify(swapped.body)).toBe(10000);
    expect((await call(`${id}-1.svg`)).headers.get('content-type')).toBe('image/jpeg');
    const stale = await op.call(arrange, `/admin/api/goods/${id}/images/order`, { params, body: { order: [3] }, json: true });
    expect(stale.status).toBe(422);
    await op.call(arrange, `/admin/api/goods/${id}/images/order`, { params, body: { order: [2] }, json: true });
    expect((await call(`${id}-1.svg`)).headers.get('content-type')).toBe('image/png');
    expect((await call(`${id}-2.svg`)).status).toBe(404);
    // None left: the generated view again.
    await op.call(arrange, `/admin/api/goods/${id}/images/order`, { params, body: { order: [] }, json: true });
    expect((await t.db.select({ n: goods.imageCount }).from(goods).where(eq(goods.id, id)))[0]!.n).toBe(1);
    expect((await call(`${id}-1.svg`)).headers.get('content-type')).toMatch(/svg/);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(actions.filter((a) => a.action.startsWith('goods.image.')).length).toBe(5);
  });
});
