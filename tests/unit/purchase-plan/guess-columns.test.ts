import { describe, expect, it } from 'vitest';
import { cellKind, fieldsOfTokens, guessMapping } from '../../../src/server/purchase-plan/guess-columns';
import { makerCore, makerScore } from '../../../src/server/purchase-plan/normalize';

describe('columns guessed from the cells', () => {
  it.each([
    ['10盒', 'quantity'],
    ['12', 'quantity'],
    ['0.25g*24粒', 'spec'],
    ['24粒*0.25g', 'spec'],
    ['10ml', 'spec'],
    ['维生素B1片', 'text'],
    ['某某药业', 'maker'],
    ['沈阳天源制药有限公司', 'maker'],
    ['国药准字H20183212', 'approval'],
    ['6901234567892', 'barcode'],
    ['12.50', 'number'],
  ])('%s is a %s', (cell, kind) => {
    expect(cellKind(cell)).toBe(kind);
  });

  it('reads a typed line in any order: name first, a later word names the maker', () => {
    expect(fieldsOfTokens(['阿莫西林胶囊', '0.25g*24粒', '天源', '10盒'])).toMatchObject({ name: '阿莫西林胶囊', spec: '0.25g*24粒', maker: '天源', quantity: '10盒' });
    expect(fieldsOfTokens(['阿莫西林胶囊', '10', '沈阳天源制药有限公司', '0.25g*24粒'])).toMatchObject({ maker: '沈阳天源制药有限公司', quantity: '10' });
  });

  it('maps header-less columns by what most of their cells hold', () => {
    const rows = [
      ['布洛芬缓释胶囊', '0.3g*20粒', '天源', '5盒', '12.50'],
      ['阿莫西林胶囊', '0.25g*24粒', '康信制药', '10', '8.00'],
    ];
    expect(guessMapping(rows)).toEqual({ name: 0, spec: 1, maker: 2, approval: null, barcode: null, quantity: 3 });
  });

  it('matches a maker by its distinctive part: another place, another trade word, 集团 in between', () => {
    const maker = (name: string) => ({ name, core: makerCore(name) });
    expect(makerScore('河北康信药业有限公司', maker('石家庄康信制药有限公司'))).toBe(0.9);
    expect(makerScore('石药集团欧意药业', maker('石药欧意制药有限公司'))).toBe(0.9);
    expect(makerScore('河北华泰', maker('石家庄康信制药有限公司'))).toBeLessThan(0.5);
  });
});
