import { describe, expect, it } from 'vitest';
import { highlightRanges } from '../../../src/server/search/highlight';
import { parseKeyword } from '../../../src/server/search/normalize';

const hl = (text: string, k: string) => highlightRanges(text, parseKeyword(k)!);
const marked = (text: string, k: string) => hl(text, k).map((r) => text.slice(r.start, r.end));

describe('highlight ranges', () => {
  it('marks literal matches of every term, merged and in order', () => {
    expect(hl('阿莫西林胶囊', '阿莫西林')).toEqual([{ start: 0, end: 4 }]);
    expect(marked('阿莫西林胶囊', '胶囊 阿莫')).toEqual(['阿莫', '胶囊']);
    expect(marked('阿莫西林胶囊', '西林 莫西')).toEqual(['莫西林']);
  });

  it('marks the characters a pinyin keyword covers', () => {
    expect(marked('阿莫西林胶囊', 'amxl')).toEqual(['阿莫西林']);
    expect(marked('阿莫西林胶囊', 'xljn')).toEqual(['西林胶囊']);
    expect(marked('阿莫西林胶囊', 'amoxi')).toEqual(['阿莫西']);
    expect(marked('阿莫西林胶囊', 'jiaonang')).toEqual(['胶囊']);
    expect(marked('维生素B6片', 'wssb6')).toEqual(['维生素B6']);
  });

  it('folds case and width like the search does', () => {
    expect(marked('维生素B6片', 'b6')).toEqual(['B6']);
    expect(marked('国药准字H20033321', 'ｈ2003')).toEqual(['H2003']);
  });

  it('nothing to mark is an empty list', () => {
    expect(hl('阿莫西林胶囊', '头孢')).toEqual([]);
    expect(hl('阿莫西林胶囊', '%')).toEqual([]);
  });

  it('offsets are string offsets, also around characters outside the BMP', () => {
    const text = '𠀀阿莫';
    expect(hl(text, '阿莫')).toEqual([{ start: 2, end: 4 }]);
  });
});
