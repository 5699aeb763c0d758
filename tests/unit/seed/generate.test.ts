import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/password';
import { COMPANY_TYPES } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, SEED_NOW, SEED_TODAY } from '../../../src/server/seed/constants';
import { addMonths, daysBetween } from '../../../src/server/seed/dates';
import { PROVINCE_NAMES } from '../../../src/server/reference/places';
import { generateDemoData } from '../../../src/server/seed/generate';
import type { DemoData, GoodsRow } from '../../../src/server/seed/types';

let data: DemoData;
let singles: GoodsRow[];

beforeAll(() => {
  data = generateDemoData();
  singles = data.goods.filter((g) => g.type === 1);
});

const DRUG_APPROVAL = /^国药准字[HZS]\d{8}$/;
const DEVICE_APPROVAL: Record<number, RegExp> = {
  1: /^[\u4e00-\u9fa5]{2}械备\d{8}号$/,
  2: /^[\u4e00-\u9fa5]械注准\d{4}2\d{6}$/,
  3: /^国械注准\d{4}3\d{6}$/,
};

describe('determinism', () => {
  it('returns deep-equal data for the same options', () => {
    expect(generateDemoData()).toEqual(data);
  });

  it('differs for another seed', () => {
    const other = generateDemoData({ seed: 7 });
    expect(other.goods.length).toBe(data.goods.length);
    expect(other.goods).not.toEqual(data.goods);
  });

  it('honours goodsCount exactly and refuses tiny sets', () => {
    expect(generateDemoData({ goodsCount: 300 }).goods).toHaveLength(300);
    expect(() => generateDemoData({ goodsCount: 10 })).toThrow(RangeError);
  });

  it('uses neither Math.random nor the clock in seed code', () => {
    const dir = path.resolve('src/server/seed');
    const files = (function walk(d: string): string[] {
      return readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? walk(path.join(d, f)) : [path.join(d, f)]));
    })(dir);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    }
  });
});

describe('ids and references', () => {
  it('numbers every serial table 1..n', () => {
    for (const key of Object.keys(data) as (keyof DemoData)[]) {
      const rows = data[key] as { id?: number }[];
      if (rows[0]?.id === undefined) continue;
      expect(
        rows.map((r) => r.id),
        key,
      ).toEqual(rows.map((_, i) => i + 1));
    }
  });

  it('points goods at existing categories, makers and brands', () => {
    const categories = new Set(data.categories.map((c) => c.id));
    const makers = new Set(data.manufacturers.map((m) => m.id));
    const brands = new Map(data.brands.map((b) => [b.id, b.manufacturerId]));
    for (const g of data.goods) {
      expect(categories.has(g.categoryId)).toBe(true);
      expect(makers.has(g.manufacturerId)).toBe(true);
      if (g.brandId !== null) expect(brands.get(g.brandId)).toBe(g.manufacturerId);
    }
  });

  it('links tags and combination items to existing rows without duplicates', () => {
    const goodsIds = new Set(data.goods.map((g) => g.id));
    const tagIds = new Set(data.tags.map((t) => t.id));
    const pairs = new Set(data.goodsTags.map((l) => `${l.goodsId}-${l.tagId}`));
    expect(pairs.size).toBe(data.goodsTags.length);
    for (const l of data.goodsTags) expect(goodsIds.has(l.goodsId) && tagIds.has(l.tagId)).toBe(true);
    const combos = new Set(data.goods.filter((g) => g.type === 3).map((g) => g.id));
    for (const item of data.goodsCombinationItems) {
      expect(combos.has(item.comboId)).toBe(true);
      expect(singles.some((g) => g.id === item.goodsId)).toBe(true);
      expect(item.number).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('catalogue minimums', () => {
  it('has ≥ 5000 goods split about 70/18/12', () => {
    expect(data.goods.length).toBe(6000);
    const share = (kind: GoodsRow['kind']) => data.goods.filter((g) => g.kind === kind).length / data.goods.length;
    expect(share('medicine')).toBeCloseTo(0.7, 1);
    expect(share('herbal')).toBeCloseTo(0.18, 1);
    expect(share('device')).toBeCloseTo(0.12, 1);
  });

  it('has ≥ 150 medicine names, ≥ 60 herbs, ≥ 40 devices and ≥ 300 manufacturers', () => {
    const names = (kind: GoodsRow['kind']) => new Set(singles.filter((g) => g.kind === kind).map((g) => g.name)).size;
    expect(names('medicine')).toBeGreaterThanOrEqual(150);
    expect(names('herbal')).toBeGreaterThanOrEqual(60);
    expect(names('device')).toBeGreaterThanOrEqual(40);
    expect(data.manufacturers.length).toBeGreaterThanOrEqual(300);
    expect(new Set(data.manufacturers.map((m) => m.name)).size).toBe(data.manufacturers.length);
    expect(new Set(data.manufacturers.map((m) => m.shortName)).size).toBe(data.manufacturers.length);
    for (const m of data.manufacturers) expect(m.pinyinInitials).toMatch(/^[a-z0-9]+$/);
  });

  it('has a category tree of ≥ 7 tops, each with children, in all three zones', () => {
    const tops = data.categories.filter((c) => c.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(7);
    for (const top of tops) {
      const children = data.categories.filter((c) => c.parentId === top.id);
      expect(children.length).toBeGreaterThan(0);
      for (const child of children) expect(child.zone).toBe(top.zone);
    }
    expect(new Set(tops.map((t) => t.zone))).toEqual(new Set(['medicine', 'herbal', 'device']));
  });

  it('puts every goods in a zone that matches its kind', () => {
    const zoneOf = new Map(data.categories.map((c) => [c.id, c.zone]));
    for (const g of singles) expect(zoneOf.get(g.categoryId)).toBe(g.kind);
  });

  it('has ≥ 30 brands and the seven tags with distinct colours', () => {
    expect(data.brands.length).toBeGreaterThanOrEqual(30);
    expect(data.tags.map((t) => t.name)).toEqual(['优', '秒', '满', '换购', '赠', '特', '新']);
    expect(new Set(data.tags.map((t) => t.color)).size).toBe(7);
    expect(data.tags.find((t) => t.name === '特')?.describe).toBe('特价');
    const tagged = new Set(data.goodsTags.map((l) => l.goodsId));
    expect(tagged.size / data.goods.length).toBeGreaterThan(0.25);
  });
});

describe('goods fields', () => {
  it('formats approval numbers and keeps them unique per (name, manufacturer)', () => {
    const byNumber = new Map<string, string>();
    for (const g of singles) {
      if (g.kind === 'medicine') expect(g.approvalNo).toMatch(DRUG_APPROVAL);
      if (g.kind === 'device') expect(g.approvalNo).toMatch(DEVICE_APPROVAL[g.deviceClass!]!);
      if (g.kind === 'herbal') continue;
      const subject = `${g.name}|${g.manufacturerId}`;
      expect(byNumber.get(g.approvalNo) ?? subject).toBe(subject);
      byNumber.set(g.approvalNo, subject);
    }
    // One number per subject, too.
    expect(new Set(byNumber.values()).size).toBe(byNumber.size);
  });

  it('uses the H/Z/S letter of the product type', () => {
    const amoxicillin = singles.filter((g) => g.name === '阿莫西林胶囊');
    expect(amoxicillin.length).toBeGreaterThan(5);
    for (const g of amoxicillin) expect(g.approvalNo.startsWith('国药准字H')).toBe(true);
    for (const g of singles.filter((x) => x.name === '连花清瘟胶囊')) expect(g.approvalNo.startsWith('国药准字Z')).toBe(true);
  });

  it('prices in positive integer fen with retail above wholesale', () => {
    for (const g of data.goods) {
      expect(Number.isInteger(g.basePrice) && g.basePrice > 0).toBe(true);
      expect(Number.isInteger(g.retailPrice)).toBe(true);
      expect(g.retailPrice).toBeGreaterThan(g.basePrice);
    }
    const amoxicillin = singles.filter((g) => g.name === '阿莫西林胶囊' && g.spec === '0.25g*24粒');
    for (const g of amoxicillin) {
      expect(g.basePrice).toBeGreaterThanOrEqual(300);
      expect(g.basePrice).toBeLessThanOrEqual(800);
    }
  });

  it('has ladder prices on about a quarter of goods, of both types, well ordered', () => {
    const laddered = data.goods.filter((g) => g.ladderPrice.length > 0);
    expect(laddered.length / data.goods.length).toBeGreaterThan(0.18);
    expect(laddered.length / data.goods.length).toBeLessThan(0.32);
    expect(new Set(laddered.map((g) => g.ladderPriceType))).toEqual(new Set([0, 1]));
    for (const g of laddered) {
      const tiers = g.ladderPrice;
      expect(tiers[0]!.number).toBeGreaterThan(1);
      expect(tiers[0]!.price).toBeLessThan(g.basePrice);
      for (let i = 0; i < tiers.length; i++) {
        expect(Number.isInteger(tiers[i]!.price) && tiers[i]!.price > 0).toBe(true);
        if (i > 0) {
          expect(tiers[i]!.number).toBeGreaterThan(tiers[i - 1]!.number);
          expect(tiers[i]!.price).toBeLessThan(tiers[i - 1]!.price);
        }
      }
      if (g.onlyMidPack) for (const t of tiers) expect(t.number % g.midPack).toBe(0);
    }
  });

  it('dates batches sensibly: expiry after production, some near expiry, most 1–3 years', () => {
    let near = 0;
    let oneToThree = 0;
    for (const g of data.goods) {
      expect(g.expiryDate > g.productionDate).toBe(true);
      expect(g.productionDate <= SEED_TODAY).toBe(true);
      expect(g.batchNo.length).toBeGreaterThan(0);
      const left = daysBetween(SEED_TODAY, g.expiryDate);
      if (g.expiryDate < addMonths(SEED_TODAY, 6)) near++;
      if (left >= 365 && left <= 3 * 366) oneToThree++;
    }
    expect(near).toBeGreaterThan(50);
    expect(oneToThree / data.goods.length).toBeGreaterThan(0.75);
  });

  it('mixes limits, stock-outs, shipping and pack flags', () => {
    const count = (f: (g: GoodsRow) => boolean) => singles.filter(f).length;
    const n = singles.length;
    expect(count((g) => g.xgNumber === 0) / n).toBeGreaterThan(0.8);
    expect(count((g) => g.xgNumber > 0)).toBeGreaterThan(50);
    expect(count((g) => g.xgNumber < 0)).toBeGreaterThan(5);
    expect(count((g) => !g.isBuy)).toBeGreaterThan(5);
    expect(count((g) => g.stock === 0) / n).toBeGreaterThan(0.03);
    expect(count((g) => g.stock === 0) / n).toBeLessThan(0.07);
    expect(count((g) => g.isDpby && g.qgNumber > 0)).toBeGreaterThan(50);
    expect(count((g) => g.isDpby && g.qgNumber === 0)).toBe(0);
    expect(count((g) => g.isFreeShipping && g.freeShippingNumber > 0)).toBeGreaterThan(50);
    expect(count((g) => g.isYoux)).toBeGreaterThan(50);
    expect(count((g) => g.onlyMidPack)).toBeGreaterThan(20);
    for (const g of data.goods) {
      expect(g.midPack).toBeGreaterThanOrEqual(1);
      expect(g.casePack % g.midPack).toBe(0);
      if (g.onlyMidPack) expect(g.midPack).toBeGreaterThan(1);
      expect(g.imageCount).toBeGreaterThanOrEqual(1);
      expect(g.imageCount).toBeLessThanOrEqual(4);
      expect(g.stock).toBeGreaterThanOrEqual(0);
      expect(g.sales).toBeGreaterThanOrEqual(0);
      expect(g.createdAt.getTime()).toBeLessThanOrEqual(SEED_NOW.getTime());
    }
  });

  it('has ≥ 20 含麻 goods with a per-order limit and no promotions', () => {
    const eph = data.goods.filter((g) => g.isEphedrine);
    expect(eph.length).toBeGreaterThanOrEqual(20);
    const tagged = new Set(data.goodsTags.map((l) => l.goodsId));
    for (const g of eph) {
      expect(g.ephedrineLimit).toBeGreaterThan(0);
      expect(g.ladderPrice).toEqual([]);
      expect(tagged.has(g.id)).toBe(false);
      expect(g.name).toMatch(/麻|伪麻/);
    }
    for (const g of data.goods.filter((x) => !x.isEphedrine)) expect(g.ephedrineLimit).toBe(0);
  });

  it('has ≥ 100 控销 goods whose rules use known buyer types and provinces', () => {
    const controlled = data.goods.filter((g) => g.isControlled);
    expect(controlled.length).toBeGreaterThanOrEqual(100);
    for (const g of controlled) {
      const rule = g.controlRule!;
      expect(rule.companyTypes.length).toBeGreaterThan(0);
      for (const t of rule.companyTypes) expect(COMPANY_TYPES).toContain(t);
      for (const p of rule.provinces) expect(PROVINCE_NAMES).toContain(p);
    }
    expect(controlled.some((g) => g.controlRule!.provinces.length === 0)).toBe(true);
    for (const g of data.goods.filter((x) => !x.isControlled)) expect(g.controlRule).toBeNull();
  });

  it('fills herbal origin and grade, device class, medicine Rx class', () => {
    for (const g of singles) {
      if (g.kind === 'herbal') {
        expect(g.origin).not.toBe('');
        expect(['统货', '选货', '一等', '二等']).toContain(g.grade);
        expect(['1kg', '500g', '250g']).toContain(g.spec);
      }
      if (g.kind === 'device') expect([1, 2, 3]).toContain(g.deviceClass);
      if (g.kind === 'medicine') {
        expect(['Rx', 'OTC甲', 'OTC乙']).toContain(g.rxClass);
        expect(g.dosageForm).not.toBe('');
      }
    }
  });

  it('has combination goods priced under their parts', () => {
    const combos = data.goods.filter((g) => g.type === 3);
    expect(combos.length).toBeGreaterThanOrEqual(3);
    for (const combo of combos) {
      const items = data.goodsCombinationItems.filter((i) => i.comboId === combo.id);
      expect(items.length).toBeGreaterThanOrEqual(2);
      const partsTotal = items.reduce((s, i) => s + data.goods.find((g) => g.id === i.goodsId)!.basePrice * i.number, 0);
      expect(combo.basePrice).toBeLessThan(partsTotal);
    }
  });

  it('stores pinyin keys on every goods row', () => {
    for (const g of data.goods) {
      expect(g.pinyinInitials).toMatch(/^[a-z0-9]+$/);
      expect(g.pinyinFull).toMatch(/^[a-z0-9]+$/);
    }
    expect(data.goods.find((g) => g.name === '阿莫西林胶囊')!.pinyinInitials).toBe('amxljn');
  });
});

describe('members and content', () => {
  it('has the demo and pending members with working passwords', async () => {
    const demo = data.members.find((m) => m.username === 'demo')!;
    const pending = data.members.find((m) => m.username === 'pending')!;
    expect(demo.phone).toBe('13800138000');
    expect(pending.phone).toBe('13900139000');
    expect(await verifyPassword(DEMO_PASSWORD, demo.passwordHash)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, pending.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong', demo.passwordHash)).toBe(false);

    const demoStore = data.stores.find((s) => s.memberId === demo.id)!;
    expect(demoStore.isPassed).toBe(true);
    expect(demoStore.contractSignedAt).not.toBeNull();
    expect(demo.activeStoreId).toBe(demoStore.id);
    const manager = data.accountManagers.find((m) => m.id === demoStore.accountManagerId)!;
    expect(manager.isDefault).toBe(false);
    expect(data.stores.find((s) => s.memberId === pending.id)!.isPassed).toBe(false);

    expect(data.accountManagers.length).toBeGreaterThanOrEqual(3);
    expect(data.accountManagers.filter((m) => m.isDefault)).toHaveLength(1);
    expect(data.messages.length).toBeGreaterThan(0);
    expect(data.messages.every((m) => m.storeId === demoStore.id)).toBe(true);
  });

  it('has ≥ 40 news of both types over the past year, with multi-paragraph bodies', () => {
    expect(data.news.length).toBeGreaterThanOrEqual(40);
    expect(new Set(data.news.map((n) => n.type))).toEqual(new Set(['hy', 'company']));
    const yearAgo = SEED_NOW.getTime() - 366 * 86_400_000;
    for (const n of data.news) {
      expect(n.publishedAt.getTime()).toBeLessThan(SEED_NOW.getTime());
      expect(n.publishedAt.getTime()).toBeGreaterThan(yearAgo);
      expect(n.body.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(n.summary.length).toBeGreaterThan(10);
    }
  });

  it('has focus items, shelves of 10 buyable goods, nav, links and settings', () => {
    const at = (p: string) => data.focusItems.filter((f) => f.position === p);
    expect(at('banner').length).toBeGreaterThanOrEqual(5);
    expect(at('top')).toHaveLength(1);
    expect(at('right').length).toBeGreaterThanOrEqual(2);
    expect(at('login')).toHaveLength(1);
    for (const f of data.focusItems) expect(f.image).toBe(`/img/banner/${f.id}.svg`);

    expect(data.focusBlocks.length).toBeGreaterThanOrEqual(6);
    const byId = new Map(data.goods.map((g) => [g.id, g]));
    for (const block of data.focusBlocks) {
      expect(block.goodsIds).toHaveLength(10);
      expect(new Set(block.goodsIds).size).toBe(10);
      expect(block.moreUrl).toMatch(/^\//);
      for (const id of block.goodsIds) expect(byId.get(id)?.isBuy).toBe(true);
    }

    expect(data.navItems.filter((n) => n.parentId === null).length).toBeGreaterThanOrEqual(9);
    expect(data.siteLinks.length).toBeGreaterThanOrEqual(6);
    expect(data.hotWords.length).toBeGreaterThanOrEqual(10);
    const settings = Object.fromEntries(data.siteSettings.map((s) => [s.key, s.value]));
    expect(settings).toMatchObject({ site_name: '药采', hot_line: '400-880-1234' });
    for (const key of ['complaint_line', 'qq1', 'qq2', 'company', 'quality_inspection']) expect(settings[key]).toBeDefined();
  });
});
