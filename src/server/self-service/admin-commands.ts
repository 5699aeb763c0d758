/**
 * Operator commands of the self-service areas (there is no back office yet):
 *
 *   wanted:list [--status pending|accepted|listed|rejected|all]
 *   wanted:reply <id> --status accepted|listed|rejected --reply "回复" [--goods 商品ID]
 *   invoices:list [--status pending|issued|red|all]
 *   invoices:issue <订单号|id> --no 发票号码 [--code 发票代码] --date YYYY-MM-DD --amount 价税合计 --tax 税额 [--pdf 税务系统开出的PDF文件]
 *       (the numbers as the tax system printed them; without --pdf: a demo PDF drawn from the order with that number)
 *   invoices:red <订单号|id> --reason "原因" [--red-no 红字发票号码]
 *   feedback:list [--status open|all]
 *   feedback:reply <id> "回复内容"
 *   chat:list
 *   chat:reply <用户名> "回复内容"
 */
import { formatYuan } from '../../lib/money';
import fs from 'node:fs/promises';
import { WANTED_STATUSES, type WantedStatus } from '../db/schema';
import { decideWanted, wantedForOperator } from '../wanted/service';
import { WANTED_STATUS_TEXT } from '../wanted/schemas';
import { INVOICE_STATUS_TEXT, invoicesForOperator, issueInvoice, redInvoice, type InvoiceState } from '../invoices/invoices';
import { issueInput } from '../invoices/issue-input';
import { feedbackForOperator, replyFeedback } from '../feedback/feedback';
import { runChatCommand } from '../chat/admin-commands';
import { BusinessError, NotFoundError } from '../http/errors';
import { formatDateTime } from '../../lib/time';
import { escapeLine } from '../../lib/terminal';

export const SELF_SERVICE_COMMANDS = [
  'wanted:list',
  'wanted:reply',
  'invoices:list',
  'invoices:issue',
  'invoices:red',
  'feedback:list',
  'feedback:reply',
  'chat:list',
  'chat:reply',
] as const;

export const SELF_SERVICE_USAGE = `  npm run admin -- wanted:list [--status pending|accepted|listed|rejected|all]
  npm run admin -- wanted:reply <求购ID> --status accepted|listed|rejected --reply "回复" [--goods 商品ID]
  npm run admin -- invoices:list [--status pending|issued|red|all]
  npm run admin -- invoices:issue <订单号或ID> --no 发票号码 [--code 发票代码] --date 开票日期 --amount 价税合计 --tax 税额 [--pdf 发票PDF文件]（不带 --pdf：演示模式，按订单和填写的号码生成发票 PDF）
  npm run admin -- invoices:red <订单号或ID> --reason "红冲原因" [--red-no 红字发票号码]
  npm run admin -- feedback:list [--status open|all]
  npm run admin -- feedback:reply <反馈ID> "回复内容"
  npm run admin -- chat:list
  npm run admin -- chat:reply <用户名> "回复内容"`;

const time = (iso: string | null) => formatDateTime(iso);

/** Runs one command; returns the exit code. Business refusals print their message and exit 1. */
export async function runSelfServiceCommand(
  command: string,
  positional: string[],
  option: (name: string) => string | undefined,
  rawOut: (line: string) => void = console.log,
  rawErr: (line: string) => void = console.error,
): Promise<number> {
  const out = (line: string) => rawOut(escapeLine(line));
  const err = (line: string) => rawErr(escapeLine(line));
  try {
    switch (command) {
      case 'wanted:list': {
        const status = (option('status') ?? 'pending') as WantedStatus | 'all';
        if (status !== 'all' && !WANTED_STATUSES.includes(status)) {
          err(`✖ 状态不正确：${status}`);
          return 1;
        }
        const rows = await wantedForOperator(status);
        if (!rows.length) out('没有符合条件的求购。');
        for (const r of rows)
          out(
            `#${r.id}\t${r.status_text}\t门店${r.store_id}\t${r.name} ${r.spec} ${r.maker} ${r.approval}\t×${r.quantity}${r.price ? ` 可接受${formatYuan(r.price)}` : ''}\t${r.contact} ${r.phone}\t${time(r.created_at)}`,
          );
        return 0;
      }
      case 'wanted:reply': {
        const id = Number(positional[0]);
        const status = option('status') as WantedStatus | undefined;
        if (!Number.isSafeInteger(id) || !status || !WANTED_STATUSES.includes(status) || status === 'pending') {
          err('用法：wanted:reply <求购ID> --status accepted|listed|rejected --reply "回复" [--goods 商品ID]');
          return 1;
        }
        const goods = option('goods');
        const r = await decideWanted(id, { status, reply: option('reply') ?? '', goodsId: goods ? Number(goods) : null });
        out(`求购 #${r.id}「${r.name}」→ ${WANTED_STATUS_TEXT[r.status]}${r.goods_id ? `（商品 ${r.goods_id}）` : ''}，已通知会员。`);
        return 0;
      }
      case 'invoices:list': {
        const status = (option('status') ?? 'pending') as InvoiceState | 'all';
        if (status !== 'all' && !(status in INVOICE_STATUS_TEXT)) {
          err(`✖ 状态不正确：${status}`);
          return 1;
        }
        const rows = await invoicesForOperator(status);
        if (!rows.length) out('没有符合条件的发票。');
        for (const r of rows)
          out(
            `${r.order_no}\t${r.status_text}${r.overdue ? `（已等待 ${r.waiting_days} 天）` : ''}\t${r.store_name}\t${r.type_text}\t${r.title}\t${r.tax_no}\t${formatYuan(r.amount)}${r.invoice_no ? `\t发票号 ${r.invoice_no}` : ''}`,
          );
        return 0;
      }
      case 'invoices:issue': {
        const ref = positional[0];
        if (!ref) {
          err('用法：invoices:issue <订单号或ID> --no 发票号码 [--code 发票代码] --date YYYY-MM-DD --amount 价税合计 --tax 税额 [--pdf 发票PDF文件]');
          return 1;
        }
        const numbers = issueInput.safeParse({
          invoice_code: option('code') ?? '',
          invoice_no: option('no'),
          issue_date: option('date'),
          amount: option('amount'),
          tax_amount: option('tax'),
        });
        if (!numbers.success) {
          err(`✖ ${numbers.error.issues.map((i) => i.message).join('；')}`);
          return 1;
        }
        const file = option('pdf');
        const pdf = file ? new Uint8Array(await fs.readFile(file)) : undefined;
        const r = await issueInvoice(ref, { numbers: numbers.data, pdf });
        out(`订单 ${r.order_no} 已开票：发票号 ${r.invoice_no}，金额 ${formatYuan(r.amount)}${file ? '' : '（演示发票）'}`);
        return 0;
      }
      case 'invoices:red': {
        const ref = positional[0];
        if (!ref) {
          err('用法：invoices:red <订单号或ID> --reason "原因" [--red-no 红字发票号码]');
          return 1;
        }
        const r = await redInvoice(ref, option('reason') ?? '', new Date(), undefined, option('red-no') ?? '');
        out(`订单 ${r.order_no} 的发票 ${r.invoice_no} 已红冲。`);
        return 0;
      }
      case 'feedback:list': {
        const rows = await feedbackForOperator(option('status') !== 'all');
        if (!rows.length) out('没有待回复的反馈。');
        for (const r of rows)
          out(`#${r.id}\t${r.status_text}\t${r.category_text}\t${r.store_id ? `门店${r.store_id}` : '游客'}\t${r.content}\t${r.contact}\t${time(r.created_at)}`);
        return 0;
      }
      case 'feedback:reply': {
        const id = Number(positional[0]);
        const text = positional.slice(1).join(' ');
        if (!Number.isSafeInteger(id) || !text) {
          err('用法：feedback:reply <反馈ID> "回复内容"');
          return 1;
        }
        const r = await replyFeedback(id, text);
        out(`反馈 #${r.id} 已回复。`);
        return 0;
      }
      case 'chat:list':
      case 'chat:reply':
        return await runChatCommand(command, positional, option, out, err);
      default:
        err(`未知命令：${command}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof BusinessError || error instanceof NotFoundError) {
      err(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}
