/** Site furniture: tags, hot words, navigation, partner links and operator settings. */

/** The spec's tag labels with a distinct colour each; `describe` is the full word shown on hover. */
export const TAGS = [
  { name: '优', describe: '优选', color: '#1677ff' },
  { name: '秒', describe: '秒杀', color: '#f5222d' },
  { name: '满', describe: '满减', color: '#fa8c16' },
  { name: '换购', describe: '加价换购', color: '#722ed1' },
  { name: '赠', describe: '买赠', color: '#eb2f96' },
  { name: '特', describe: '特价', color: '#d4380d' },
  { name: '新', describe: '新品', color: '#389e0d' },
] as const;

export const HOT_WORDS = ['阿莫西林', '布洛芬', '连花清瘟', '口罩', '蒙脱石散', '感冒灵', '板蓝根', '氯雷他定', '维生素C', '血压计', '枸杞子'] as const;

/** Header navigation; the header shows the first 9. */
export const NAV = [
  { name: '首页', url: '/' },
  { name: '包邮专区', url: '/yx' },
  { name: '中药饮片', url: '/zyyp' },
  { name: '器械专区', url: '/qxzq' },
  { name: '控销专区', url: '/kxzq' },
  { name: '品牌专区', url: '/ppzq' },
  { name: '每日特价', url: '/mrtj' },
  { name: '领券中心', url: '/lqzx' },
  { name: '拼团专区', url: '/ptzq' },
  { name: '组合专区', url: '/zhzq' },
] as const;

export const SITE_LINKS = [
  { name: '国家药品监督管理局', url: 'https://www.nmpa.gov.cn' },
  { name: '国家卫生健康委员会', url: 'https://www.nhc.gov.cn' },
  { name: '国家医疗保障局', url: 'https://www.nhsa.gov.cn' },
  { name: '国家中医药管理局', url: 'https://www.natcm.gov.cn' },
  { name: '国家药典委员会', url: 'https://www.chp.org.cn' },
  { name: '中国食品药品检定研究院', url: 'https://www.nifdc.org.cn' },
  { name: '国家药品监督管理局药品评价中心', url: 'https://www.cdr-adr.org.cn' },
] as const;

/**
 * site_settings rows. The shapes match src/server/content/site-settings.ts:
 * company is { name, address, icp, licences: [{ label, number }] }.
 */
export const SITE_SETTINGS: Record<string, unknown> = {
  site_name: '药采',
  hot_line: '400-880-1234',
  complaint_line: '0571-8866 1234',
  qq1: '800012345',
  qq2: '800012346',
  company: {
    name: '杭州药采网络科技有限公司',
    address: '浙江省杭州市余杭区文一西路 998 号 7 幢 501 室',
    icp: '浙ICP备2024012345号-1',
    licences: [
      { label: '药品网络交易服务第三方平台备案凭证', number: '(浙)网药平台备字〔2024〕第000018号' },
      { label: '药品经营许可证', number: '浙AA5710288' },
      { label: '医疗器械网络交易服务第三方平台备案凭证', number: '(浙)网械平台备字〔2024〕第00011号' },
      { label: '互联网药品信息服务资格证书', number: '(浙)-经营性-2024-0062' },
      { label: '第二类医疗器械经营备案凭证', number: '浙杭药监械经营备20240315号' },
    ],
  },
  quality_inspection: { quality_inspection_url: '/zjbg', msg: '药品质检报告查询' },
};
