import { z } from 'zod';
import { ok } from '../../../../server/http/envelope';
import { readQuery } from '../../../../server/http/body';
import { parseInput } from '../../../../server/http/validate';
import { consoleEndpoint } from '../../../../server/console/endpoint.server';
import { uploadedFileHeaders } from '../../../../server/http/uploaded-file';
import { dailyStatement, statementWorkbook } from '../../../../server/payments/daily-statement';
import { shanghaiToday } from '../../../../lib/time';

export const permission = 'finance';
const query = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD')
    .default(() => shanghaiToday()),
  format: z.enum(['json', 'xlsx']).default('json'),
});

/** GET /admin/api/finance/statement?date=YYYY-MM-DD&format=json|xlsx: the day's statement per channel (orders, top-ups, refunds, fees). */
export const GET = consoleEndpoint(permission, async (context) => {
  const q = parseInput(query, readQuery(context.url));
  const rows = await dailyStatement(q.date);
  if (q.format === 'json') return ok({ date: q.date, rows });
  const file = await statementWorkbook(q.date, rows);
  return new Response(new Uint8Array(file), {
    headers: { ...uploadedFileHeaders('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `对账单-${q.date}.xlsx`), 'cache-control': 'private, no-store' },
  });
});
