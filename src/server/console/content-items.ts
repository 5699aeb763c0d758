import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db, type Tx } from '../db/client';
import { focusBlocks, focusItems, news } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { saveBannerImage } from '../attachments/banner-images';
import { NEWS_TYPES } from '../content/news';
import { isInternalPath } from '../http/safe-next';

/**
 * Banners and other focus items, home-page shelves (focus blocks) and news in the console: create,
 * edit, order (sort) and publish/unpublish (`is_published`; the shop reads only published rows, and
 * every change drops the page caches through `operatorAction`).
 */
export const FOCUS_POSITIONS = ['banner', 'top', 'right', 'login', 'floor_ad'] as const;
export const FOCUS_POSITION_TEXT: Record<(typeof FOCUS_POSITIONS)[number], string> = {
  banner: '首页轮播',
  top: '顶部广告',
  right: '轮播右侧',
  login: '登录页',
  floor_ad: '楼层广告',
};

const flag = z.union([z.literal('1'), z.literal('0')]).transform((v) => v === '1');
const sort = z.coerce.number({ error: '排序应为整数' }).int('排序应为整数').min(0, '排序为 0–999').max(999, '排序为 0–999').default(0);
const link = z
  .string()
  .trim()
  .max(200, '链接最多 200 个字符')
  .refine((v) => v === '' || isInternalPath(v), '链接应为站内路径，以一个 / 开头（不能是 // 或 /\\ 开头的外站地址）')
  .default('');
const when = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?)?$/, '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DDTHH:MM')
  .default('')
  .transform((v) => (v ? new Date(`${v.length === 10 ? `${v}T00:00` : v}:00+08:00`) : null));

export const focusItemInput = z.object({
  position: z.enum(FOCUS_POSITIONS, { error: '请选择位置' }),
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(30, '标题最多 30 个字'),
  image: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || isInternalPath(v) || /^https:\/\/[^\s\\]+$/.test(v), '图片地址应以 / 或 https:// 开头')
    .default(''),
  url: link,
  sort,
  starts_at: when,
  ends_at: when,
  is_published: flag.default(true),
});

export const focusBlockInput = z.object({
  title: z.string({ error: '请填写楼层标题' }).trim().min(1, '请填写楼层标题').max(20, '标题最多 20 个字'),
  subtitle: z.string().trim().max(40, '副标题最多 40 个字').default(''),
  goods_ids: z
    .string()
    .trim()
    .regex(/^(\d{1,9}([,，\s]+\d{1,9})*)?$/, '商品 ID 用逗号分隔')
    .default('')
    .transform((v) => (v ? [...new Set(v.split(/[,，\s]+/).map(Number))].slice(0, 30) : [])),
  more_url: link,
  sort,
  is_published: flag.default(true),
});

export const newsInput = z.object({
  type: z.enum(NEWS_TYPES, { error: '请选择资讯类型' }),
  title: z.string({ error: '请填写标题' }).trim().min(2, '标题至少 2 个字').max(60, '标题最多 60 个字'),
  summary: z.string().trim().max(200, '摘要最多 200 个字').default(''),
  body: z.string({ error: '请填写正文' }).trim().min(2, '请填写正文').max(20_000, '正文最多 20000 个字'),
  source: z.string().trim().max(40, '来源最多 40 个字').default(''),
  is_published: flag.default(true),
});

export const publishInput = z.object({ is_published: flag });

export async function contentItems() {
  const conn = await db();
  const [items, blocks, articles] = await Promise.all([
    conn.select().from(focusItems).orderBy(asc(focusItems.position), asc(focusItems.sort), asc(focusItems.id)),
    conn.select().from(focusBlocks).orderBy(asc(focusBlocks.sort), asc(focusBlocks.id)),
    conn.select().from(news).orderBy(desc(news.publishedAt), desc(news.id)).limit(50),
  ]);
  return { items, blocks, articles };
}

function focusValues(input: z.infer<typeof focusItemInput>) {
  return { position: input.position, title: input.title, url: input.url, sort: input.sort, startsAt: input.starts_at, endsAt: input.ends_at, isPublished: input.is_published };
}

export async function saveFocusItem(tx: Tx, id: number | null, input: z.infer<typeof focusItemInput>) {
  if (id === null) {
    const [row] = await tx
      .insert(focusItems)
      .values({ ...focusValues(input), image: input.image || '/img/banner/0.svg' })
      .returning();
    // Without an image of its own a focus item shows the generated picture of its id and title.
    if (!input.image)
      await tx
        .update(focusItems)
        .set({ image: `/img/banner/${row!.id}.svg` })
        .where(eq(focusItems.id, row!.id));
    return { before: null, after: { ...row!, image: input.image || `/img/banner/${row!.id}.svg` } };
  }
  const [before] = await tx.select().from(focusItems).where(eq(focusItems.id, id)).for('update');
  if (!before) throw new NotFoundError('广告位不存在');
  const [after] = await tx
    .update(focusItems)
    .set({ ...focusValues(input), image: input.image || before.image })
    .where(eq(focusItems.id, id))
    .returning();
  return { before, after: after! };
}

/** Replaces a 广告位's picture with an uploaded one (attachments/banner-images.ts); the shop shows it on its next read. */
export async function uploadFocusImage(tx: Tx, id: number, file: File | null) {
  const [before] = await tx.select().from(focusItems).where(eq(focusItems.id, id)).for('update');
  if (!before) throw new NotFoundError('广告位不存在');
  if (!file) throw new ValidationError({ file: ['请选择要上传的图片'] });
  const image = await saveBannerImage(file);
  const [after] = await tx.update(focusItems).set({ image }).where(eq(focusItems.id, id)).returning();
  return { before: { image: before.image }, after: { image: after!.image } };
}

export async function saveFocusBlock(tx: Tx, id: number | null, input: z.infer<typeof focusBlockInput>) {
  const values = { title: input.title, subtitle: input.subtitle, goodsIds: input.goods_ids, moreUrl: input.more_url, sort: input.sort, isPublished: input.is_published };
  if (id === null) {
    const [row] = await tx.insert(focusBlocks).values(values).returning();
    return { before: null, after: row! };
  }
  const [before] = await tx.select().from(focusBlocks).where(eq(focusBlocks.id, id)).for('update');
  if (!before) throw new NotFoundError('楼层不存在');
  const [after] = await tx.update(focusBlocks).set(values).where(eq(focusBlocks.id, id)).returning();
  return { before, after: after! };
}

export async function saveNews(tx: Tx, id: number | null, input: z.infer<typeof newsInput>, now = new Date()) {
  const values = {
    type: input.type,
    title: input.title,
    summary:
      input.summary ||
      input.body
        .replace(/[#*>`\s]+/g, ' ')
        .trim()
        .slice(0, 80),
    body: input.body,
    source: input.source,
    isPublished: input.is_published,
  };
  if (id === null) {
    const [row] = await tx
      .insert(news)
      .values({ ...values, publishedAt: now })
      .returning();
    return { before: null, after: row! };
  }
  const [before] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!before) throw new NotFoundError('资讯不存在');
  const [after] = await tx.update(news).set(values).where(eq(news.id, id)).returning();
  return { before, after: after! };
}

const TABLES = { focus: focusItems, block: focusBlocks, news } as const;
const MISSING = { focus: '广告位不存在', block: '楼层不存在', news: '资讯不存在' } as const;

/** 上架 / 下架 of one banner, shelf or article. */
export async function setPublished(tx: Tx, kind: keyof typeof TABLES, id: number, published: boolean) {
  const table = TABLES[kind];
  const [row] = await tx.update(table).set({ isPublished: published }).where(eq(table.id, id)).returning({ id: table.id });
  if (!row) throw new NotFoundError(MISSING[kind]);
  return { after: { isPublished: published } };
}
