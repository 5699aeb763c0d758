/**
 * Issue 29 item 5: the purchase plan's paste takes the lists pharmacies really paste — typed with
 * single or several spaces, comma lists, tab rows without a header — guesses the columns from the
 * cells, and matches makers written otherwise than in the catalogue (康信药业有限公司, 河北康信) by
 * their distinctive part, so ≥ 90 % of 20 realistic lines match without a confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import type { TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import type { Res } from '../helpers/cart-fixtures';
import { queryRows } from '../../src/server/db/rows';
import { POST as parse } from '../../src/pages/api/plan/parse';
import { POST as match } from '../../src/pages/api/plan/match';

let t: TestDb;
let demo: TestBrowser;
type Goods = { id: number; name: string; spec: string; unit: string; maker: string; short_name: string; province: string };
let goods: Goods[];

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 400 });
  demo = await loginAs('demo', '10.29.5.1');
  // 20 medicines a pharmacy would reorder: on sale, in stock, one goods per name + spec + maker.
  goods = await queryRows<Goods>(
    t.db,
    sql`select distinct on (g.name) g.id, g.name, g.spec, g.unit, m.name as maker, m.short_name, m.province
      from goods g join manufacturers m on m.id = g.manufacturer_id
      where g.kind = 'medicine' and g.is_on_sale and g.is_buy and not g.is_controlled and g.stock > 0 and g.spec <> ''
      order by g.name, g.id limit 20`,
  );
});
afterAll(async () => {
  await t?.teardown();
});

const paste = (text: string): Promise<Res> => demo.call(parse, '/api/plan/parse', { body: { text } as never, json: true });

/** The brand word of a maker: 康信 of 康信制药 (its short name without the trade word). */
const brand = (g: Goods) => g.short_name.replace(/(制药|药业|医药|生物|中药)$/, '');
const province = (g: Goods) => g.province.replace(/省$|市$|(壮族|回族|维吾尔)?自治区$/, '');
const reorder = (spec: string) => spec.split('*').reverse().join('×');

/** How pharmacies write a maker: its short name, another trade word with a company suffix, the province, the full name. */
function lineOf(g: Goods, i: number, sep: string): string {
  const n = 2 + (i % 7) * 3;
  const variants = [
    [g.name, g.spec, g.short_name, `${n}${g.unit}`],
    [g.name, reorder(g.spec), `${brand(g)}药业有限公司`, `${n}`],
    [g.name, g.spec, `${province(g)}${brand(g)}`, `${n}盒`],
    [g.name, g.spec, `${n}${g.unit}`, g.maker],
  ];
  return variants[i % 4]!.join(sep);
}

/** Parses a paste, sends its lines to matching the way the page does, and returns the matched share. */
async function matchedShare(text: string): Promise<{ rate: number; table: any; lines: any[] }> {
  const parsed = await paste(text);
  expect(parsed.body.code, JSON.stringify(parsed.body)).toBe(10000);
  const table = parsed.body.data;
  const cell = (cells: string[], field: string) => (table.mapping[field] === null ? '' : (cells[table.mapping[field]] ?? ''));
  const lines = table.rows.map((r: { row: number; cells: string[] }) => ({
    row: r.row,
    name: cell(r.cells, 'name'),
    spec: cell(r.cells, 'spec'),
    maker: cell(r.cells, 'maker'),
    approval: cell(r.cells, 'approval'),
    barcode: cell(r.cells, 'barcode'),
    quantity: cell(r.cells, 'quantity'),
  }));
  const res = await demo.call(match, '/api/plan/match', { body: { lines, min_shelf_months: 0 } as never, json: true });
  expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
  const out = res.body.data.lines as any[];
  const right = out.filter((l, i) => l.status === 'matched' && l.goods_id === goods[i]!.id).length;
  return { rate: right / goods.length, table, lines: out };
}

describe('purchase-plan paste of real lists', () => {
  it('reads a header-less list typed with single spaces: columns from the content, ≥ 90 % matched without confirmation', async () => {
    expect(goods).toHaveLength(20);
    const text = goods.map((g, i) => lineOf(g, i, ' ')).join('\n');
    const { rate, table, lines } = await matchedShare(text);
    console.log(`plan paste, single spaces, no header: ${Math.round(rate * 100)}% of 20 lines matched without confirmation`);
    expect(table.header_row).toBe(0);
    expect(table.rows).toHaveLength(20);
    expect(table.rows[0].row).toBe(1); // the first line is data, not a header
    expect(lines[3].quantity ?? lines[3].wanted ?? null).not.toBe('');
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('reads several spaces with a header line, commas (also ，) and header-less tab rows the same way', async () => {
    const wide = ['通用名  规格  生产厂家  数量', ...goods.map((g, i) => lineOf(g, i === 3 ? 0 : i, '   '))].join('\n');
    const spaced = await matchedShare(wide);
    console.log(`plan paste, several spaces, header: ${Math.round(spaced.rate * 100)}% matched`);
    expect(spaced.rate).toBeGreaterThanOrEqual(0.9);

    const commas = await matchedShare(goods.map((g, i) => lineOf(g, i % 3, i % 2 ? '，' : ',')).join('\n'));
    console.log(`plan paste, commas, no header: ${Math.round(commas.rate * 100)}% matched`);
    expect(commas.table.header_row).toBe(0);
    expect(commas.rate).toBeGreaterThanOrEqual(0.9);

    const tabs = await matchedShare(goods.map((g, i) => lineOf(g, i % 3, '\t')).join('\n'));
    expect(tabs.table.header_row).toBe(0);
    expect(tabs.table.mapping).toMatchObject({ name: 0, spec: 1, maker: 2, quantity: 3 });
    expect(tabs.rate).toBeGreaterThanOrEqual(0.9);
  });

  it('still reads Excel rows with a header as before, and says when only a header was pasted', async () => {
    const res = await paste(`通用名\t规格\t数量\n${goods[0]!.name}\t${goods[0]!.spec}\t4\n`);
    expect(res.body.data).toMatchObject({ header_row: 1, mapping: { name: 0, spec: 1, quantity: 2, maker: null } });
    const only = await paste('通用名 规格 厂家 数量');
    expect(only.status).toBe(422);
    expect(only.body.errors.file[0]).toBe('粘贴的内容只有表头，没有采购数据');
  });
});
