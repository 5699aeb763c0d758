import { describe, expect, it } from 'vitest';
import { goodsPinyin, pinyinFull, pinyinInitials } from '../../../src/server/search/pinyin';

describe('goods pinyin', () => {
  it('gives initials and toneless full pinyin', () => {
    expect(goodsPinyin('阿莫西林胶囊')).toEqual({ full: 'amoxilinjiaonang', initials: 'amxljn' });
  });

  it('adds the trade name to the full key only', () => {
    expect(goodsPinyin('布洛芬缓释胶囊', '欣畅')).toEqual({ full: 'buluofenhuanshijiaonangxinchang', initials: 'blfhsjn' });
  });

  it('keeps letters and digits, drops punctuation, lowercases', () => {
    expect(pinyinInitials('维生素B6片')).toBe('wssb6p');
    expect(pinyinFull('氨麻美敏片(II)')).toBe('anmameiminpianii');
  });

  it('reads polyphones in context', () => {
    expect(pinyinInitials('长春')).toBe('cc');
    expect(pinyinFull('重庆')).toBe('chongqing');
    expect(pinyinFull('阿胶')).toBe('ejiao');
  });
});
