/**
 * A goods import file for the console tests: `count` new goods (the first one named 蔻雅清咽片 so
 * pinyin search can find it as "kyqyp"), with optional bad rows (their 1-based data row numbers):
 * the 1st bad row has a price that is no number, the 2nd an unknown type, the 3rd an expiry before
 * its production date. CSV in GBK (what Excel on Chinese Windows saves) or UTF-8.
 */
import iconv from 'iconv-lite';
import { COLUMNS } from '../../src/server/console/goods-columns';

export const NEW_GOODS_NAME = '蔻雅清咽片';
export const BAD_ROW_PROBLEMS = ['供货价应为金额（元），最多两位小数', '类型只能是 药品、中药饮片 或 医疗器械', '有效期至必须晚于生产日期'];

export function goodsRows(count: number, category: string, bad: number[] = []): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => {
    const row: Record<string, string> = {
      商品编号: '',
      类型: '药品',
      通用名: i === 0 ? NEW_GOODS_NAME : `导入测试片${i + 1}`,
      商品名: i === 0 ? '蔻雅' : '',
      规格: `0.25g*${12 + (i % 24)}片`,
      单位: '盒',
      生产企业: i % 2 ? '导入测试制药有限公司' : '蔻雅药业（杭州）有限公司',
      批准文号: `国药准字Z${String(33020000 + i)}`,
      处方类别: 'OTC甲',
      剂型: '片剂',
      产地: '',
      等级: '',
      器械类别: '',
      分类: category,
      供货价: `${12 + (i % 50)}.50`,
      建议零售价: `${25 + (i % 50)}.00`,
      库存: String(100 + i),
      批号: `DR2026${String(i).padStart(4, '0')}`,
      生产日期: '2026-01-15',
      有效期至: '2028-01-14',
      中包装: '1',
      件装: '200',
      按中包装购买: '否',
      限购: '0',
      含麻: '否',
      控销: '否',
      上架: '是',
    };
    const which = bad.indexOf(i + 1);
    if (which === 0) row.供货价 = '十二元';
    if (which === 1) row.类型 = '保健品';
    if (which === 2) row.有效期至 = '2025-12-31';
    return row;
  });
}

export function goodsCsv(rows: Record<string, string>[], encoding: 'gbk' | 'utf8' = 'gbk'): Buffer {
  const esc = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const text = [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => esc(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';
  return encoding === 'gbk' ? iconv.encode(text, 'gbk') : Buffer.from(text, 'utf8');
}
