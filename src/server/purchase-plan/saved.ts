/**
 * Saved purchase plans (常购计划) of the active store: save a plan with its confirmed matches, list
 * them, run one again (its goods pinned first, re-priced and re-fitted to today's stock and
 * limits), delete. Another store's plan is a 404.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { purchasePlanLines, purchasePlans, stores } from '../db/schema';
import { BusinessError, NotFoundError } from '../http/errors';
import { matchLines, type PlanActor, type PlanView } from './service';
import type { SaveInput } from './schemas';
import type { SavedPlanSummary } from '../../wire/purchase-plan';

/** Plans one store may keep. */
export const MAX_SAVED_PLANS = 20;
export const PLAN_LIMIT_CODE = 20_041;

export async function listPlans(actor: PlanActor): Promise<SavedPlanSummary[]> {
  const rows = await (
    await db()
  )
    .select({
      id: purchasePlans.id,
      name: purchasePlans.name,
      minShelfMonths: purchasePlans.minShelfMonths,
      updatedAt: purchasePlans.updatedAt,
      lastRunAt: purchasePlans.lastRunAt,
      lines: sql<number>`(select count(*)::int from purchase_plan_lines l where l.plan_id = purchase_plans.id)`,
    })
    .from(purchasePlans)
    .where(eq(purchasePlans.storeId, actor.storeId))
    .orderBy(desc(purchasePlans.updatedAt), desc(purchasePlans.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    lines: Number(r.lines),
    min_shelf_months: r.minShelfMonths,
    updated_at: new Date(r.updatedAt).toISOString(),
    last_run_at: r.lastRunAt ? new Date(r.lastRunAt).toISOString() : null,
  }));
}

/**
 * Saves a new plan, or replaces the lines of the store's plan `id`. The store row is locked so the
 * plan count is checked and raised in one step (two tabs cannot pass the limit together).
 */
export async function savePlan(actor: PlanActor, input: SaveInput): Promise<{ id: number }> {
  return (await db()).transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, actor.storeId)).for('update');
    let id = input.id;
    if (id !== undefined) {
      const updated = await tx
        .update(purchasePlans)
        .set({ name: input.name, minShelfMonths: input.min_shelf_months, updatedAt: new Date() })
        .where(and(eq(purchasePlans.id, id), eq(purchasePlans.storeId, actor.storeId)))
        .returning({ id: purchasePlans.id });
      if (updated.length === 0) throw new NotFoundError('采购计划不存在');
      await tx.delete(purchasePlanLines).where(eq(purchasePlanLines.planId, id));
    } else {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(purchasePlans)
        .where(eq(purchasePlans.storeId, actor.storeId))) as [{ n: number }];
      if (Number(n) >= MAX_SAVED_PLANS) throw new BusinessError(PLAN_LIMIT_CODE, `最多保存 ${MAX_SAVED_PLANS} 个常购计划，请先删除不用的计划`);
      const [row] = await tx.insert(purchasePlans).values({ storeId: actor.storeId, name: input.name, minShelfMonths: input.min_shelf_months }).returning({ id: purchasePlans.id });
      id = row!.id;
    }
    const planId = id;
    for (let i = 0; i < input.lines.length; i += 500) {
      await tx.insert(purchasePlanLines).values(
        input.lines.slice(i, i + 500).map((l, j) => ({
          planId,
          position: i + j + 1,
          goodsId: l.goods_id,
          quantity: l.quantity,
          name: l.name,
          spec: l.spec,
          maker: l.maker,
          approvalNo: l.approval,
          barcode: l.barcode,
        })),
      );
    }
    return { id: planId };
  });
}

export async function deletePlan(actor: PlanActor, id: number): Promise<void> {
  const gone = await (
    await db()
  )
    .delete(purchasePlans)
    .where(and(eq(purchasePlans.id, id), eq(purchasePlans.storeId, actor.storeId)))
    .returning({ id: purchasePlans.id });
  if (gone.length === 0) throw new NotFoundError('采购计划不存在');
}

/** Runs a saved plan: its confirmed goods first (matched again from the text when gone), priced for today. */
export async function runPlan(actor: PlanActor, id: number, now = new Date()): Promise<PlanView & { plan: { id: number; name: string } }> {
  const conn = await db();
  const [plan] = await conn
    .select()
    .from(purchasePlans)
    .where(and(eq(purchasePlans.id, id), eq(purchasePlans.storeId, actor.storeId)));
  if (!plan) throw new NotFoundError('采购计划不存在');
  const lines = await conn.select().from(purchasePlanLines).where(eq(purchasePlanLines.planId, id)).orderBy(asc(purchasePlanLines.position));
  const view = await matchLines(
    actor,
    lines.map((l) => ({ row: l.position, name: l.name, spec: l.spec, maker: l.maker, approval: l.approvalNo, barcode: l.barcode, quantity: l.quantity })),
    plan.minShelfMonths,
    [],
    lines.map((l) => (l.goodsId ? { goodsId: l.goodsId } : null)),
    now,
  );
  await conn.update(purchasePlans).set({ lastRunAt: now }).where(eq(purchasePlans.id, id));
  return { ...view, plan: { id: plan.id, name: plan.name } };
}
