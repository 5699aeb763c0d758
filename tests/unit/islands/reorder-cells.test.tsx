/**
 * The table and the 今日价格, 库存 and 采购数量 cells shared by 常购清单, 快捷采购 and 我的收藏: each table's own
 * markup, which the server renders and the island must hydrate unchanged (and the e2e specs read by
 * test id, label and text).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PriceCell from '../../../src/islands/shared/PriceCell';
import StockCell from '../../../src/islands/shared/StockCell';
import QuantityCell from '../../../src/islands/shared/QuantityCell';
import ReorderTable from '../../../src/islands/shared/ReorderTable';
import { rowRules } from '../../../src/islands/add-to-cart/quantity';

const cell = (node: ReactNode) =>
  renderToString(
    <table>
      <tbody>
        <tr>{node}</tr>
      </tbody>
    </table>,
  ).replace(/^<table><tbody><tr>|<\/tr><\/tbody><\/table>$/g, '');

describe('PriceCell', () => {
  it('shows the goods price, else the fallback (常看, 我的清单, 常买)', () => {
    expect(cell(<PriceCell price="1234.5" fallback="—" />)).toBe('<td data-label="今日价格" class="num price">¥1,234.50</td>');
    expect(cell(<PriceCell price={null} fallback="资质审核通过后可见" />)).toBe('<td data-label="今日价格" class="num price">资质审核通过后可见</td>');
  });

  it('shows a quote with the list price struck when lower, then its notes (快捷采购, 我的收藏)', () => {
    const quote = { unit_price: '9.00', list_price: '10.00' };
    expect(
      cell(
        <PriceCell quote={quote} fallback="—" testId="today-price-7">
          <span className="ss-sub">更便宜</span>
        </PriceCell>,
      ),
    ).toBe('<td data-label="今日价格" class="num price" data-testid="today-price-7">¥9.00<s class="ss-sub">¥10.00</s><span class="ss-sub">更便宜</span></td>');
    expect(cell(<PriceCell quote={{ unit_price: '10.00', list_price: '10.00' }} fallback="—" numeric={false} />)).toBe('<td data-label="今日价格" class="price">¥10.00</td>');
    expect(cell(<PriceCell quote={null} fallback="—" numeric={false} testId="star-price-7" />)).toBe('<td data-label="今日价格" class="price" data-testid="star-price-7">—</td>');
  });
});

describe('StockCell', () => {
  it('says 有货 or a red 缺货, — when the goods is gone', () => {
    expect(cell(<StockCell stock={3} />)).toBe('<td data-label="库存">有货</td>');
    expect(cell(<StockCell stock={0} />)).toBe('<td data-label="库存"><span class="cq-out">缺货</span></td>');
    expect(cell(<StockCell stock={null} />)).toBe('<td data-label="库存">—</td>');
  });

  it('with count: the units (and their unit) or a plain 缺货', () => {
    expect(cell(<StockCell stock={12} count numeric />)).toBe('<td data-label="库存" class="num">12</td>');
    expect(cell(<StockCell stock={12} count unit="盒" />)).toBe('<td data-label="库存">12盒</td>');
    expect(cell(<StockCell stock={0} count unit="盒" />)).toBe('<td data-label="库存">缺货</td>');
  });
});

describe('QuantityCell', () => {
  const rules = { step: 10, min: 10, max: 40, buyable: true, reason: null };
  it('is the quantity input when the row can be bought, else why not', () => {
    expect(cell(<QuantityCell rules={rules} reason={null} label="A 采购数量" value="10" onValue={() => {}} title="最多 40盒" />)).toBe(
      '<td data-label="采购数量"><input class="ss-qty" inputMode="numeric" aria-label="A 采购数量" title="最多 40盒" value="10"/></td>',
    );
    expect(cell(<QuantityCell rules={null} reason="已下架" label="A 采购数量" value="" onValue={() => {}} />)).toBe(
      '<td data-label="采购数量"><span class="ss-sub">已下架</span></td>',
    );
  });
});

describe('rowRules', () => {
  const goods = { quantity: { min: 1, max: 5, step: 1 }, number: 5, xg_number: 0, is_buy: 1, base_price: '9.90', price_notice: null };
  it('gives the rules of a goods one can buy, else why not', () => {
    expect(rowRules(goods)).toEqual({ rules: { step: 1, min: 1, max: 5, buyable: true, reason: null }, reason: null });
    expect(rowRules(null)).toEqual({ rules: null, reason: '已下架' });
    expect(rowRules({ ...goods, base_price: null, price_notice: '资质审核通过后可见' })).toEqual({ rules: null, reason: '资质审核通过后可见' });
    expect(rowRules({ ...goods, base_price: null })).toEqual({ rules: null, reason: '暂不可购买' });
    expect(rowRules({ ...goods, number: 0 })).toEqual({ rules: null, reason: '暂时缺货' });
  });
});

describe('ReorderTable', () => {
  it('holds the caption, the 选择 and 商品 heads, the page heads and the rows', () => {
    const html = renderToString(
      <ReorderTable caption="常买商品" head={<th scope="col">库存</th>}>
        <tr>
          <td>x</td>
        </tr>
      </ReorderTable>,
    );
    expect(html).toBe(
      '<div class="ss-scroll"><table class="ss-table"><caption class="sr-only">常买商品</caption><thead><tr><th scope="col"><span class="sr-only">选择</span></th><th scope="col">商品</th><th scope="col">库存</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table></div>',
    );
  });
});
