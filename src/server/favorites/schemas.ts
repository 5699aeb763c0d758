import { z } from 'zod';

export const MAX_FAVORITE_IDS = 100;

/** `goods_ids` arrives as an array (`goods_ids[]=1&goods_ids[]=2`, JSON), one id, or "1,2,3". */
const ids = z.preprocess(
  (v) => {
    if (typeof v === 'string' || typeof v === 'number')
      return String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
    return v;
  },
  z
    .array(z.coerce.number({ error: '商品编号不正确' }).int('商品编号不正确').positive('商品编号不正确').max(2_147_483_647, '商品编号不正确'), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(MAX_FAVORITE_IDS, `一次最多操作 ${MAX_FAVORITE_IDS} 件商品`),
);

export const favoriteInput = z.object({ goods_ids: ids });
