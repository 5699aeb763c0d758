/** Combination (type 3) products: a title and parts by goods name with quantities. */
export type ComboDef = { title: string; parts: [name: string, number: number][] };

export const COMBOS: readonly ComboDef[] = [
  { title: '感冒家庭常备组合', parts: [['感冒灵颗粒', 2], ['板蓝根颗粒', 1], ['布洛芬缓释胶囊', 1]] },
  { title: '肠胃护理组合', parts: [['蒙脱石散', 2], ['口服补液盐散(III)', 2], ['健胃消食片', 1]] },
  { title: '秋冬止咳化痰组合', parts: [['盐酸氨溴索口服溶液', 2], ['川贝枇杷膏', 1]] },
  { title: '家庭防护组合', parts: [['医用外科口罩', 5], ['医用棉签', 2], ['创可贴', 1]] },
  { title: '血糖监测组合', parts: [['血糖仪', 1], ['血糖试纸', 2]] },
  { title: '儿童退热组合', parts: [['布洛芬混悬液', 1], ['医用退热贴', 2]] },
  { title: '降压慢病组合', parts: [['苯磺酸氨氯地平片', 3], ['阿司匹林肠溶片', 1]] },
  { title: '补气养血饮片组合', parts: [['黄芪', 1], ['当归', 1], ['枸杞子', 1]] },
  { title: '过敏季组合', parts: [['氯雷他定片', 2], ['盐酸西替利嗪片', 1]] },
  { title: '维矿营养组合', parts: [['维生素C片', 2], ['复合维生素B片', 1], ['碳酸钙D3片', 1]] },
];
