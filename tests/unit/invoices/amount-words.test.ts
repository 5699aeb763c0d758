import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../src/server/invoices/amount-words';

describe('amountInWords (金额大写)', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角整'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角整'],
    [1000, '壹拾元整'],
    [123456, '壹仟贰佰叁拾肆元伍角陆分'],
    [1000500, '壹万零伍元整'],
    [10000000, '壹拾万元整'],
    [100010000, '壹佰万零壹佰元整'],
    [10000000000, '壹亿元整'],
    [10001000000, '壹亿零壹万元整'],
    [101000000000, '壹拾亿壹仟万元整'],
    [2005000300, '贰仟零伍万零叁元整'],
  ])('%i fen → %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });
});
