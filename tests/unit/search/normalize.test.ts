import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeLike, foldText, keywordLength, parseKeyword, queryGrams, termGrams, textGrams } from '../../../src/server/search/normalize';

describe('keyword normalisation', () => {
  it('empty and white-space keywords are no query', () => {
    for (const raw of ['', '   ', '\t\n', '\u3000', null, undefined]) expect(parseKeyword(raw as string)).toBeNull();
  });

  it('folds full-width characters and upper-case ASCII, trims and collapses spaces', () => {
    expect(parseKeyword('  ＡＭＸＬ ')).toEqual({ raw: 'ＡＭＸＬ', text: 'amxl', terms: ['amxl'] });
    expect(parseKeyword('阿莫西林   颗粒')!.terms).toEqual(['阿莫西林', '颗粒']);
    expect(foldText('国药准字H20033321')).toBe('国药准字h20033321');
    expect(foldText('（Ⅱ）')).toBe('(ii)');
  });

  it('a keyword of letters with spaces is one pinyin term', () => {
    expect(parseKeyword('a mo xi lin')!.terms).toEqual(['amoxilin']);
    expect(parseKeyword('Gan Mao')!.terms).toEqual(['ganmao']);
    expect(parseKeyword('h2003 片')!.terms).toEqual(['h2003', '片']);
  });

  it('keeps SQL and LIKE metacharacters as they are, and escapes them for LIKE', () => {
    expect(parseKeyword('100%')!.terms).toEqual(['100%']);
    expect(parseKeyword('a_b')!.terms).toEqual(['a_b']);
    expect(parseKeyword("o'neil")!.terms).toEqual(["o'neil"]);
    expect(escapeLike('100%_\\x')).toBe('100\\%\\_\\\\x');
    expect(escapeLike("'")).toBe("'");
  });

  it('control characters never reach a term (they would cross the field separator)', () => {
    expect(parseKeyword('阿莫\u0001西林')!.terms).toEqual(['阿莫', '西林']);
  });

  it('counts the length in characters after trimming', () => {
    expect(keywordLength('  阿莫西林  ')).toBe(4);
    expect(keywordLength('𠀀'.repeat(50))).toBe(50);
  });

  it('grams: a single Chinese character, else neighbouring pairs; a single ASCII character has none', () => {
    expect(termGrams('片')).toEqual(['片']);
    expect(termGrams('a')).toEqual([]);
    expect(termGrams('amxl')).toEqual(['am', 'mx', 'xl']);
    expect(termGrams('阿莫西林')).toEqual(['阿莫', '莫西', '西林']);
    expect(queryGrams(parseKeyword('阿莫 阿莫')!)).toEqual(['阿莫']);
  });

  it('stored grams: non-ASCII characters and pairs within one field', () => {
    expect(textGrams('片a\u0001bc')).toEqual(['bc', '片', '片a'].sort());
  });

  it('every keyword occurring in a text has all its grams among the text grams (the index never misses)', () => {
    const alphabet = fc.constantFrom(..."阿莫西林胶囊片颗粒amxl0123%_\\' ".split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { minLength: 1, maxLength: 20 }), fc.nat(), fc.nat(), (chars, a, b) => {
        const text = chars.join('');
        const start = a % chars.length;
        const term = chars.slice(start, start + 1 + (b % (chars.length - start))).join('');
        const stored = new Set(textGrams(text));
        return termGrams(term).every((g) => stored.has(g));
      }),
    );
  });
});
