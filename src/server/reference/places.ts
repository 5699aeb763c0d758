/** Provinces with their administrative code (used in old-style 国药准字) and one-character abbreviation (械注准 / 械备). */
export type Province = { name: string; code: string; abbr: string };

export const PROVINCES: readonly Province[] = [
  { name: '北京市', code: '11', abbr: '京' },
  { name: '天津市', code: '12', abbr: '津' },
  { name: '河北省', code: '13', abbr: '冀' },
  { name: '山西省', code: '14', abbr: '晋' },
  { name: '内蒙古自治区', code: '15', abbr: '蒙' },
  { name: '辽宁省', code: '21', abbr: '辽' },
  { name: '吉林省', code: '22', abbr: '吉' },
  { name: '黑龙江省', code: '23', abbr: '黑' },
  { name: '上海市', code: '31', abbr: '沪' },
  { name: '江苏省', code: '32', abbr: '苏' },
  { name: '浙江省', code: '33', abbr: '浙' },
  { name: '安徽省', code: '34', abbr: '皖' },
  { name: '福建省', code: '35', abbr: '闽' },
  { name: '江西省', code: '36', abbr: '赣' },
  { name: '山东省', code: '37', abbr: '鲁' },
  { name: '河南省', code: '41', abbr: '豫' },
  { name: '湖北省', code: '42', abbr: '鄂' },
  { name: '湖南省', code: '43', abbr: '湘' },
  { name: '广东省', code: '44', abbr: '粤' },
  { name: '广西壮族自治区', code: '45', abbr: '桂' },
  { name: '海南省', code: '46', abbr: '琼' },
  { name: '重庆市', code: '50', abbr: '渝' },
  { name: '四川省', code: '51', abbr: '川' },
  { name: '贵州省', code: '52', abbr: '黔' },
  { name: '云南省', code: '53', abbr: '滇' },
  { name: '陕西省', code: '61', abbr: '陕' },
  { name: '甘肃省', code: '62', abbr: '甘' },
  { name: '青海省', code: '63', abbr: '青' },
  { name: '宁夏回族自治区', code: '64', abbr: '宁' },
  { name: '新疆维吾尔自治区', code: '65', abbr: '新' },
];

export const PROVINCE_NAMES: readonly string[] = PROVINCES.map((p) => p.name);

export function provinceByName(name: string): Province {
  const found = PROVINCES.find((p) => p.name === name);
  if (!found) throw new Error(`unknown province ${name}`);
  return found;
}

/** A city a manufacturer sits in; `abbr` is the city character of a class I device 备案号 (苏苏械备 = Suzhou, Jiangsu). */
export type City = { name: string; province: string; abbr: string };

const c = (name: string, province: string, abbr: string): City => ({ name, province, abbr });

/** Cities with a pharmaceutical industry. */
export const PHARMA_CITIES: readonly City[] = [
  c('北京', '北京市', '京'),
  c('天津', '天津市', '津'),
  c('石家庄', '河北省', '石'),
  c('保定', '河北省', '保'),
  c('太原', '山西省', '并'),
  c('呼和浩特', '内蒙古自治区', '呼'),
  c('沈阳', '辽宁省', '沈'),
  c('大连', '辽宁省', '连'),
  c('本溪', '辽宁省', '本'),
  c('长春', '吉林省', '长'),
  c('通化', '吉林省', '通'),
  c('哈尔滨', '黑龙江省', '哈'),
  c('上海', '上海市', '沪'),
  c('南京', '江苏省', '宁'),
  c('苏州', '江苏省', '苏'),
  c('常州', '江苏省', '常'),
  c('扬州', '江苏省', '扬'),
  c('泰州', '江苏省', '泰'),
  c('连云港', '江苏省', '连'),
  c('杭州', '浙江省', '杭'),
  c('台州', '浙江省', '台'),
  c('金华', '浙江省', '金'),
  c('绍兴', '浙江省', '绍'),
  c('宁波', '浙江省', '甬'),
  c('合肥', '安徽省', '合'),
  c('亳州', '安徽省', '亳'),
  c('福州', '福建省', '榕'),
  c('厦门', '福建省', '厦'),
  c('南昌', '江西省', '洪'),
  c('樟树', '江西省', '樟'),
  c('济南', '山东省', '济'),
  c('青岛', '山东省', '青'),
  c('烟台', '山东省', '烟'),
  c('临沂', '山东省', '临'),
  c('郑州', '河南省', '郑'),
  c('焦作', '河南省', '焦'),
  c('武汉', '湖北省', '汉'),
  c('宜昌', '湖北省', '宜'),
  c('长沙', '湖南省', '长'),
  c('株洲', '湖南省', '株'),
  c('广州', '广东省', '穗'),
  c('深圳', '广东省', '深'),
  c('珠海', '广东省', '珠'),
  c('佛山', '广东省', '佛'),
  c('南宁', '广西壮族自治区', '邕'),
  c('桂林', '广西壮族自治区', '桂'),
  c('海口', '海南省', '琼'),
  c('重庆', '重庆市', '渝'),
  c('成都', '四川省', '蓉'),
  c('绵阳', '四川省', '绵'),
  c('贵阳', '贵州省', '筑'),
  c('昆明', '云南省', '昆'),
  c('西安', '陕西省', '西'),
  c('兰州', '甘肃省', '兰'),
  c('西宁', '青海省', '宁'),
  c('银川', '宁夏回族自治区', '银'),
  c('乌鲁木齐', '新疆维吾尔自治区', '乌'),
];

/** Herb-trading towns where 中药饮片 makers cluster. */
export const HERBAL_CITIES: readonly City[] = [
  c('亳州', '安徽省', '亳'),
  c('安国', '河北省', '保'),
  c('樟树', '江西省', '樟'),
  c('玉林', '广西壮族自治区', '玉'),
  c('成都', '四川省', '蓉'),
  c('陇西', '甘肃省', '定'),
  c('岷县', '甘肃省', '定'),
  c('禹州', '河南省', '许'),
  c('普宁', '广东省', '揭'),
  c('文山', '云南省', '文'),
  c('中宁', '宁夏回族自治区', '中'),
  c('吉林', '吉林省', '吉'),
  c('长沙', '湖南省', '长'),
  c('杭州', '浙江省', '杭'),
  c('济南', '山东省', '济'),
  c('重庆', '重庆市', '渝'),
];

/** Cities with medical-device makers. */
export const DEVICE_CITIES: readonly City[] = [
  c('苏州', '江苏省', '苏'),
  c('常州', '江苏省', '常'),
  c('扬州', '江苏省', '扬'),
  c('深圳', '广东省', '深'),
  c('广州', '广东省', '穗'),
  c('杭州', '浙江省', '杭'),
  c('宁波', '浙江省', '甬'),
  c('威海', '山东省', '威'),
  c('淄博', '山东省', '淄'),
  c('新乡', '河南省', '新'),
  c('长垣', '河南省', '新'),
  c('仙桃', '湖北省', '仙'),
  c('南昌', '江西省', '洪'),
  c('上海', '上海市', '沪'),
  c('北京', '北京市', '京'),
  c('天津', '天津市', '津'),
  c('成都', '四川省', '蓉'),
  c('厦门', '福建省', '厦'),
];
