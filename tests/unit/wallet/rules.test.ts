/** The wallet's pure rules: bill phases, points rate, top-up bonus tiers, voucher codes. */
import { describe, expect, it } from 'vitest';
import { billPhase, statementDate } from '../../../src/server/credit/bills';
import { pointsForPaid } from '../../../src/server/points/orders';
import { bonusFor } from '../../../src/server/wallet/topup';
import { newVoucherCode, normaliseCode } from '../../../src/server/wallet/vouchers';

const at = (day: string) => new Date(`${day}T10:00:00+08:00`);

describe('credit bill phases', () => {
  it('未出账 until 7 days before the due day, then 待还款, 已逾期 after it, 已还清 when settled', () => {
    const bill = { status: 'open', createdAt: at('2026-11-01'), dueDate: '2026-12-01' };
    expect(statementDate(bill.createdAt, bill.dueDate)).toBe('2026-11-24');
    expect(billPhase(bill, '2026-11-23')).toBe('unbilled');
    expect(billPhase(bill, '2026-11-24')).toBe('due');
    expect(billPhase(bill, '2026-12-01')).toBe('due');
    expect(billPhase(bill, '2026-12-02')).toBe('overdue');
    expect(billPhase({ ...bill, status: 'repaid' }, '2026-12-02')).toBe('settled');
    expect(billPhase({ ...bill, status: 'refunded' }, '2026-11-02')).toBe('settled');
  });

  it('a short term is billed on the purchase day (Shanghai)', () => {
    expect(statementDate(new Date('2026-11-01T17:00:00Z'), '2026-11-05')).toBe('2026-11-02');
  });
});

describe('points and top-up rules', () => {
  it('1 point per whole yuan, fractions dropped, never negative', () => {
    expect(pointsForPaid(123_456)).toBe(1234);
    expect(pointsForPaid(99)).toBe(0);
    expect(pointsForPaid(-500)).toBe(0);
  });

  it('the highest bonus tier reached wins', () => {
    expect(bonusFor(499_999)).toBe(0);
    expect(bonusFor(500_000)).toBe(5_000);
    expect(bonusFor(999_999)).toBe(5_000);
    expect(bonusFor(1_000_000)).toBe(12_000);
  });

  it('voucher codes: 16 characters without look-alikes; typing ignores case, spaces and dashes', () => {
    const code = newVoucherCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{16}$/);
    expect(normaliseCode(' ycxj-2026 demo-0500 ')).toBe('YCXJ2026DEMO0500');
  });
});
