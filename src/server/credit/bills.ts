/**
 * Bill states as the buyer sees them. A bill (one per order paid on credit) is 未出账 until its
 * statement day, {@link STATEMENT_DAYS_BEFORE_DUE} days before it falls due (or the purchase day for
 * short terms); then 待还款 until the due day; 已逾期 after it while anything is owed; 已还清 when
 * repaid (or refunded). Early repayment is allowed in any open state.
 */
import { shanghaiToday } from '../../lib/time';

export const STATEMENT_DAYS_BEFORE_DUE = 7;

export type BillPhase = 'unbilled' | 'due' | 'overdue' | 'settled';
export const BILL_PHASE_TEXT: Record<BillPhase, string> = { unbilled: '未出账', due: '待还款', overdue: '已逾期', settled: '已还清' };
/** `type` of GET /api/user/user_credit_list: 0 all, 1 待还款, 2 已还清, 3 已逾期, 4 未出账. */
export const BILL_TYPE_PHASE: Record<number, BillPhase | undefined> = { 1: 'due', 2: 'settled', 3: 'overdue', 4: 'unbilled' };

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function statementDate(createdAt: Date, dueDate: string): string {
  const created = shanghaiToday(createdAt);
  const d = addDays(dueDate, -STATEMENT_DAYS_BEFORE_DUE);
  return d > created ? d : created;
}

export function billPhase(b: { status: string; createdAt: Date; dueDate: string }, today: string): BillPhase {
  if (b.status !== 'open') return 'settled';
  if (b.dueDate < today) return 'overdue';
  return statementDate(b.createdAt, b.dueDate) <= today ? 'due' : 'unbilled';
}
