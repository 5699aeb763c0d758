import type { APIRoute } from 'astro';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import { ok } from '../http/envelope';
import { idParam, input } from '../http/request';
import { operatorAction } from './action';
import { consoleEndpoint } from './endpoint.server';
import type { Operator } from './session.server';

export type PromoSaved = { id: number; before?: unknown; after?: unknown };

/**
 * A promotions create / edit endpoint: role `promotions` (商品, 管理员), the body validated by
 * `schema` (422 with Chinese messages), the change made through operatorAction (audit entry in the
 * same transaction, then every cache dropped so the shop shows it on its next read). With an `[id]`
 * path parameter it edits that object (404 when it does not exist).
 */
export function promoSave<S extends z.ZodType>(spec: {
  schema: S;
  action: string;
  objectType: string;
  message: string;
  save: (tx: Tx, v: z.infer<S>, id: number | null, op: Operator) => Promise<PromoSaved>;
  /** Runs after the change committed (e.g. making today's sessions of a new schedule). */
  then?: () => Promise<void>;
}): APIRoute {
  return consoleEndpoint('promotions', async (context, op) => {
    const id = context.params.id === undefined ? null : idParam(context.params.id);
    const body = await input(context, spec.schema);
    const saved = await operatorAction(op, { permission: 'promotions', action: spec.action, objectType: spec.objectType, objectId: id ?? undefined }, async (tx) => {
      const s = await spec.save(tx, body, id, op);
      return { result: s, objectId: s.id, before: s.before, after: s.after };
    });
    await spec.then?.();
    return ok({ id: saved.id }, spec.message);
  });
}
