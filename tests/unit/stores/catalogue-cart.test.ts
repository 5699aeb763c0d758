import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/client/api';
import { $cartAdding, ADD_TO_CART_DELAY, addToCart, setCartEnv } from '../../../src/stores/cart';
import { clampQuantity, quantityRules as rulesOf } from '../../../src/islands/add-to-cart/quantity';
import { quantityRange } from '../../../src/server/pricing';

afterEach(() => setCartEnv(null));

describe('addToCart', () => {
  it('waits 200 ms, posts the lines, shows the server message', async () => {
    const calls: string[] = [];
    const post = vi.fn(async () => {
      calls.push('post');
      return { msg: '加入购物车成功' };
    });
    const toast = vi.fn((_msg: string, _kind?: unknown) => {});
    setCartEnv({
      wait: async (ms) => {
        calls.push(`wait ${ms}`);
      },
      post,
      toast,
    });
    const line = { goods_id: 7, price: '12.50', number: 10, ck_id: 0 };
    const pending = addToCart([line]);
    expect($cartAdding.get().has(7)).toBe(true);
    expect(await pending).toBe(true);
    expect(calls).toEqual([`wait ${ADD_TO_CART_DELAY}`, 'post']);
    expect(post).toHaveBeenCalledWith([line]);
    expect(toast.mock.calls[0][0]).toBe('加入购物车成功');
    expect($cartAdding.get().has(7)).toBe(false);
  });

  it('a refusal is no success (the API client shows it); invalid quantities are not sent', async () => {
    const post = vi.fn(async () => {
      throw new Error('404');
    });
    const toast = vi.fn((_msg: string, _kind?: unknown) => {});
    setCartEnv({ wait: async () => {}, post, toast });
    expect(await addToCart([{ goods_id: 7, price: '1.00', number: 1, ck_id: 0 }])).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(await addToCart([{ goods_id: 7, price: '1.00', number: 0, ck_id: 0 }])).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('the real request is form-encoded lines to POST /api/cart', async () => {
    const fetchSpy = vi.fn(
      async () => new Response(JSON.stringify({ code: 404, msg: '接口不存在', data: null }), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    // The app's own same-origin client: the store tests that run in the same worker point it at their server.
    configureApi();
    setCartEnv({ wait: async () => {}, toast: () => {} });
    try {
      expect(await addToCart([{ goods_id: 3, price: '9.90', number: 2, ck_id: 0 }])).toBe(false);
      const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/cart');
      expect(init.method).toBe('POST');
      expect(decodeURIComponent(String(init.body))).toBe('goods[0][goods_id]=3&goods[0][price]=9.90&goods[0][number]=2&goods[0][ck_id]=0');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('quantity rules', () => {
  type Fields = { mid_pack: number; only_mid_pack: number; number: number; xg_number: number; is_buy: number; is_ephedrine?: number; ephedrine_limit?: number };
  const base: Fields = { mid_pack: 10, only_mid_pack: 0, number: 100, xg_number: 0, is_buy: 1 };
  /** The rules of goods as they come from the server: the bounds computed by the cart line's rule. */
  const quantityRules = (g: Fields) =>
    rulesOf({
      ...g,
      quantity: quantityRange({
        stock: g.number,
        xgNumber: g.xg_number,
        midPack: g.mid_pack,
        onlyMidPack: g.only_mid_pack === 1,
        isEphedrine: g.is_ephedrine === 1,
        ephedrineLimit: g.ephedrine_limit ?? 0,
      }),
    });
  it('steps by the middle pack only when required', () => {
    expect(quantityRules(base)).toMatchObject({ step: 1, min: 1, max: 100, buyable: true });
    expect(quantityRules({ ...base, only_mid_pack: 1 })).toMatchObject({ step: 10, min: 10, max: 100 });
  });
  it('never more than stock or limit, in whole steps', () => {
    const rules = quantityRules({ ...base, only_mid_pack: 1, number: 95, xg_number: 60 });
    expect(rules.max).toBe(60);
    expect(clampQuantity(rules, 1)).toBe(10);
    expect(clampQuantity(rules, 11)).toBe(20);
    expect(clampQuantity(rules, 1000)).toBe(60);
    expect(clampQuantity(rules, Number.NaN)).toBe(10);
    expect(quantityRules({ ...base, only_mid_pack: 1, number: 95 }).max).toBe(90);
  });
  it('stops at the 含麻 per-order limit the server counts in (the goods page used to miss it)', () => {
    const rules = quantityRules({ ...base, is_ephedrine: 1, ephedrine_limit: 5 });
    expect(rules).toMatchObject({ min: 1, max: 5, buyable: true });
    expect(clampQuantity(rules, 6)).toBe(5);
    expect(clampQuantity(rules, 99)).toBe(5);
  });
  it('hidden bounds (prices not visible) cannot be bought', () => {
    expect(rulesOf({ ...base, quantity: null })).toMatchObject({ buyable: false, reason: '暂不可购买' });
  });
  it('says why goods cannot be bought', () => {
    expect(quantityRules({ ...base, number: 0 })).toMatchObject({ buyable: false, reason: '暂时缺货' });
    expect(quantityRules({ ...base, is_buy: 0 })).toMatchObject({ buyable: false, reason: '暂不可购买' });
    expect(quantityRules({ ...base, xg_number: -1 })).toMatchObject({ buyable: false, reason: '暂不可购买' });
    expect(quantityRules({ ...base, only_mid_pack: 1, number: 5 })).toMatchObject({ buyable: false, reason: '库存不足一个中包装' });
  });
});
