import { describe, expect, it } from 'vitest';
import { splitDelimited } from '../../src/lib/delimited';

describe('splitDelimited', () => {
  it('reads quoted fields with delimiters, line breaks and doubled quotes inside', () => {
    expect(splitDelimited('a,b\r\n"x, y","say ""hi"""\r"multi\nline",2', ',')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
    ]);
  });

  it('keeps blank rows (the caller decides what they mean) and splits on the delimiter given', () => {
    expect(splitDelimited('名称\t数量\n\n阿莫西林\t3\n\n', '\t')).toEqual([['名称', '数量'], [''], ['阿莫西林', '3'], ['']]);
    expect(splitDelimited('', ',')).toEqual([]);
  });
});
