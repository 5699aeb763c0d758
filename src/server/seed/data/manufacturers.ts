/**
 * Word lists for manufacturer names: `{city}{brand}{trade}{suffix}`, e.g. 石家庄康信制药有限公司.
 * Brand words are two characters combined from BRAND_HEADS and BRAND_TAILS; each manufacturer
 * gets its own, so short names (康信制药) are unique.
 */
export const BRAND_HEADS = [
  '康', '华', '瑞', '恒', '德', '信', '安', '泰', '济', '福', '永', '普', '健', '益', '民', '源', '润', '和', '天', '博',
  '美', '新', '海', '金', '万', '长', '鑫', '嘉', '宏', '立', '汇', '盛', '明', '远', '欣', '辰', '优', '百', '宝', '圣',
] as const;

export const BRAND_TAILS = [
  '恩', '信', '和', '泰', '康', '生', '源', '宁', '瑞', '达', '仁', '华', '元', '诺', '宇', '德', '安', '力', '方', '正',
  '邦', '惠', '亿', '隆', '丰', '盛', '林', '春', '一', '灵',
] as const;

/** Well-known real brands the generator must not re-create by accident. */
export const RESERVED_BRANDS = new Set([
  '华润', '恒瑞', '康恩', '正大', '天士', '华海', '新华', '海正', '华东', '济民', '信立', '民生', '康宁', '福瑞', '华信',
  '百灵', '天和', '普元', '济川', '华仁', '润和',
]);

/** Trade part and its short form for each kind of maker. */
export const PHARMA_TRADES = [
  { trade: '制药', short: '制药' },
  { trade: '药业', short: '药业' },
  { trade: '医药', short: '医药' },
  { trade: '生物制药', short: '生物' },
  { trade: '中药制药', short: '中药' },
  { trade: '药业集团', short: '药业' },
] as const;

export const HERBAL_TRADES = [
  { trade: '中药饮片', short: '饮片' },
  { trade: '中药科技', short: '中药' },
  { trade: '药材', short: '药材' },
] as const;

export const DEVICE_TRADES = [
  { trade: '医疗器械', short: '医疗' },
  { trade: '医疗科技', short: '医疗' },
  { trade: '卫生材料', short: '卫材' },
  { trade: '医用品', short: '医用' },
] as const;

export const COMPANY_SUFFIXES = ['有限公司', '股份有限公司', '有限责任公司'] as const;

/** How many makers of each kind the demo has (together ≥ 300). */
export const MANUFACTURER_COUNTS = { pharma: 230, herbal: 50, device: 50 } as const;
