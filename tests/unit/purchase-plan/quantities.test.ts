import { describe, expect, it } from 'vitest';
import { fitQuantity, parseQuantity } from '../../../src/server/purchase-plan/quantities';
import { autoMapping, fieldOfHeader } from '../../../src/server/purchase-plan/headers';
import { decodeText, looksGarbled, parseDelimited } from '../../../src/server/purchase-plan/csv';
import iconv from 'iconv-lite';

const plain = { stock: 1000, xgNumber: 0, midPack: 1, onlyMidPack: false, isEphedrine: false, ephedrineLimit: 0 };

describe('quantity cells', () => {
  it.each([
    ['12', 12],
    ['12.0', 12],
    [' 12 ', 12],
    ['12盒', 12],
    ['１２', 12],
    ['1,200', 1200],
  ])('%s → %d', (raw, n) => {
    expect(parseQuantity(raw)).toEqual({ ok: true, value: n });
  });
  it.each([
    ['', '数量为空'],
    ['十盒', '数量“十盒”不是数字'],
    ['-3', '数量不能为负数（-3）'],
    ['0', '数量须大于 0'],
    ['1.5', '数量须为整数（1.5）'],
    ['100000', '数量不能超过 99999'],
    ['=A1*2', '数量“=A1*2”不是数字'],
  ])('%s is refused: %s', (raw, problem) => {
    expect(parseQuantity(raw)).toEqual({ ok: false, problem });
  });
});

describe('fitting quantities', () => {
  it('keeps a quantity that fits', () => {
    expect(fitQuantity(plain, 7, '盒')).toEqual({ wanted: 7, number: 7, changes: [], buyable: true });
  });
  it('rounds up to the middle pack', () => {
    const r = fitQuantity({ ...plain, midPack: 10, onlyMidPack: true }, 23, '盒');
    expect(r.number).toBe(30);
    expect(r.changes).toEqual([{ from: 23, to: 30, reason: '按中包装 10盒 的整数倍销售，已向上取整' }]);
  });
  it('does not round goods that may be bought singly', () => {
    expect(fitQuantity({ ...plain, midPack: 10 }, 23, '盒').number).toBe(23);
  });
  it('caps by the purchase limit and then by stock, naming each', () => {
    const r = fitQuantity({ ...plain, xgNumber: 30, stock: 12 }, 50, '盒');
    expect(r.number).toBe(12);
    expect(r.changes.map((c) => c.reason)).toEqual(['库存仅 12盒']);
    const r2 = fitQuantity({ ...plain, xgNumber: 30 }, 50, '盒');
    expect(r2.changes).toEqual([{ from: 50, to: 30, reason: '限购 30盒' }]);
  });
  it('caps to whole middle packs below a limit', () => {
    const r = fitQuantity({ ...plain, midPack: 10, onlyMidPack: true, stock: 25 }, 40, '盒');
    expect(r).toMatchObject({ number: 20, buyable: true });
    expect(r.changes.at(-1)!.reason).toBe('库存仅 25盒，按中包装 10盒 取整');
  });
  it('applies the 含麻 per-order limit', () => {
    expect(fitQuantity({ ...plain, isEphedrine: true, ephedrineLimit: 2 }, 5, '盒').changes[0]!.reason).toBe('含麻黄碱类复方制剂每单限购 2盒');
  });
  it('marks sold-out goods and less than one middle pack as not buyable', () => {
    // A running special price: its own stock and the buyer's per-member limit cap the line, as the cart's add refuses more.
    const special = { stockLeft: 50, memberLimit: 2, memberLeft: 2 };
    expect(fitQuantity(plain, 5, '瓶', special)).toMatchObject({ number: 2, buyable: true, changes: [{ from: 5, to: 2, reason: '活动价每人限购 2瓶，您还可购买 2瓶' }] });
    expect(fitQuantity(plain, 5, '瓶', { ...special, memberLeft: 0 })).toMatchObject({ number: 0, buyable: false });
    expect(fitQuantity(plain, 5, '瓶', { stockLeft: 3, memberLimit: 0, memberLeft: null }).changes[0]!.reason).toBe('活动价库存仅 3瓶');
    expect(fitQuantity({ ...plain, stock: 0 }, 5, '盒')).toMatchObject({ number: 0, buyable: false, changes: [{ reason: '该商品已售罄' }] });
    expect(fitQuantity({ ...plain, stock: 5, midPack: 10, onlyMidPack: true }, 5, '盒')).toMatchObject({ number: 0, buyable: false });
  });
});

describe('headers and CSV', () => {
  it('maps the headers ERPs export', () => {
    expect(autoMapping(['序号', '药品名称(通用名)', '规格型号', '生产企业', '批准文号/注册证号', '条码', '计划采购数量', '备注'])).toEqual({
      name: 1,
      spec: 2,
      maker: 3,
      approval: 4,
      barcode: 5,
      quantity: 6,
    });
    expect(fieldOfHeader('采购数量（盒）')).toBe('quantity');
    expect(fieldOfHeader('品名')).toBe('name');
    expect(fieldOfHeader('单价')).toBeNull();
  });
  it('decodes UTF-8 with BOM, GBK and UTF-16, and refuses binary', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('通用名')]))).toEqual({ text: '通用名', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array(iconv.encode('通用名,数量', 'gbk')))).toEqual({ text: '通用名,数量', encoding: 'gbk' });
    expect(decodeText(new Uint8Array([0xff, 0xfe, ...Buffer.from('品名', 'utf16le')]))!.text).toBe('品名');
    expect(decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toBeNull();
  });
  it('splits quoted cells with commas, quotes and line breaks', () => {
    expect(parseDelimited('a,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
    ]);
    expect(parseDelimited('名称\t数量\n阿莫西林\t3')).toEqual([
      ['名称', '数量'],
      ['阿莫西林', '3'],
    ]);
  });
  it('spots mojibake', () => {
    expect(looksGarbled('\uFFFD\uFFFD西林')).toBe(true);
    expect(looksGarbled('é˜¿èŽ«è¥¿æž—')).toBe(true);
    expect(looksGarbled('阿莫西林胶囊 0.25g*24粒')).toBe(false);
  });
});
