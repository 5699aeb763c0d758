import { describe, expect, it } from 'vitest';
import { specNorm } from '../../../src/server/search/spec';
import { segmentKeyword, type Lexicon } from '../../../src/server/search/segment';
import { editDistance, nearMissTerms } from '../../../src/server/search/near-miss';
import { goodsTier, TIER } from '../../../src/server/search/ranking';
import { foldText, parseKeyword } from '../../../src/server/search/normalize';

const words = ['布洛芬缓释胶囊', '阿莫西林胶囊', '对乙酰氨基酚片', '沈阳天源制药有限公司', '天源制药', '天源', '维生素c片', '维生素b6片'];
const LEX: Lexicon = {
  text: words.map((w) => `${w}\u0001`).join(''),
  aliases: new Map([
    ['扑热息痛', '对乙酰氨基酚'],
    ['vc', '维生素c'],
    ['654-2', '山莨菪碱'],
  ]),
};
const terms = (raw: string) => segmentKeyword(parseKeyword(raw)!.terms.join(' '), LEX);

describe('spec written any way', () => {
  it('brings ×, x, 克/毫克/毫升, upper case, full width and spaces to one form', () => {
    const forms = ['0.25g*24粒', '0.25g×24粒', '0.25克*24粒', '0.25G*24粒', '０.２５ｇ＊２４粒', '0.25gx24粒', '0.25g * 24粒'];
    expect(new Set(forms.map(specNorm))).toEqual(new Set(['0.25g*24粒']));
    expect(specNorm('10毫克*30片')).toBe('10mg*30片');
    expect(specNorm('50μg*100片')).toBe('50ug*100片');
  });
});

describe('cutting a keyword into terms', () => {
  it('keeps known words, pinyin, codes and barcodes whole', () => {
    expect(terms('阿莫西林胶囊').terms).toEqual(['阿莫西林胶囊']);
    expect(terms('amxl 0.25').terms).toEqual(['amxl', '0.25']);
    expect(terms('国药准字H33800509').terms).toEqual(['国药准字h33800509']);
    expect(terms('6901234567892').terms).toEqual(['6901234567892']);
    expect(terms('维生素B6片').terms).toEqual(['维生素b6片']);
  });
  it('cuts a maker off a name and a strength off a name', () => {
    expect(terms('天源布洛芬').terms).toEqual(['天源', '布洛芬']);
    expect(terms('布洛芬缓释胶囊0.3g*24粒').terms).toEqual(['布洛芬缓释胶囊', '0.3g*24粒']);
    expect(terms('布洛芬缓释胶囊 0.3克×24粒').terms).toEqual(['布洛芬缓释胶囊', '0.3g*24粒']);
    expect(terms('0.25G x 24粒').terms).toEqual(['0.25g', '24粒']);
  });
  it('replaces an alias by its target and says so', () => {
    expect(terms('扑热息痛')).toEqual({ terms: ['对乙酰氨基酚'], aliased: true });
    expect(terms('VC')).toEqual({ terms: ['维生素c'], aliased: true });
    expect(terms('654-2')).toEqual({ terms: ['山莨菪碱'], aliased: true });
    expect(terms('扑热息痛片').terms).toEqual(['对乙酰氨基酚', '片']);
    expect(terms('布洛芬').aliased).toBe(false);
  });
});

describe('near misses', () => {
  const lex = { text: LEX.text, names: words.map((name) => ({ name: foldText(name) })) };
  it('finds a homophone character and a pinyin typo', () => {
    expect(nearMissTerms(['阿莫希林'], lex)).toEqual(['阿莫西林']);
    expect(nearMissTerms(['amoxilnjiaonang'], lex)).toEqual(['阿莫西林胶囊']);
    expect(nearMissTerms(['阿莫西林'], lex)).toBeNull();
    expect(editDistance('abc', 'abd', 1)).toBe(1);
  });
});

describe('ranking rules with makers and specs', () => {
  const g = {
    name: '布洛芬缓释胶囊',
    tradeName: '',
    approvalNo: '国药准字H1',
    pinyinFull: 'buluofenhuanshijiaonang',
    pinyinInitials: 'blfhsjn',
    spec: '0.3g*24粒',
    barcode: '6900000000017',
    manufacturerId: 7,
  };
  it('judged on all terms whatever their order: exact name > name prefix > maker > substring; every term must match', () => {
    expect(goodsTier(g, { ...parseKeyword('布洛芬缓释胶囊 0.3g*24粒')!, terms: ['布洛芬缓释胶囊', '0.3g*24粒'] })).toBe(TIER.EXACT);
    expect(goodsTier(g, { ...parseKeyword('布洛芬 天源')!, via: [null, { makers: [7], brands: [] }] })).toBe(TIER.PREFIX);
    expect(goodsTier(g, { ...parseKeyword('天源 布洛芬')!, via: [{ makers: [7], brands: [] }, null] })).toBe(TIER.PREFIX);
    expect(goodsTier(g, { ...parseKeyword('0.3g 布洛芬缓释胶囊')!, terms: ['0.3g', '布洛芬缓释胶囊'] })).toBe(TIER.EXACT);
    expect(goodsTier(g, { ...parseKeyword('天源 缓释')!, via: [{ makers: [7], brands: [] }, null] })).toBe(TIER.MAKER);
    expect(goodsTier(g, { ...parseKeyword('天源')!, via: [{ makers: [7], brands: [] }] })).toBe(TIER.MAKER);
    expect(goodsTier(g, parseKeyword('缓释 0.3g')!)).toBe(TIER.SUBSTRING);
    expect(goodsTier(g, { ...parseKeyword('天源 布洛芬')!, via: [{ makers: [8], brands: [] }, null] })).toBeNull();
    expect(goodsTier(g, parseKeyword('6900000000017')!)).toBe(TIER.EXACT);
  });
});
