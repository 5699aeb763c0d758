import { describe, expect, it } from 'vitest';
import { addressText, provinceSuffix, regionText } from '../../src/lib/address';

describe('address on one line (issue 31 item 11)', () => {
  it('names a municipality once: 上海市徐汇区…, not 上海市上海市徐汇区…', () => {
    expect(addressText({ province: '上海市', city: '上海市', district: '徐汇区', detail: '漕溪北路 88 号' })).toBe('上海市徐汇区漕溪北路 88 号');
    expect(regionText({ province: '北京市', city: '市辖区', district: '朝阳区' })).toBe('北京市朝阳区');
  });
  it('keeps province, city and district elsewhere', () => {
    expect(addressText({ province: '浙江省', city: '杭州市', district: '西湖区', detail: '文三路 1 号' })).toBe('浙江省杭州市西湖区文三路 1 号');
    expect(regionText({ province: '浙江省', city: '杭州市', district: '西湖区' }, ' ')).toBe('浙江省 杭州市 西湖区');
  });
  it('a maker without a province gets no empty 「（）」 after its name', () => {
    expect(`华北制药股份有限公司${provinceSuffix('')}`).toBe('华北制药股份有限公司');
    expect(`华北制药股份有限公司${provinceSuffix(null)}`).toBe('华北制药股份有限公司');
    expect(`华北制药股份有限公司${provinceSuffix('河北省')}`).toBe('华北制药股份有限公司（河北省）');
  });
});
