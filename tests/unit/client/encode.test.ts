import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeParams } from '../../../src/client/encode';
import { isDedupeExempt, normalizePath, pathQuery } from '../../../src/client/paths';

describe('encodeParams (qs bracket syntax)', () => {
  it('writes scalar arrays with empty brackets', () => {
    expect(decodeURIComponent(encodeParams({ ids: [1, 2] }))).toBe('ids[]=1&ids[]=2');
  });

  it('writes arrays of lines with indexes so each line stays one object', () => {
    const body = {
      goods: [
        { goods_id: 7, price: '12.50', number: 2, ck_id: 1 },
        { goods_id: 8, price: '3', number: 1, ck_id: 2 },
      ],
    };
    const raw = encodeParams(body);
    expect(decodeURIComponent(raw)).toBe(
      'goods[0][goods_id]=7&goods[0][price]=12.50&goods[0][number]=2&goods[0][ck_id]=1' + '&goods[1][goods_id]=8&goods[1][price]=3&goods[1][number]=1&goods[1][ck_id]=2',
    );
    expect(qs.parse(raw)).toEqual({
      goods: [
        { goods_id: '7', price: '12.50', number: '2', ck_id: '1' },
        { goods_id: '8', price: '3', number: '1', ck_id: '2' },
      ],
    });
  });

  it('handles nested objects, Chinese text and drops null / undefined', () => {
    const raw = encodeParams({ params: { number: 3 }, name: '阿莫西林', a: null, b: undefined, ids: [] });
    expect(decodeURIComponent(raw)).toBe('params[number]=3&name=阿莫西林');
    expect(encodeParams(undefined)).toBe('');
  });
});

describe('normalizePath', () => {
  it.each([
    ['api/cart/total', '/api/cart/total'],
    ['/api/cart/total', '/api/cart/total'],
    ['/api/cart/', '/api/cart'],
    ['//api//cart', '/api/cart'],
    ['/api/goods/list?page=2#x', '/api/goods/list'],
    ['http://127.0.0.1:4321/api/favorite?x=1', '/api/favorite'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('keeps a query written into the path', () => {
    expect(pathQuery('/api/goods/list?page=2')).toBe('page=2');
    expect(pathQuery('/api/goods/list')).toBe('');
  });

  it('exempts exactly the four spec paths from de-duplication', () => {
    for (const p of ['/api/cart', 'api/cart', '/api/favorite', 'api/favorite/cancel', '/api/activity/tap/']) {
      expect(isDedupeExempt(p)).toBe(true);
    }
    for (const p of ['/api/cart/total', '/api/cart/list', '/api/favorites', '/api/user/base']) {
      expect(isDedupeExempt(p)).toBe(false);
    }
  });
});

describe('hand-written encoder agrees with the server parser', () => {
  it('round-trips nested lines, arrays and unicode through qs.parse', () => {
    const body = {
      ids: ['1', '2'],
      goods: [
        { goods_id: '7', number: '3', ck_id: '0' },
        { goods_id: '8', number: '1', ck_id: '0' },
      ],
      keywords: '阿莫西林 & 头孢',
      page: '2',
    };
    expect(qs.parse(encodeParams(body))).toEqual(body);
  });
});
