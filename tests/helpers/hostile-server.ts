/**
 * The child process of tests/integration/hostile-uploads.test.ts: the upload and import endpoints'
 * handlers on a throw-away database, run under the production heap cap (the parent starts it with
 * `--max-old-space-size=256`, as `npm start` does). For each attack (or the one named in argv) it
 * prints one JSON line: the answer's status and message, the peak heap while it was read, and how
 * long a normal request (a valid pasted plan) took right after. A crash ends the lines early.
 */
import v8 from 'node:v8';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { categories } from '../../src/server/db/schema';
import { COLUMNS } from '../../src/server/console/goods-columns';
import { goodsRows } from './goods-file';
import { createTestDb } from './test-db';
import { loginAs } from './accounts-fixtures';
import { operatorBrowser } from './console-fixtures';
import type { Answer, TestBrowser } from './accounts-browser';
import { ATTACKS, ACCEPTED, type Attack, type Target } from './hostile-files';
import { POST as parse } from '../../src/pages/api/plan/parse';
import { POST as preview } from '../../src/pages/admin/api/goods/import/preview';
import { POST as apply } from '../../src/pages/admin/api/goods/import/apply';
import { POST as goodsImage } from '../../src/pages/admin/api/goods/[id]/images/index';

const only = process.argv[2];
const db = await createTestDb({ goodsCount: 100 });
const member = await loginAs('demo', '10.33.0.1');
const operator = await operatorBrowser('merchandiser');

const heap = () => v8.getHeapStatistics().used_heap_size;
const upload = (b: TestBrowser, handler: typeof parse, path: string, data: Buffer | string, filename: string, params?: Record<string, string>) => {
  const form = new FormData();
  form.set('file', new File([typeof data === 'string' ? data : new Uint8Array(data)], filename));
  return b.call(handler, path, { body: form, params });
};

const send: Record<Target, (a: Attack, data: Buffer | string) => Promise<Answer>> = {
  'plan-file': (a, data) => upload(member, parse, '/api/plan/parse', data, a.filename ?? 'plan.xlsx'),
  'plan-paste': (_, data) => member.call(parse, '/api/plan/parse', { body: { text: String(data) }, json: true }),
  'goods-preview': (a, data) => upload(operator, preview, '/admin/api/goods/import/preview', data, a.filename ?? 'goods.xlsx'),
  'goods-apply': (a, data) => upload(operator, apply, '/admin/api/goods/import/apply', data, a.filename ?? 'goods.xlsx'),
  'goods-image': (a, data) => upload(operator, goodsImage, '/admin/api/goods/1/images', data, a.filename ?? 'photo.png', { id: '1' }),
};

/** The largest files the limits accept: a 2,000-line plan and a 5,000-row goods file, both .xlsx. */
const [category] = await db.db.select({ name: categories.name }).from(categories).where(eq(categories.zone, 'medicine')).orderBy(categories.id).limit(1);
const largest: Record<(typeof ACCEPTED)[number]['name'], () => Promise<Buffer>> = {
  'plan: 2,000-line xlsx': async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('采购计划');
    sheet.addRow(['通用名', '规格', '生产厂家', '批准文号', '条形码', '数量']);
    for (let i = 0; i < 2000; i++)
      sheet.addRow([`阿莫西林胶囊${i}`, '0.25g*24粒', '广州白云山制药股份有限公司', `国药准字H${44020000 + i}`, `69${String(10_000_000_000 + i)}`, 1 + (i % 20)]);
    return Buffer.from(await book.xlsx.writeBuffer());
  },
  'goods preview: 5,000-row xlsx': async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品');
    sheet.columns = COLUMNS.map((c) => ({ header: c, key: c }));
    for (const row of goodsRows(5000, category!.name)) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  },
};

const print = (line: object) => process.stdout.write(JSON.stringify(line) + '\n');
print({ ready: true, heap_limit: v8.getHeapStatistics().heap_size_limit });
const cases: Attack[] = [...ATTACKS, ...ACCEPTED.map((a) => ({ ...a, file: largest[a.name] }))];
for (const attack of cases.filter((a) => !only || a.name === only)) {
  const made = performance.now();
  let data: Buffer | string | null = await attack.file();
  const makeMs = performance.now() - made;
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  global.gc?.();
  const before = heap();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, heap())), 1);
  const sent = performance.now();
  const answer = await send[attack.target](attack, data);
  const answerMs = performance.now() - sent;
  data = null;
  clearInterval(sampler);
  peak = Math.max(peak, heap());
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const normal = await member.call(parse, '/api/plan/parse', { body: { text: '通用名\t数量\n阿莫西林胶囊\t2' }, json: true });
  const afterMs = performance.now() - started;
  // The process's CPU (all threads) while it answers: leftover work of the attack (a parse still running,
  // the GC of its garbage) shows here, while time the process merely waited for a core on a loaded machine does not.
  const cpu = process.cpuUsage(cpuBefore);
  const message = answer.body?.errors?.file?.[0] ?? answer.body?.errors?.text?.[0] ?? answer.body?.message ?? answer.body?.msg;
  print({
    name: attack.name,
    bytes,
    status: answer.status,
    message,
    peak_heap_mb: Math.round((peak - before) / 1e5) / 10,
    after_status: normal.status,
    make_ms: Math.round(makeMs),
    answer_ms: Math.round(answerMs),
    after_ms: Math.round(afterMs),
    after_cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
  });
}
print({ done: true });
await db.teardown();
process.exit(0);
