import { describe, expect, it } from 'vitest';
import { makerCore, makerScore, normalizeApproval, normalizeBarcode, normalizeName, normalizeSpec, similarity, specScore } from '../../../src/server/purchase-plan/normalize';

describe('spec normalisation', () => {
  it.each([
    ['0.25g*24粒', '0.25g×24粒/盒'],
    ['0.25g*24粒', '24粒*0.25g'],
    ['0.25g*24粒', '０．２５ｇ＊２４粒'],
    ['0.25g*24粒', '250mg*24粒'],
    ['0.25g*24粒', '0.25 g x 24 粒'],
    ['0.25g*24粒', '0.25G*24粒'],
    ['1.0g*10瓶', '1g*10瓶'],
    ['10ml*10支', '10ml×10支/盒'],
    ['0.1g*6片', '100mg×6片'],
    ['17.5cm*9.5cm*10只', '17.5cm×9.5cm×10只/袋'],
    ['0.25μg*20粒', '0.00025mg*20粒'],
    ['5ml:0.1g', '5ml*100mg'],
  ])('%s = %s', (a, b) => {
    expect(normalizeSpec(a)).toBe(normalizeSpec(b));
    expect(specScore(a, b)).toBe(1);
  });

  it.each([
    ['0.25g*24粒', '0.5g*24粒'],
    ['0.25g*24粒', '0.25g*50粒'],
    ['10ml*10支', '10ml*6支'],
  ])('%s ≠ %s', (a, b) => {
    expect(normalizeSpec(a)).not.toBe(normalizeSpec(b));
    expect(specScore(a, b)).toBeLessThan(0.9);
  });

  it('treats count words as equal when the numbers agree (24s = 24粒) but below an exact match', () => {
    expect(specScore('0.25g*24s', '0.25g*24粒')).toBe(1);
    expect(specScore('0.25g*24片', '0.25g*24粒')).toBe(0.9);
  });

  it('gives partial credit for a shared factor and none for an empty spec', () => {
    expect(specScore('0.25g*24粒', '0.25g*12粒')).toBeCloseTo(0.3);
    expect(specScore('', '0.25g*12粒')).toBe(0);
  });
});

describe('manufacturer normalisation', () => {
  const maker = (name: string) => ({ name, core: makerCore(name) });

  it.each([
    ['沈阳天源制药有限公司', '沈阳天源'],
    ['天源制药', '天源'],
    ['天源', '天源'],
    ['江西康信药业股份有限公司', '江西康信'],
    ['石家庄华泰生物制药有限公司', '石家庄华泰'],
    ['亳州瑞丰中药饮片有限公司', '亳州瑞丰'],
    ['苏州恒达医疗器械有限责任公司', '苏州恒达'],
    ['（集团）太原信和药业集团有限公司', '太原信和'],
  ])('core of %s is %s', (name, core) => {
    expect(makerCore(name)).toBe(core);
  });

  it.each([
    ['天源', '沈阳天源制药有限公司'],
    ['天源制药', '沈阳天源制药有限公司'],
    ['天源药业', '沈阳天源制药有限公司'],
    ['沈阳天源', '沈阳天源制药有限公司'],
    ['沈阳天源制药有限公司', '沈阳天源制药有限公司'],
    ['沈阳天源制药股份有限公司', '沈阳天源制药有限公司'],
    ['ＳＹ天源', 'sy天源制药有限公司'],
  ])('%s names %s', (input, name) => {
    expect(makerScore(input, maker(name))).toBe(1);
  });

  it('scores another maker low and a different place with the same brand in between', () => {
    expect(makerScore('康信', maker('沈阳天源制药有限公司'))).toBe(0);
    expect(makerScore('华润三九', maker('沈阳天源制药有限公司'))).toBe(0);
    const otherPlace = makerScore('辽宁天源药业', maker('沈阳天源制药有限公司'));
    expect(otherPlace).toBeGreaterThan(0.3);
    expect(otherPlace).toBeLessThan(1);
  });

  it('accepts the pinyin initials of the full name', () => {
    expect(makerScore('sytyzy', { ...maker('沈阳天源制药有限公司'), initials: 'sytyzyyxgs' })).toBe(0.9);
  });
});

describe('names, approval numbers, barcodes', () => {
  it('folds full-width and spaces and keeps bracketed trade names apart', () => {
    expect(normalizeName(' 阿莫西林胶囊（阿莫仙） ')).toEqual({ name: '阿莫西林胶囊', extra: '阿莫仙' });
    expect(normalizeName('维生素Ｂ６片').name).toBe('维生素b6片');
  });

  it('compares approval numbers with or without 国药准字, in any case and width', () => {
    expect(normalizeApproval('国药准字H20183212')).toBe(normalizeApproval('h20183212'));
    expect(normalizeApproval('国药准字 Ｈ２０１８３２１２')).toBe('h20183212');
    expect(normalizeApproval('国械注准20233140123')).toBe('国械注准20233140123');
  });

  it('keeps 8–14 digit barcodes, drops a GTIN-14 leading zero and rejects the rest', () => {
    expect(normalizeBarcode('6901234567892')).toBe('6901234567892');
    expect(normalizeBarcode('06901234567892')).toBe('6901234567892');
    expect(normalizeBarcode(' 6901234567892 ')).toBe('6901234567892');
    expect(normalizeBarcode('1234')).toBe('');
    expect(normalizeBarcode('')).toBe('');
  });

  it('measures typos as edit-distance similarity', () => {
    expect(similarity('阿莫西林胶囊', '阿莫西林胶囊')).toBe(1);
    expect(similarity('阿莫西林胶襄', '阿莫西林胶囊')).toBeCloseTo(5 / 6);
    expect(similarity('奥司他韦', '阿莫西林胶囊')).toBeLessThan(0.4);
  });
});
