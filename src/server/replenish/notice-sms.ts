/**
 * SMS for 到货/降价通知, only to members who opted in (members.notice_sms, 会员中心 · 通知设置).
 * The text is queued in `notice_sms` in the transaction that claims the notice (so it exists exactly
 * when the in-site message does), and delivered after commit by {@link deliverNoticeSms}: rows are
 * taken with FOR UPDATE SKIP LOCKED and marked sent in the same statement, so two instances never
 * send one twice.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { db, type Db, type Tx } from '../db/client';
import { queryRows } from '../db/rows';
import { members, noticeSms } from '../db/schema';
import { smsProvider, type SmsTemplate } from '../sms/provider';

type Wanted = { memberId: number; template: Extract<SmsTemplate, 'arrival_notice' | 'price_drop'>; params: Record<string, string> };

/** Queues the SMS of members who opted in; the others get the in-site message only. */
export async function queueNoticeSms(conn: Db | Tx, list: readonly Wanted[]): Promise<number> {
  if (list.length === 0) return 0;
  const ids = [...new Set(list.map((w) => w.memberId))];
  const optedIn = new Map(
    (await conn.select({ id: members.id, phone: members.phone, on: members.noticeSms }).from(members).where(inArray(members.id, ids)))
      .filter((m) => m.on)
      .map((m) => [m.id, m.phone]),
  );
  const rows = list.filter((w) => optedIn.has(w.memberId)).map((w) => ({ memberId: w.memberId, phone: optedIn.get(w.memberId)!, template: w.template, params: w.params }));
  if (rows.length) await conn.insert(noticeSms).values(rows);
  return rows.length;
}

/** Sends up to `limit` queued notice SMS; returns how many were handed to the provider. */
export async function deliverNoticeSms(limit = 100): Promise<number> {
  const taken = await queryRows<{ phone: string; template: SmsTemplate; params: Record<string, string> }>(
    await db(),
    sql`update notice_sms set sent_at = now()
        where id in (select id from notice_sms where sent_at is null order by id limit ${limit} for update skip locked)
        returning phone, template, params`,
  );
  const provider = smsProvider();
  let sent = 0;
  for (const m of taken) {
    try {
      await provider.send({ phone: m.phone, template: m.template, params: typeof m.params === 'string' ? JSON.parse(m.params) : m.params });
      sent += 1;
    } catch (error) {
      // A notice is a courtesy: a failed SMS is logged, never retried into a duplicate.
      console.error(JSON.stringify({ level: 'warn', msg: 'notice sms failed', error: String(error) }));
    }
  }
  return sent;
}

/** The member's opt-in (会员中心 · 通知设置). */
export async function noticeSmsSetting(memberId: number): Promise<boolean> {
  const [m] = await (await db()).select({ on: members.noticeSms }).from(members).where(eq(members.id, memberId));
  return m?.on ?? false;
}

export async function setNoticeSms(memberId: number, on: boolean): Promise<boolean> {
  await (await db()).update(members).set({ noticeSms: on }).where(eq(members.id, memberId));
  return on;
}
