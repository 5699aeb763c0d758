/** Taps on activity links (POST /api/activity/tap): appended, counted per target. */
import { and, count, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '../db/client';
import { activityTaps } from '../db/schema';
import { isInternalPath } from '../http/safe-next';

/** A site-relative link (`/mrtj`, `/yjh/3?x=1`) or an activity key, at most 200 characters. */
export const tapInput = z.object({
  target: z
    .string({ error: '请提供活动链接' })
    .trim()
    .min(1, '请提供活动链接')
    .max(200, '活动链接过长')
    .refine((v) => isInternalPath(v) || /^[a-z0-9_:-]+$/i.test(v), '活动链接格式不正确'),
});

export async function recordTap(target: string, storeId: number | null, now = new Date()): Promise<{ target: string; today: number }> {
  const conn = await db();
  await conn.insert(activityTaps).values({ target, storeId, createdAt: now });
  const since = new Date(now.getTime() - 86_400_000);
  const [{ n }] = await conn
    .select({ n: count() })
    .from(activityTaps)
    .where(and(eq(activityTaps.target, target), gte(activityTaps.createdAt, since)));
  return { target, today: Number(n) };
}
