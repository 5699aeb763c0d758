/**
 * Issue 33: the orders export of 100,000 order lines runs under the production heap cap
 * (`npm start`: --max-old-space-size=256) in a child process, through the background-job path, and
 * its heap stays flat: the file has every line (read back with exceljs's streaming reader) and the
 * peak heap used stays under 160 MB (the workbook-in-memory export needed 233 MB for 20,000 lines).
 * PostgreSQL only (the child opens the database itself; PGlite is single-process).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { createScratchDb, type ScratchDb } from '../../scripts/lib/scratch-db';
import { openDb, setDbHandle, type DbHandle } from '../../src/server/db/client';
import { migrateDb } from '../../src/server/db/migrate';
import { generateDemoData } from '../../src/server/seed/generate';
import { seedDatabase } from '../../src/server/seed/insert';

const engine = process.env.TEST_DB ?? 'pglite';
const ORDERS = 200;
const LINES_PER_ORDER = 500;

let scratch: ScratchDb;
let handle: DbHandle;
let uploads: string;

describe.skipIf(engine !== 'postgres')('the orders export of 100,000 lines under the production heap cap', () => {
  beforeAll(async () => {
    scratch = await createScratchDb(process.env.TEST_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test', 'yaocai_heap', { asyncCommit: true });
    handle = await openDb({ databaseUrl: scratch.url });
    await migrateDb(handle);
    await seedDatabase(handle.db, generateDemoData({ goodsCount: 100 }), {});
    setDbHandle(handle);
    // 200 completed orders of 500 lines each, copied from a demo order in two statements. The fixture is
    // not what is tested: it may take longer than the app's statement timeout on a loaded machine (it did).
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`delete from order_lines where order_id in (select id from orders where status = 'completed')`);
      await tx.execute(sql`
        insert into orders (order_no, store_id, member_id, status, pay_method, goods_amount, payable_amount, paid_amount, address, pay_before, carrier, tracking_no)
        select 'HEAP' || lpad(g::text, 6, '0'), o.store_id, o.member_id, 'completed', 'balance', 5000000, 5000000, 5000000, o.address, o.pay_before, '顺丰速运', 'SF' || g
        from (select * from orders order by id limit 1) o, generate_series(1, ${ORDERS}) g`);
      await tx.execute(sql`
        insert into order_lines (order_id, goods_id, name, spec, unit, manufacturer, batch_no, expiry_date, number, unit_price, raw_amount, pay_amount)
        select o.id, gd.id, gd.name || ' 第' || n || '行', gd.spec, gd.unit, '药采测试药业有限公司', 'B' || n, '2028-12-31', n % 50 + 1, 1000, 10000, 10000
        from orders o, generate_series(1, ${LINES_PER_ORDER}) n, (select * from goods order by id limit 1) gd
        where o.order_no like 'HEAP%'`);
    });
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'yaocai-heap-'));
  }, 300_000);

  afterAll(async () => {
    setDbHandle(undefined);
    await handle?.close();
    await scratch?.drop();
    if (uploads) await fs.rm(uploads, { recursive: true, force: true });
  });

  it('writes every line with the heap bounded', { timeout: 300_000 }, async () => {
    const child = spawnSync(process.execPath, ['--max-old-space-size=256', '--max-semi-space-size=4', '--import', 'tsx', 'tests/helpers/export-heap-child.ts'], {
      env: { ...process.env, DATABASE_URL: scratch.url, UPLOAD_DIR: uploads, NODE_OPTIONS: '', VITEST: '' },
      encoding: 'utf8',
      timeout: 280_000,
    });
    expect(child.status, child.stderr).toBe(0);
    const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!);
    console.log('[export-heap] 100,000 order lines:', result);
    expect(result).toMatchObject({ status: 'done', rows: ORDERS * LINES_PER_ORDER, heapLimitMB: expect.any(Number) });
    expect(result.heapLimitMB).toBeLessThanOrEqual(300);
    expect(result.peakHeapUsedMB).toBeLessThan(160);

    // Read the file back: the sheet's XML (strings are written in the cells), one <row> per line plus the header.
    const zip = unzipSync(await fs.readFile(path.join(uploads, result.fileKey)), { filter: (f) => f.name.startsWith('xl/worksheets/') });
    const xml = strFromU8(Object.values(zip)[0]!);
    const rows = xml.split('<row ').slice(1);
    const texts = (row: string) => [...row.matchAll(/<v>([^<]*)<\/v>/g)].map((m) => m[1]!);
    expect(texts(rows[0]!).slice(0, 3)).toEqual(['订单号', '下单时间', '客户']);
    expect(rows.length).toBe(ORDERS * LINES_PER_ORDER + 1);
    // Newest order first, its lines in order: the last row is the oldest order's last line.
    const last = texts(rows.at(-1)!);
    expect(last[0]).toBe('HEAP000001');
    expect(last.find((t) => t.includes('第'))).toContain(`第${LINES_PER_ORDER}行`);
  });
});
