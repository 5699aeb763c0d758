/**
 * The category tree. Keys (`kgr.qms`) are how goods data refer to a leaf; ids are assigned at
 * generation time. Order is display order: the header menu shows the first 7 top categories.
 */
export type Zone = 'medicine' | 'herbal' | 'device';
export type CategoryDef = { key: string; name: string; zone: Zone; children: { key: string; name: string }[] };

const top = (key: string, name: string, zone: Zone, children: [string, string][]): CategoryDef => ({
  key,
  name,
  zone,
  children: children.map(([k, n]) => ({ key: `${key}.${k}`, name: n })),
});

export const CATEGORY_TREE: readonly CategoryDef[] = [
  top('kgr', '抗感染药', 'medicine', [['qms', '青霉素类'], ['tb', '头孢菌素类'], ['dhn', '大环内酯类'], ['hc', '喹诺酮及合成抗菌药'], ['kbd', '抗病毒药'], ['kzj', '抗真菌药']]),
  top('gm', '感冒用药', 'medicine', [['xy', '西药感冒药'], ['zcy', '中成药感冒药'], ['jr', '解热镇痛'], ['et', '儿童感冒发热']]),
  top('hx', '呼吸系统', 'medicine', [['zk', '止咳化痰'], ['pc', '平喘用药'], ['yh', '咽喉口腔'], ['gm', '抗过敏']]),
  top('xh', '消化系统', 'medicine', [['wy', '胃酸胃痛'], ['zx', '止泻用药'], ['tb', '通便用药'], ['zxh', '助消化/益生菌'], ['gd', '肝胆用药']]),
  top('xnxg', '心脑血管', 'medicine', [['jy', '降压药'], ['jz', '调节血脂'], ['kxs', '抗血栓'], ['gxb', '冠心病/心绞痛'], ['hx', '活血化瘀']]),
  top('nfm', '内分泌代谢', 'medicine', [['jt', '降糖药'], ['jzx', '甲状腺用药'], ['tf', '痛风用药']]),
  top('zcy', '中成药', 'medicine', [['bz', '补益调理'], ['qr', '清热解毒'], ['fk', '妇科用药'], ['aq', '安神补脑']]),
  top('wk', '维矿营养', 'medicine', [['wss', '维生素'], ['gj', '钙剂'], ['kwz', '补铁补锌']]),
  top('pf', '皮肤外用', 'medicine', [['py', '皮炎湿疹'], ['zj', '真菌感染'], ['ws', '外伤消毒'], ['wg', '眼耳鼻用药']]),
  top('fs', '风湿骨伤', 'medicine', [['zt', '镇痛抗炎'], ['gz', '骨关节'], ['gy', '膏药贴剂']]),
  top('sj', '神经系统', 'medicine', [['yy', '营养神经'], ['ty', '头痛眩晕']]),
  top('zy', '中药饮片', 'herbal', [['bx', '补虚药'], ['qr', '清热药'], ['jb', '解表药'], ['hx', '活血化瘀药'], ['ls', '利水渗湿药'], ['ht', '化痰止咳药'], ['lq', '理气消食药'], ['as', '安神平肝药'], ['qf', '祛风湿药']]),
  top('qx', '医疗器械', 'device', [['fh', '防护用品'], ['zs', '注射输液'], ['jc', '检测仪器'], ['hl', '家用护理'], ['fl', '医用敷料'], ['kf', '康复理疗'], ['js', '计生用品']]),
];
