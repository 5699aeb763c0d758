import { expect, test } from './fixtures';

// Browsers send Origin on same-site POSTs; Astro's checkOrigin (CSRF guard) refuses form posts without it.
const ORIGIN = { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}` };

test.describe('API contract (spec sections 7–8)', () => {
  test('unknown API paths answer a JSON 404 envelope for any method', async ({ request }) => {
    for (const res of [await request.get('/api/no/such'), await request.post('/api/nothing', { form: { a: '1' }, headers: ORIGIN })]) {
      expect(res.status()).toBe(404);
      expect(res.headers()['content-type']).toContain('application/json');
      expect(await res.json()).toMatchObject({ code: 404, msg: '接口不存在', data: null });
    }
  });

  test('common data comes from the database in the spec shape', async ({ request }) => {
    const body = await (await request.get('/api/focus/common')).json();
    expect(body.code).toBe(10000);
    const data = body.data;
    expect(data.rnss.length).toBeGreaterThan(0);
    expect(data.nav.length).toBeGreaterThan(0);
    expect(data.nav.length).toBeLessThanOrEqual(9);
    expect(data.nav[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), url: expect.any(String), is_open: expect.any(Number), children: expect.any(Array) }),
    );
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    expect(data.category[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), logo: expect.any(String), logo1: expect.any(String), childrenShow: false }),
    );
    expect(data.category[0].children.length).toBeGreaterThan(0);
    expect(data.category_zy.every((c: { zone: string }) => c.zone === 'herbal')).toBe(true);
    expect(data.category_qx.length).toBeGreaterThan(0);
    expect(data.brand.length).toBeGreaterThan(0);
    expect(String(data.timestamp)).toMatch(/^\d{10}$/);
    expect(Math.abs(data.timestamp * 1000 - Date.now())).toBeLessThan(60_000);
  });

  test('home focus, top ad, right banners and links', async ({ request }) => {
    const focus = (await (await request.get('/api/focus')).json()).data;
    expect(focus.banner.length).toBeGreaterThanOrEqual(3);
    expect(focus.floors.length).toBeGreaterThanOrEqual(6);
    const goods = focus.floors[0].goods[0];
    expect(goods).toEqual(expect.objectContaining({ name: expect.any(String), sccj: expect.any(String), ypgg: expect.any(String), bzdw: expect.any(String) }));
    expect(goods.goods_image[0].list).toMatch(/^\/img\/goods\/\d+-1\.svg$/);
    // Visitors never receive wholesale prices.
    expect(goods.base_price).toBeNull();
    expect(goods.price_notice).toBe('登录可见');
    const top = (await (await request.get('/api/focus/top')).json()).data;
    expect(top).toEqual(expect.objectContaining({ url: expect.any(String), image: expect.any(String) }));
    const right = (await (await request.get('/api/focus/right')).json()).data;
    expect(right.length).toBeGreaterThan(0);
    const links = (await (await request.get('/api/global/links')).json()).data;
    expect(links.length).toBeGreaterThan(0);
    expect(links[0].url).toMatch(/^https?:\/\//);
  });

  test('user base answers the visitor shape when logged out', async ({ request }) => {
    const body = await (await request.get('/api/user/base')).json();
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({ show: true, username: '', company: '', is_passed: 0, cart: 0, token: '' });
    expect(body.data.common_config.hot_line).toMatch(/\d/);
  });

  test('bodies: form (qs brackets) and JSON accepted, malformed 422, oversized 413, invalid 422 in Chinese', async ({ request }) => {
    const ok = await request.post('/api/user/feedback', { form: { category: 'suggestion', content: '希望增加更多中药饮片品种', contact: '13800138000' }, headers: ORIGIN });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ code: 10000, data: { id: expect.any(Number) } });

    const json = await request.post('/api/user/feedback', { data: { content: 'JSON 提交的建议' }, headers: ORIGIN });
    expect((await json.json()).code).toBe(10000);

    const crossSite = await request.post('/api/user/feedback', { form: { content: '跨站提交' }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);

    const malformed = await request.post('/api/user/feedback', { data: Buffer.from('{"content": "半截'), headers: { 'content-type': 'application/json', ...ORIGIN } });
    expect(malformed.status()).toBe(422);
    expect(await malformed.json()).toEqual({ code: 422, message: '请求内容不是有效的 JSON', errors: { body: ['请求内容不是有效的 JSON'] } });

    const empty = await request.post('/api/user/feedback', { form: { content: '   ' }, headers: ORIGIN });
    expect(empty.status()).toBe(422);
    expect((await empty.json()).errors.content[0]).toBe('请填写反馈内容');

    const tooLong = await request.post('/api/user/feedback', { form: { content: '药'.repeat(501) }, headers: ORIGIN });
    expect((await tooLong.json()).message).toBe('反馈内容不能超过 500 个字');

    const huge = await request.post('/api/user/feedback', { form: { content: 'x'.repeat(100 * 1024) }, headers: ORIGIN });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).code).toBe(413);
  });

  test('generated images are SVG drawn from the data, unknown ones 404', async ({ request }) => {
    const img = await request.get('/img/goods/1-1.svg');
    expect(img.status()).toBe(200);
    expect(img.headers()['content-type']).toContain('image/svg+xml');
    expect(await img.text()).toContain('<svg');
    expect((await request.get('/img/goods/99999999-1.svg')).status()).toBe(404);
    expect((await request.get('/img/goods/1-9.svg')).status()).toBe(404);
  });
});
