import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../../../src/server/search/normalize';
import { goodsSearchText, goodsTier, makerTier, rankGoods, TIER, type SearchableGoods } from '../../../src/server/search/ranking';
import { goodsPinyin } from '../../../src/server/search/pinyin';

let nextId = 1;
function goods(name: string, opts: Partial<SearchableGoods> = {}): SearchableGoods {
  const py = goodsPinyin(name, opts.tradeName ?? '');
  return { id: nextId++, name, tradeName: '', approvalNo: '', pinyinFull: py.full, pinyinInitials: py.initials, sales: 0, ...opts };
}
const q = (k: string) => parseKeyword(k)!;

describe('goods ranking tiers', () => {
  const amx = goods('阿莫西林胶囊', { approvalNo: '国药准字H20033321' });

  it('exact: the name, approval number or its code', () => {
    expect(goodsTier(amx, q('阿莫西林胶囊'))).toBe(TIER.EXACT);
    expect(goodsTier(amx, q('国药准字H20033321'))).toBe(TIER.EXACT);
    expect(goodsTier(amx, q('h20033321'))).toBe(TIER.EXACT);
  });

  it('trade: the trade name is or starts with the keyword (below any name prefix)', () => {
    expect(goodsTier(goods('布洛芬缓释胶囊', { tradeName: '芬必得' }), q('芬必得'))).toBe(TIER.TRADE);
    expect(goodsTier(goods('布洛芬缓释胶囊', { tradeName: '芬必得' }), q('芬必'))).toBe(TIER.TRADE);
    expect(goodsTier(goods('布洛芬缓释胶囊', { tradeName: '芬必得' }), q('芬必得 布洛芬'))).toBe(TIER.PREFIX);
  });

  it('prefix: name or full pinyin starts with the keyword', () => {
    expect(goodsTier(amx, q('阿莫西林'))).toBe(TIER.PREFIX);
    expect(goodsTier(amx, q('amoxi'))).toBe(TIER.PREFIX);
    expect(goodsTier(amx, q('a mo xi lin'))).toBe(TIER.PREFIX);
  });

  it('initials: the pinyin initials start with the keyword', () => {
    expect(goodsTier(amx, q('amxl'))).toBe(TIER.INITIALS);
    expect(goodsTier(amx, q('AMXL'))).toBe(TIER.INITIALS);
  });

  it('substring: anywhere else, including inside the pinyin and a short part of the approval number', () => {
    expect(goodsTier(amx, q('胶囊'))).toBe(TIER.SUBSTRING);
    expect(goodsTier(amx, q('xljn'))).toBe(TIER.SUBSTRING);
    expect(goodsTier(amx, q('jiaonang'))).toBe(TIER.SUBSTRING);
    expect(goodsTier(amx, q('h2003'))).toBe(TIER.SUBSTRING);
  });

  it('no match is null; several terms must all occur', () => {
    expect(goodsTier(amx, q('头孢'))).toBeNull();
    expect(goodsTier(amx, q('阿莫西林 胶囊'))).toBe(TIER.PREFIX);
    expect(goodsTier(amx, q('阿莫西林 颗粒'))).toBeNull();
  });

  it('metacharacters are literal', () => {
    const saline = goods('0.9%氯化钠注射液');
    expect(goodsTier(saline, q('0.9%'))).toBe(TIER.PREFIX);
    expect(goodsTier(saline, q('%'))).toBe(TIER.SUBSTRING);
    expect(goodsTier(amx, q('%'))).toBeNull();
    expect(goodsTier(amx, q('_'))).toBeNull();
    expect(goodsTier(amx, q("'"))).toBeNull();
    expect(goodsTier(amx, q('\\'))).toBeNull();
  });

  it('a match never spans two fields', () => {
    const g = goods('甲', { tradeName: '乙' });
    expect(goodsSearchText(g).includes('甲乙')).toBe(false);
    expect(goodsTier(g, q('甲乙'))).toBeNull();
  });
});

describe('result order', () => {
  it('tier first, then more sales, then lower id — stable for pagination', () => {
    const list = [
      goods('复方阿莫西林片', { sales: 900 }),
      goods('阿莫西林颗粒', { sales: 10 }),
      goods('阿莫西林胶囊', { sales: 50 }),
      goods('阿莫西林', { sales: 1 }),
      goods('阿莫西林胶囊', { sales: 50 }),
    ];
    const ranked = rankGoods(list, q('阿莫西林'));
    expect(ranked.map((r) => r.item.name)).toEqual(['阿莫西林', '阿莫西林胶囊', '阿莫西林胶囊', '阿莫西林颗粒', '复方阿莫西林片']);
    expect(ranked[1].item.id).toBeLessThan(ranked[2].item.id);
    expect(ranked.map((r) => r.tier)).toEqual([0, 1, 1, 1, 5]);
  });

  it('initials rank below prefix matches and above substrings', () => {
    const list = [goods('感冒灵颗粒', { sales: 5 }), goods('小儿感冒颗粒', { sales: 500 }), goods('感冒清热颗粒', { sales: 1 })];
    expect(rankGoods(list, q('gm')).map((r) => [r.item.name, r.tier])).toEqual([
      ['感冒灵颗粒', 2],
      ['感冒清热颗粒', 2],
      ['小儿感冒颗粒', 5],
    ]);
    expect(rankGoods(list, q('ganmao')).map((r) => r.tier)).toEqual([1, 1, 5]);
  });
});

describe('manufacturer tiers', () => {
  const maker = { name: '石家庄康信制药有限公司', shortName: '康信制药', pinyinInitials: 'sjzkxzyyxgs' };
  it('exact, prefix, initials, substring', () => {
    expect(makerTier(maker, q('康信制药'))).toBe(TIER.EXACT);
    expect(makerTier(maker, q('石家庄'))).toBe(TIER.PREFIX);
    expect(makerTier(maker, q('康信'))).toBe(TIER.PREFIX);
    expect(makerTier(maker, q('sjz'))).toBe(TIER.INITIALS);
    expect(makerTier(maker, q('kxzy'))).toBe(TIER.SUBSTRING);
    expect(makerTier(maker, q('有限'))).toBe(TIER.SUBSTRING);
    expect(makerTier(maker, q('华润'))).toBeNull();
  });
});
