/** Syllables for made-up 商品名 (trade names) such as 欣畅 or 诺达, given to some OTC and Rx goods. */
export const TRADE_HEADS = ['欣', '诺', '舒', '优', '立', '瑞', '泰', '恒', '康', '益', '新', '安', '达', '美', '力'] as const;
export const TRADE_TAILS = ['畅', '达', '宁', '舒', '康', '乐', '通', '清', '得', '灵', '欣', '泰', '威', '特', '平', '复'] as const;
