/**
 * Issue 34: 加入购物车 as a plain HTML form (POST /api/cart/form), for a tap made before the page's
 * scripts ran. The member's line is added and the browser goes back to the page it came from with the
 * cart's message as a one-time flash; refusals come back the same way in Chinese (or as the API's
 * 422 envelope to a caller asking for JSON); a visitor goes to the login page and back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { GoodsPicker } from '../helpers/cart-fixtures';
import { TestBrowser } from '../helpers/accounts-browser';
import { POST as addForm } from '../../src/pages/api/cart/form';
import { GET as cartList } from '../../src/pages/api/cart/list';
import { FLASH_COOKIE, flashIn } from '../../src/lib/flash';

let t: TestDb;
let pick: GoodsPicker;
let demo: TestBrowser;
const engine = process.env.TEST_DB ?? 'pglite';
const FROM = 'http://yaocai.test/search?keywords=%E6%84%9F%E5%86%92';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 200 });
  pick = new GoodsPicker(t.db);
  demo = await loginAs('demo', '10.34.0.1');
});
afterAll(async () => {
  await t?.teardown();
});

const post = (b: TestBrowser, body: Record<string, string>, headers: Record<string, string> = { referer: FROM }) => b.call(addForm, '/api/cart/form', { body, headers });
/** The flash the answer left (what the next page shows once). */
const flashOf = (setCookies: string[]) => flashIn(setCookies.find((c) => c.startsWith(`${FLASH_COOKIE}=`))?.split(';')[0] ?? '');
const inCart = async (goodsId: number) => {
  const list = await demo.call(cartList, '/api/cart/list');
  return list.body.data.items.find((i: { goods_id: number }) => i.goods_id === goodsId)?.number ?? 0;
};

describe(`加入购物车 as a form (${engine})`, () => {
  it('adds the line and goes back to the page with the message; a second tap adds again', async () => {
    const id = await pick.take();
    const answer = await post(demo, { goods_id: String(id), number: '3', ck_id: '0', price: '100.00' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/search?keywords=%E6%84%9F%E5%86%92');
    expect(flashOf(answer.setCookies)).toMatchObject({ kind: 'success' });
    expect(await inCart(id)).toBe(3);
    await post(demo, { goods_id: String(id), number: '2', ck_id: '0', price: '100.00' });
    expect(await inCart(id)).toBe(5);
  });

  it('refuses bad input in Chinese: as a flash back on the page, or as the 422 envelope to a JSON caller', async () => {
    const id = await pick.take();
    const bad = await post(demo, { goods_id: String(id), number: '0', ck_id: '0', price: '100.00' });
    expect(bad.status).toBe(303);
    const flash = flashOf(bad.setCookies);
    expect(flash?.kind).toBe('error');
    expect(flash?.msg).toMatch(/[\u4e00-\u9fa5]/);
    const json = await post(demo, { goods_id: 'x', number: '1' }, { referer: FROM, accept: 'application/json' });
    expect(json.status).toBe(422);
    expect(json.body.code).toBe(422);
    expect(Object.keys(json.body.errors).join()).toContain('goods_id');
    expect(await inCart(id)).toBe(0);
  });

  it('sends a visitor to the login page and back; never redirects to another site', async () => {
    const id = await pick.take();
    const visitor = await post(new TestBrowser('10.34.0.2'), { goods_id: String(id), number: '1', ck_id: '0', price: '100.00' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/search?keywords=%E6%84%9F%E5%86%92')}`);
    const foreign = await post(demo, { goods_id: String(id), number: '1', ck_id: '0', price: '100.00' }, { referer: 'https://evil.example/x' });
    expect(foreign.headers.get('location')).toBe('/cart_step1');
  });
});
