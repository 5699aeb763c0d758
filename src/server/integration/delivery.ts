import { eq, sql } from 'drizzle-orm';
import { db, type Tx } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEvents, webhookSubscriptions } from '../db/schema';
import { rowsOf } from '../db/rows';
import { signature } from './webhooks';
import { runJob } from '../ops/lifecycle';

/**
 * The webhook delivery job. Deliveries are rows written with the change (triggers in the migration);
 * an instance takes due ones with a 30-second lease (`FOR UPDATE SKIP LOCKED` + a conditional
 * UPDATE), so two instances never send the same delivery at once, and a crash between commit and
 * sending only delays it until the lease ends. Per subscription and order (`ordering_key`) only the
 * oldest pending delivery is due, so an order's events arrive in order. A failure is retried with
 * backoff (10 s doubling, at most 2 h apart) for 25 hours, then marked dead (replayable from the console).
 */
// WEBHOOK_LEASE_SECONDS: shorter only in the crash test (an instance killed mid-delivery is retried when it ends).
export const LEASE_SECONDS = Number(process.env.WEBHOOK_LEASE_SECONDS) || 30;
export const GIVE_UP_HOURS = 25;
const TIMEOUT_MS = 10_000;

export const backoffSeconds = (attempt: number) => Math.min(7200, 10 * 2 ** Math.max(0, attempt - 1));

type Claimed = { id: number; attempts: number; url: string; secret: string; event: string; event_id: number; payload: unknown; created_at: string };

async function claimDue(limit: number): Promise<Claimed[]> {
  const conn = await db();
  const result = await conn.execute(sql`
    with due as (
      select d.id from ${webhookDeliveries} d
      where d.status = 'pending' and d.next_at <= now() and (d.lease_until is null or d.lease_until < now())
        and not exists (select 1 from ${webhookDeliveries} e where e.subscription_id = d.subscription_id and e.ordering_key = d.ordering_key and e.status = 'pending' and e.id < d.id)
      order by d.id limit ${limit} for update skip locked
    ), taken as (
      update ${webhookDeliveries} w set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = w.attempts + 1
      from due where w.id = due.id returning w.id, w.attempts, w.event_id, w.subscription_id, w.created_at
    )
    select t.id, t.attempts, t.event_id, t.created_at::text as created_at, s.url, s.secret, ev.event, ev.payload
    from taken t join ${webhookSubscriptions} s on s.id = t.subscription_id join ${webhookEvents} ev on ev.id = t.event_id order by t.id`);
  return rowsOf<Claimed>(result).map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), event_id: Number(r.event_id) }));
}

/** The body sent: the event id (a receiver's dedupe key), its type, time and data. */
export const eventBody = (d: Pick<Claimed, 'event_id' | 'event' | 'payload' | 'created_at'>) =>
  JSON.stringify({ id: d.event_id, type: d.event, created_at: new Date(d.created_at).toISOString(), data: d.payload });

async function send(d: Claimed): Promise<{ status: number | null; text: string; ms: number }> {
  const body = eventBody(d);
  const started = Date.now();
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-yaocai-signature': signature(d.secret, body), 'x-yaocai-event': d.event, 'x-yaocai-delivery': String(d.id) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: res.status, text: (await res.text()).slice(0, 500), ms: Date.now() - started };
  } catch (error) {
    return { status: null, text: String((error as Error).message).slice(0, 500), ms: Date.now() - started };
  }
}

async function record(d: Claimed, out: { status: number | null; text: string; ms: number }): Promise<void> {
  const conn = await db();
  const ok = out.status !== null && out.status >= 200 && out.status < 300;
  const expired = Date.now() - new Date(d.created_at).getTime() > GIVE_UP_HOURS * 3_600_000;
  await conn.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: d.id, status: out.status, response: out.text, ms: out.ms });
    await tx
      .update(webhookDeliveries)
      .set(
        ok
          ? { status: 'delivered', deliveredAt: sql`now()`, leaseUntil: null, lastStatus: out.status, lastResponse: out.text }
          : {
              status: expired ? 'dead' : 'pending',
              nextAt: sql`now() + make_interval(secs => ${backoffSeconds(d.attempts)})`,
              leaseUntil: null,
              lastStatus: out.status,
              lastResponse: out.text,
            },
      )
      // Only while the lease is still ours (the same attempt).
      .where(sql`${webhookDeliveries.id} = ${d.id} and ${webhookDeliveries.attempts} = ${d.attempts} and ${webhookDeliveries.status} = 'pending'`);
  });
}

/** One round: takes up to `limit` due deliveries and sends them (different orders in parallel). Returns how many were sent. */
export async function deliverDue(limit = 20): Promise<number> {
  const claimed = await claimDue(limit);
  await Promise.all(claimed.map(async (d) => record(d, await send(d))));
  return claimed.length;
}

/** licence.expiring: once per licence and expiry date, for approved licences ending within 30 days. */
export async function emitExpiringLicences(): Promise<void> {
  await (
    await db()
  ).execute(sql`select yc_webhook_emit('licence.expiring', 'member:' || s.member_id,
      jsonb_build_object('store_id', s.id, 'member_id', s.member_id, 'licence_id', q.id, 'type', q.type, 'number', q.number, 'valid_to', q.valid_to),
      'licence.expiring:' || q.id || ':' || q.valid_to)
    from qualifications q join stores s on s.id = q.store_id
    where q.status = 'approved' and not q.long_term and q.valid_to between current_date and current_date + 30`);
}

/** Puts a delivery back in the queue at once (the console's 重新投递). */
export async function replayDelivery(id: number, conn?: Tx): Promise<boolean> {
  const rows = await (conn ?? (await db()))
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAt: sql`now()`, leaseUntil: null })
    .where(eq(webhookDeliveries.id, id))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

const KEY = Symbol.for('yaocai.webhooks');
type Holder = { [KEY]?: NodeJS.Timeout };

/**
 * Starts the delivery job in this process (every WEBHOOK_POLL_MS, default 1 s; licences checked every
 * 10 min). Each round is a job run (yaocai_job_runs_total{job="webhook_outbox"}); a round that found
 * nothing to deliver logs at debug level only, or the log would carry a line a second.
 */
export function ensureWebhookJobs(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST) return;
  let running = false;
  let lastLicences = 0;
  const round = async () => {
    if (Date.now() - lastLicences > 600_000) {
      lastLicences = Date.now();
      await emitExpiringLicences();
    }
    let delivered = 0;
    for (let n = await deliverDue(); n > 0; n = await deliverDue()) delivered += n;
    return delivered;
  };
  holder[KEY] = setInterval(
    () => {
      if (running) return;
      running = true;
      void runJob('webhook_outbox', round, { idleLevel: 'debug' }).finally(() => (running = false));
    },
    Number(process.env.WEBHOOK_POLL_MS) || 1000,
  );
  holder[KEY].unref?.();
}
