/**
 * Finance commands (`npm run admin -- …`):
 *   finance:check                                  every succeeded payment ↔ its ledger entry (exit 1 when anything is off)
 *   transfers:confirm <转账单号或附言> [--bank-ref 流水号]   confirm a bank transfer (credited once)
 *   transfers:import <流水文件.csv|.xlsx>            import a bank statement, confirming matching transfers
 */
import { formatYuan } from '../../lib/money';
import fs from 'node:fs/promises';
import { eq, or } from 'drizzle-orm';
import { db } from '../db/client';
import { bankTransfers } from '../db/schema';
import { financeCheck } from './finance-check';
import { confirmTransfer } from './transfers';
import { importStatement } from './statement';

export const FINANCE_COMMANDS = ['finance:check', 'transfers:confirm', 'transfers:import'] as const;
export const FINANCE_USAGE = `  npm run admin -- finance:check
  npm run admin -- transfers:confirm <转账单号或附言> [--bank-ref 银行流水号]
  npm run admin -- transfers:import <银行流水 CSV 或 Excel 文件>`;

type Out = (line: string) => void;

export async function runFinanceCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const by = process.env.USER || 'operator';
  if (command === 'finance:check') {
    const { checked, problems } = await financeCheck();
    for (const p of problems) out(`✖ ${p.kind}\t${p.ref}\t${p.detail}`);
    (problems.length ? err : out)(`${problems.length ? '✖' : '✔'} 已检查：${checked.join('、')}；问题 ${problems.length} 条`);
    return problems.length ? 1 : 0;
  }
  if (command === 'transfers:confirm') {
    const ref = (positional[0] ?? '').toUpperCase();
    const [t] = ref
      ? await (
          await db()
        )
          .select()
          .from(bankTransfers)
          .where(or(eq(bankTransfers.transferNo, ref), eq(bankTransfers.memo, ref)))
      : [];
    if (!t) {
      err(`✖ 找不到转账单：${ref || '（未填写）'}`);
      return 1;
    }
    const r = await confirmTransfer(t.id, by, option('bank-ref') ?? null);
    out(r.outcome === 'confirmed' ? `✔ ${t.transferNo} 已确认到账${r.orderPaid ? '，订单已支付' : ''}` : `${t.transferNo} 此前已确认`);
    return 0;
  }
  if (command === 'transfers:import') {
    const file = positional[0];
    if (!file) {
      err('✖ 用法：transfers:import <银行流水文件>');
      return 1;
    }
    const r = await importStatement(new Uint8Array(await fs.readFile(file)), by);
    for (const c of r.confirmed) out(`✔ 第 ${c.line} 行 ${c.memo} ${formatYuan(c.amount)} → ${c.transfer_no} 已确认到账`);
    for (const u of r.unmatched) out(`· 第 ${u.line} 行 ${formatYuan(u.amount)}「${u.memo}」：${u.why}`);
    out(`共 ${r.lines} 行入账，确认 ${r.confirmed.length} 笔，此前已确认 ${r.already.length} 笔，未匹配 ${r.unmatched.length} 笔`);
    return 0;
  }
  return 1;
}
