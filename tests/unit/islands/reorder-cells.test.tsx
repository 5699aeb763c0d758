/**
 * The 今日价格 and 库存 cells shared by 常购清单, 快捷采购 and 我的收藏: each table's own markup, which the
 * server renders and the island must hydrate unchanged (and the e2e specs read by test id and text).
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PriceCell from '../../../src/islands/shared/PriceCell';
import StockCell from '../../../src/islands/shared/StockCell';

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
