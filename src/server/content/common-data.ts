import type { CommonData as WireCommonData } from '../../wire/common';
import { categoryTree } from '../catalogue/categories';
import { listBrands } from '../catalogue/brands';
import { listHotWords } from '../catalogue/hot-words';
import { navigation } from './navigation';

/** The spec's common data read by the header: rnss, nav, category (+ zone variants), brand, timestamp. */
/** Checked against the wire type (src/wire/common.ts), whose lists the browser reads more loosely. */
export async function commonData(now = new Date()) {
  const [rnss, nav, tree, brand] = await Promise.all([listHotWords(), navigation(), categoryTree(), listBrands(20)]);
  return {
    rnss,
    nav,
    category: tree,
    category_yx: tree.filter((c) => c.zone === 'medicine'),
    category_zy: tree.filter((c) => c.zone === 'herbal'),
    category_qx: tree.filter((c) => c.zone === 'device'),
    brand,
    timestamp: Math.floor(now.getTime() / 1000),
  } satisfies WireCommonData;
}

export type CommonData = Awaited<ReturnType<typeof commonData>>;
