import { z } from 'zod';
import { DAY, isCalendarDay } from '../http/fields';
import { yuan } from '../http/money';

/**
 * The goods file format of import and export (Excel or CSV, first row = these headers). A row with
 * 商品编号 updates that goods; a row without creates one. Every message is Chinese, per cell.
 */
export const KIND_BY_TEXT = { 药品: 'medicine', 中药饮片: 'herbal', 医疗器械: 'device' } as const;
export const TEXT_BY_KIND = { medicine: '药品', herbal: '中药饮片', device: '医疗器械' } as const;

export const COLUMNS = [
  '商品编号',
  '类型',
  '通用名',
  '商品名',
  '规格',
  '单位',
  '生产企业',
  '批准文号',
  '处方类别',
  '剂型',
  '产地',
  '等级',
  '器械类别',
  '分类',
  '供货价',
  '建议零售价',
  '库存',
  '批号',
  '生产日期',
  '有效期至',
  '中包装',
  '件装',
  '按中包装购买',
  '限购',
  '含麻',
  '控销',
  '上架',
  // Added last (issue 25) so files and tools that read columns by position keep working.
  '上市许可持有人',
] as const;
export type Column = (typeof COLUMNS)[number];
export const REQUIRED_HEADERS: Column[] = ['类型', '通用名', '规格', '单位', '生产企业', '分类', '供货价', '建议零售价', '库存', '批号', '生产日期', '有效期至'];

/** A goods price of the console's goods form and files: ¥0.01 – ¥9,999,999.99. */
export const consoleYuan = (label: string) => {
  const format = `${label}应为金额（元），最多两位小数`;
  return yuan(label, { digits: 7, positive: true, messages: { required: format, format, positive: `${label}必须大于 0` } });
};
const int = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,7}$/, `${label}应为整数`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `${label}应在 ${min}–${max} 之间`);
const date = (label: string) =>
  z
    .string()
    .trim()
    .regex(DAY, { error: `${label}格式应为 YYYY-MM-DD`, abort: true })
    .refine(isCalendarDay, `${label}不是有效日期`);
const text = (label: string, max: number, required = true) =>
  required ? z.string().trim().min(1, `${label}不能为空`).max(max, `${label}最多 ${max} 个字`) : z.string().trim().max(max, `${label}最多 ${max} 个字`).default('');
const yesNo = (label: string) =>
  z
    .string()
    .trim()
    .default('否')
    .refine((v) => ['是', '否', ''].includes(v), `${label}只能填“是”或“否”`)
    .transform((v) => v === '是');

/** One row of the file as strings keyed by header, validated into goods fields. */
export const rowSchema = z
  .object({
    商品编号: z
      .string()
      .trim()
      .regex(/^(\d{1,9})?$/, '商品编号应为数字')
      .default(''),
    类型: z
      .string()
      .trim()
      .refine((v) => v in KIND_BY_TEXT, '类型只能是 药品、中药饮片 或 医疗器械')
      .transform((v) => KIND_BY_TEXT[v as keyof typeof KIND_BY_TEXT]),
    通用名: text('通用名', 60),
    商品名: text('商品名', 60, false),
    规格: text('规格', 60),
    单位: text('单位', 8),
    生产企业: text('生产企业', 60),
    批准文号: text('批准文号', 60, false),
    上市许可持有人: text('上市许可持有人', 60, false),
    处方类别: z
      .string()
      .trim()
      .default('')
      .refine((v) => ['', 'Rx', 'OTC甲', 'OTC乙'].includes(v), '处方类别只能是 Rx、OTC甲、OTC乙 或留空'),
    剂型: text('剂型', 20, false),
    产地: text('产地', 20, false),
    等级: text('等级', 20, false),
    器械类别: z
      .string()
      .trim()
      .default('')
      .refine((v) => ['', '1', '2', '3'].includes(v), '器械类别只能是 1、2、3 或留空'),
    分类: text('分类', 30),
    供货价: consoleYuan('供货价'),
    建议零售价: consoleYuan('建议零售价'),
    库存: int('库存', 0, 9_999_999),
    批号: text('批号', 30),
    生产日期: date('生产日期'),
    有效期至: date('有效期至'),
    中包装: int('中包装', 1, 10_000).default(1),
    件装: int('件装', 1, 100_000).default(1),
    按中包装购买: yesNo('按中包装购买'),
    限购: int('限购', -1, 100_000).default(0),
    含麻: yesNo('含麻'),
    控销: yesNo('控销'),
    上架: z
      .string()
      .trim()
      .default('是')
      .refine((v) => ['是', '否', ''].includes(v), '上架只能填“是”或“否”')
      .transform((v) => v !== '否'),
  })
  .superRefine((r, ctx) => {
    if (r.有效期至 <= r.生产日期) ctx.addIssue({ code: 'custom', path: ['有效期至'], message: '有效期至必须晚于生产日期' });
  });
export type GoodsRowInput = z.infer<typeof rowSchema>;
