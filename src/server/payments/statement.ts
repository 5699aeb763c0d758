/**
 * Bank statement import (银行流水, issue 30): the bank's CSV (UTF-8 or GBK) or Excel export, read by
 * its header row — 金额 (贷方/收入/入账/交易金额), 附言 (附言/摘要/用途/备注), 流水号, 对方户名 —
 * and matched to open transfers by 转账附言 **and** amount. A match is confirmed like a manual
 * confirmation (./transfers.ts), one transaction per line, so a re-imported statement credits nothing twice.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { db } from '../db/client';
import { bankTransfers } from '../db/schema';
import { ValidationError } from '../http/errors';
import { fenOf } from '../http/money';
import { fenToYuan, formatYuan } from '../../lib/money';
import { readTableFile } from '../tabular/table-file';
import { TableFormatError, TableLimitError, type TableLimits } from '../tabular/limits';
import { confirmTransferIn, MEMO_PATTERN } from './transfers';

const LIMITS: TableLimits = {
  maxEntryBytes: 20 * 1024 * 1024,
  maxUnpackedBytes: 40 * 1024 * 1024,
  maxRows: 5_000,
  keepColumns: 30,
  maxColumns: 200,
  maxCellChars: 500,
  maxTextChars: 4_000_000,
};

export type StatementLine = { line: number; amount: number; memo: string; bankRef: string; payer: string };

const find = (header: string[], pattern: RegExp) => header.findIndex((h) => pattern.test(h.replace(/\s/g, '')));

/** The credit lines of a statement file (header found among the first 20 rows). */
export async function parseStatement(bytes: Uint8Array): Promise<StatementLine[]> {
  let rows: string[][];
  try {
    rows = await readTableFile(bytes, LIMITS);
  } catch (error) {
    if (error instanceof TableLimitError || error instanceof TableFormatError) throw new ValidationError({ file: [error.message] });
    throw error;
  }
  const headerAt = rows.slice(0, 20).findIndex((r) => find(r, /金额/) >= 0 && find(r, /附言|摘要|用途|备注/) >= 0);
  if (headerAt < 0) throw new ValidationError({ file: ['找不到表头：需要「金额」（或贷方金额、收入金额）和「附言」（或摘要、用途、备注）列'] });
  const header = rows[headerAt]!;
  const credit = find(header, /贷方金额|收入金额|入账金额|贷方发生额/);
  const amountAt = credit >= 0 ? credit : find(header, /金额/);
  const memoCols = header.map((h, i) => (/附言|摘要|用途|备注/.test(h) ? i : -1)).filter((i) => i >= 0);
  const refAt = find(header, /流水号|交易流水|凭证号|交易编号/);
  const payerAt = find(header, /对方户名|付款人|对方名称|付款方/);
  const lines: StatementLine[] = [];
  rows.slice(headerAt + 1).forEach((r, i) => {
    const amount = fenOf((r[amountAt] ?? '').replace(/[,，¥\s]/g, ''));
    if (!amount || amount <= 0) return; // debits, blanks and totals
    lines.push({
      line: headerAt + i + 2,
      amount,
      memo: memoCols.map((c) => r[c] ?? '').join(' '),
      bankRef: refAt >= 0 ? (r[refAt] ?? '') : '',
      payer: payerAt >= 0 ? (r[payerAt] ?? '') : '',
    });
  });
  return lines;
}

export type ImportResult = {
  lines: number;
  confirmed: { line: number; transfer_no: string; memo: string; amount: string }[];
  already: { line: number; transfer_no: string }[];
  unmatched: { line: number; amount: string; memo: string; why: string }[];
};

/** Imports a statement: each line whose 附言 names an open transfer of the same amount confirms it. */
export async function importStatement(bytes: Uint8Array, by: string, now = new Date()): Promise<ImportResult> {
  const lines = await parseStatement(bytes);
  const result: ImportResult = { lines: lines.length, confirmed: [], already: [], unmatched: [] };
  const conn = await db();
  for (const l of lines) {
    const memo = l.memo.toUpperCase().replace(/\s/g, '').match(MEMO_PATTERN)?.[0];
    const miss = (why: string) => result.unmatched.push({ line: l.line, amount: fenToYuan(l.amount), memo: l.memo, why });
    if (!memo) {
      miss('附言中没有转账码');
      continue;
    }
    const [t] = await conn.select().from(bankTransfers).where(eq(bankTransfers.memo, memo));
    if (!t) miss(`没有附言为 ${memo} 的转账单`);
    else if (t.amount !== l.amount) miss(`金额不符：转账单 ${formatYuan(t.amount)}`);
    else if (t.status === 'confirmed') result.already.push({ line: l.line, transfer_no: t.transferNo });
    else if (t.status === 'rejected') miss('该转账单已驳回');
    else {
      const done = await conn.transaction(async (tx) => {
        const [open] = await tx
          .select({ id: bankTransfers.id })
          .from(bankTransfers)
          .where(and(eq(bankTransfers.id, t.id), inArray(bankTransfers.status, ['pending', 'submitted'])));
        return open ? confirmTransferIn(tx, t.id, by, l.bankRef || `statement line ${l.line}`, now) : null;
      });
      if (done?.outcome === 'confirmed') result.confirmed.push({ line: l.line, transfer_no: t.transferNo, memo, amount: fenToYuan(t.amount) });
      else result.already.push({ line: l.line, transfer_no: t.transferNo });
    }
  }
  return result;
}
