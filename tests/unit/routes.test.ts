import { describe, expect, it } from 'vitest';
import { ROUTES, documentTitle, routeFlags } from '../../src/routes';
import { buildPath, matchRoute } from '../../src/route-match';

describe('route table', () => {
  it('has unique names and paths, and a Chinese title on every rendered route', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      if (r.redirect || r.name === 'zqmb' || r.name === 'hdmb') continue;
      expect(r.title, r.name).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('serves aliases as their canonical page', () => {
    expect(matchRoute('/cart/step2')).toMatchObject({ kind: 'alias', target: '/cart_step2' });
    expect(matchRoute('/cart_step2')).toMatchObject({ kind: 'page', route: { name: 'cart_step2' } });
    expect(matchRoute('/list/info/42')).toMatchObject({ kind: 'alias', target: '/list_info/42' });
    expect(matchRoute('/ppzq/3')).toMatchObject({ kind: 'alias', target: '/ppzq_index/3' });
    expect(matchRoute('/ppzq')).toMatchObject({ kind: 'alias', target: '/ppzq_index' });
    expect(matchRoute('/news')).toMatchObject({ kind: 'alias', target: '/help_news' });
  });

  it('follows the spec redirects, carrying params', () => {
    expect(matchRoute('/register')).toMatchObject({ kind: 'redirect', target: '/register_index' });
    expect(matchRoute('/register_index')).toMatchObject({ kind: 'redirect', target: '/register/step1' });
    expect(matchRoute('/register_dd')).toMatchObject({ kind: 'redirect', target: '/register/dd/step1' });
    expect(matchRoute('/forget')).toMatchObject({ kind: 'redirect', target: '/forget/step1' });
    expect(matchRoute('/zhzx_jcxx')).toMatchObject({ kind: 'redirect', target: '/basic' });
    expect(matchRoute('/activity')).toMatchObject({ kind: 'redirect', target: '/loading/activity' });
    expect(matchRoute('/activity/a/b/c')).toMatchObject({ kind: 'redirect', target: '/loading/activity' });
    expect(matchRoute('/order/wl/77')).toMatchObject({ kind: 'redirect', target: '/order/info/77?wl=1' });
    // Issue 31 item 7: eleven_index goes to the main site; /pzqg/info without an id segment is a page (it redirects on ?id=).
    expect(matchRoute('/eleven_index')).toMatchObject({ kind: 'redirect', target: '/' });
    expect(matchRoute('/pzqg/info')).toMatchObject({ kind: 'page', route: { name: 'pzqg_info' } });
    expect(matchRoute('/pzqg/info/3')).toMatchObject({ kind: 'page', route: { name: 'pzqg_info' }, params: { id: '3' } });
  });

  it('matches params, optional params and trailing slashes', () => {
    expect(matchRoute('/ppzq/info/5/2')).toMatchObject({ route: { name: 'ppzq_info' }, params: { id: '5', page: '2' } });
    expect(matchRoute('/Hdzx/1,2')).toMatchObject({ route: { name: 'Hdzx' }, params: { ids: '1,2', id: undefined } });
    expect(matchRoute('/list/other/3/感冒用药')).toMatchObject({ params: { id: '3', name: '感冒用药' } });
    expect(matchRoute('/help_news_info/9/hy/')).toMatchObject({ params: { id: '9', type: 'hy' } });
  });

  it('knows nothing of unknown or malformed paths', () => {
    expect(matchRoute('/no/such/page')).toBeUndefined();
    expect(matchRoute('/cart_step3')).toBeUndefined(); // id is required
    expect(matchRoute('/%E0%A4%A')).toBeUndefined();
  });

  it('builds paths and titles', () => {
    expect(buildPath('/a/:id/:page?', { id: '7' })).toBe('/a/7');
    expect(buildPath('/a/:id', { id: '中 文' })).toBe('/a/%E4%B8%AD%20%E6%96%87');
    expect(documentTitle('我的购物车', '药采')).toBe('我的购物车 - 药采');
    expect(documentTitle('', '药采')).toBe('药采');
  });

  it('gives login-style pages the slim header and cart pages their step', () => {
    const login = ROUTES.find((r) => r.name === 'login')!;
    expect(routeFlags(login)).toMatchObject({ header: false, loginHeader: true });
    const rule = ROUTES.find((r) => r.name === 'yx_rule')!;
    expect(routeFlags(rule)).toMatchObject({ header: false, footer: false });
    expect(ROUTES.find((r) => r.name === 'cart_step3')!.cartStep).toBe(3);
  });
});

describe('buildPath with optional params and queries', () => {
  it('keeps optional markers apart from query strings', () => {
    expect(buildPath('/activity/:url?/:url1?/:url2?', { url: 'a', url1: 'b' })).toBe('/activity/a/b');
    expect(buildPath('/activity/:url?/:url1?/:url2?', {})).toBe('/activity');
    expect(buildPath('/order/info/:id?wl=1', { id: '5' })).toBe('/order/info/5?wl=1');
  });
});
