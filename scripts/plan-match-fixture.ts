// Writes the matching test fixture (a slice of the demo catalogue) and the pairs table of tests/unit/purchase-plan/:
// `npx tsx scripts/plan-match-fixture.ts`. Run again only when the demo generator changes; review the diff.
import { writeFileSync } from 'node:fs';
import { generateDemoData } from '../src/server/seed/generate';
import { Rng } from '../src/server/seed/random';
import { makerCore } from '../src/server/purchase-plan/normalize';
import { pinyinInitials } from '../src/server/search/pinyin';

const data = generateDemoData();
const makers = new Map(data.manufacturers.map((m) => [m.id, m]));
const single = data.goods.filter((g) => g.type === 1 && g.isOnSale);
const rng = new Rng(19);
const names = [...new Set(single.map((g) => g.name))];
const chosen = new Set(rng.sample(names, 90));
for (const n of ['阿莫西林胶囊', '头孢克肟分散片', '布洛芬缓释胶囊', '复方甘草片', '板蓝根颗粒', '维生素C片', '医用外科口罩', '黄芪', '连花清瘟胶囊', '感冒灵颗粒'])
  if (names.includes(n)) chosen.add(n);
const fixture = single
  .filter((g) => chosen.has(g.name))
  .map((g) => ({
    id: g.id,
    name: g.name,
    tradeName: g.tradeName,
    spec: g.spec,
    unit: g.unit,
    approvalNo: g.approvalNo,
    barcode: g.barcode,
    maker: makers.get(g.manufacturerId)!.name,
    makerInitials: makers.get(g.manufacturerId)!.pinyinInitials,
    sales: g.sales,
    stock: g.stock,
  }));
const CONFUSE: Record<string, string> = {
  囊: '襄',
  莫: '漠',
  西: '希',
  胶: '交',
  颗: '棵',
  粒: '立',
  片: '偏',
  酸: '痠',
  素: '索',
  维: '唯',
  克: '刻',
  氨: '安',
  头: '投',
  孢: '包',
  板: '版',
  根: '跟',
  清: '青',
  感: '敢',
  冒: '帽',
  灵: '零',
  黄: '簧',
  芪: '奇',
  布: '步',
  洛: '落',
  芬: '分',
  口: '扣',
  罩: '照',
  霉: '梅',
  沙: '砂',
  星: '猩',
  甘: '干',
  草: '早',
  丸: '完',
  剂: '济',
  注: '住',
  射: '谢',
  液: '夜',
  钠: '纳',
  钾: '甲',
  盐: '监',
  碱: '减',
  氯: '录',
  双: '又',
  复: '夏',
  方: '放',
  片剂: '',
};
const fw = (s: string) => s.replace(/[0-9A-Za-z.*]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const reorder = (spec: string) => spec.split('*').reverse().join('×');
const toMg = (spec: string) => spec.replace(/(\d+(?:\.\d+)?)g\b/, (_, n) => `${Math.round(Number(n) * 1000)}mg`);
const typo = (name: string) => {
  const chars = [...name];
  for (let i = chars.length - 1; i >= 0; i--)
    if (CONFUSE[chars[i]!]) {
      chars[i] = CONFUSE[chars[i]!]!;
      return chars.join('');
    }
  return chars.length >= 4 ? chars.slice(0, -1).join('') : '';
};
const brand = (maker: string) => {
  const core = makerCore(maker);
  return core.slice(-2);
};
type Pair = { kind: string; input: { name: string; spec: string; maker: string; approval: string; barcode: string }; expect: number | null };
const pairs: Pair[] = [];
const kinds = [
  'exact',
  'fullwidth',
  'reordered',
  'unit_suffix',
  'milligram',
  'maker_short',
  'maker_brand_trade',
  'initials',
  'typo',
  'typo_short_maker',
  'approval',
  'approval_no_prefix',
  'barcode',
  'trade_name',
  'spaces',
  'typo_reordered',
];
const targets = rng.sample(fixture, 200);
let k = 0;
for (const g of targets) {
  if (pairs.length >= 120) break;
  const kind = kinds[k % kinds.length]!;
  const b = brand(g.maker);
  const base = { name: g.name, spec: g.spec, maker: g.maker, approval: '', barcode: '' };
  let input = base;
  switch (kind) {
    case 'exact':
      break;
    case 'fullwidth':
      input = { ...base, spec: fw(g.spec), maker: b };
      break;
    case 'reordered':
      input = { ...base, spec: reorder(g.spec), maker: b };
      break;
    case 'unit_suffix':
      input = { ...base, spec: `${g.spec.replace('*', '×')}/${g.unit}`, maker: b + '制药' };
      break;
    case 'milligram':
      if (!/\dg\b/.test(g.spec)) continue;
      input = { ...base, spec: toMg(g.spec), maker: b };
      break;
    case 'maker_short':
      input = { ...base, maker: b };
      break;
    case 'maker_brand_trade':
      input = { ...base, maker: makerCore(g.maker) + '股份有限公司' };
      break;
    case 'initials':
      input = { ...base, name: pinyinInitials(g.name).toUpperCase(), maker: b };
      break;
    case 'typo':
      input = { ...base, name: typo(g.name), maker: b };
      if (!input.name) continue;
      break;
    case 'typo_short_maker':
      input = { ...base, name: typo(g.name), spec: g.spec.replace('*', 'x') };
      input.maker = b;
      if (!input.name) continue;
      break;
    case 'approval':
      input = { name: g.name, spec: '', maker: '', approval: g.approvalNo, barcode: '' };
      if (!g.approvalNo) continue;
      input.spec = g.spec;
      break;
    case 'approval_no_prefix':
      if (!g.approvalNo.startsWith('国药准字')) continue;
      input = { name: '', spec: g.spec, maker: '', approval: g.approvalNo.replace('国药准字', '').toLowerCase(), barcode: '' };
      break;
    case 'barcode':
      input = { name: typo(g.name) || g.name, spec: '', maker: '', approval: '', barcode: g.barcode };
      break;
    case 'trade_name':
      if (!g.tradeName) continue;
      input = { ...base, name: `${g.tradeName}`, maker: b };
      break;
    case 'spaces':
      input = { ...base, name: ` ${[...g.name].join(' ')} `, spec: ` ${g.spec} `, maker: ` ${b} ` };
      break;
    case 'typo_reordered':
      input = { ...base, name: typo(g.name), spec: reorder(g.spec), maker: b };
      if (!input.name) continue;
      break;
  }
  k++;
  pairs.push({ kind, input, expect: g.id });
}
const absent0 = [
  ['奥美拉唑肠溶胶囊', '20mg*14粒', '常州四药'],
  ['氯雷他定片', '10mg*6片', '先声药业'],
  ['孟鲁司特钠咀嚼片', '4mg*5片', '鲁南制药'],
  ['瑞舒伐他汀钙片', '10mg*7片', '浙江京新'],
  ['达格列净片', '10mg*14片', '阿斯利康'],
  ['恩替卡韦分散片', '0.5mg*7片', '正大天晴'],
  ['替米沙坦片', '40mg*14片', '江苏万邦'],
  ['利伐沙班片', '10mg*5片', '拜耳医药'],
  ['艾司西酞普兰片', '10mg*7片', '四川科伦'],
  ['西地那非片', '50mg*1片', '广州白云山'],
  ['血糖试纸', '50片/盒', '三诺生物'],
  ['石斛', '100g', '霍山'],
];
const more: [string, string, string][] = [
  ['达格列净片', '10mg*14片', '阿斯利康'],
  ['利伐沙班片', '10mg*5片', '拜耳医药'],
  ['艾司西酞普兰片', '10mg*7片', '四川科伦'],
  ['西地那非片', '50mg*1片', '广州白云山'],
  ['阿托伐他汀钙片', '20mg*7片', '辉瑞'],
  ['沙库巴曲缬沙坦钠片', '100mg*14片', '诺华'],
  ['司美格鲁肽注射液', '1.5ml:2mg', '诺和诺德'],
  ['甘精胰岛素注射液', '3ml:300单位', '赛诺菲'],
  ['阿法骨化醇软胶囊', '0.25μg*20粒', '青岛正大海尔'],
  ['依折麦布片', '10mg*10片', '杭州默沙东'],
  ['托法替布片', '5mg*28片', '辉瑞'],
  ['奥拉帕利片', '150mg*56片', '阿斯利康'],
  ['帕罗西汀肠溶缓释片', '12.5mg*10片', '永信药品'],
  ['舍曲林片', '50mg*14片', '晖致'],
  ['坦索罗辛缓释胶囊', '0.2mg*10粒', '安斯泰来'],
  ['非布司他片', '40mg*16片', '江苏恒瑞'],
  ['冬虫夏草', '5g', '青海'],
  ['藏红花', '1g', '伊朗'],
  ['电子血压计', 'U80EH', '欧姆龙'],
  ['助听器', 'A1', '西门子'],
];
const absent = [...absent0, ...more];
const fixtureNames = new Set(fixture.map((g) => g.name));
for (const [name, spec, maker] of absent) {
  if (single.some((g) => g.name === name)) {
    console.error('carried:', name);
    continue;
  }
  pairs.push({ kind: 'not_carried', input: { name: name!, spec: spec!, maker: maker!, approval: '', barcode: '' }, expect: null });
}
console.log(fixture.length, 'goods;', pairs.length, 'pairs', [...fixtureNames].length, 'names');
writeFileSync('tests/unit/purchase-plan/catalogue-fixture.json', JSON.stringify(fixture) + '\n');
writeFileSync('tests/unit/purchase-plan/match-pairs.json', JSON.stringify(pairs, null, 1) + '\n');
