/**
 * Issue 33, console exports: the goods CSV escapes formula cells; an export over the inline limit
 * becomes a background job (303 to its page, 「导出中…」 until a worker writes it, then a download
 * only for operators holding the export's permission); a job whose worker dies is taken again
 * after its lease and the dead worker cannot finish it; several workers at once each take a
 * different job (SKIP LOCKED, on PostgreSQL for real); old files and files no job points to are
 * swept. PGlite and PostgreSQL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/rows';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { exportJobs, goods, operators } from '../../src/server/db/schema';
import { GET as goodsExportApi } from '../../src/pages/admin/api/goods/export';
import { GET as jobApi } from '../../src/pages/admin/api/exports/[id]/index';
import { GET as fileApi } from '../../src/pages/admin/api/exports/[id]/file';
import { runExportJobs, runJob } from '../../src/server/console/export-jobs';
import { finishJob, LEASE_MS, queueJob, takeJob } from '../../src/server/exports/jobs';
import { sweepExports, KEEP_MS } from '../../src/server/exports/files';
import { resolveKey } from '../../src/server/qualifications/files';
import { csvCell } from '../../src/server/exports/sheet';

let t: TestDb;
let merch: TestBrowser;
let admin: TestBrowser;
let orders: TestBrowser;
const engine = process.env.TEST_DB ?? 'pglite';

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  [merch, admin, orders] = [await operatorBrowser('merchandiser'), await operatorBrowser('admin'), await operatorBrowser('orders')];
});
afterEach(() => {
  delete process.env.EXPORT_INLINE_ROWS;
});
afterAll(async () => {
  await t?.teardown();
});

/** Rows of the goods file: one per sellable batch, one for a goods without any (issue 24). */
const goodsFileRows = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select (select count(*) from goods_batches where status = '正常') + (select count(*) from goods g where not exists (select 1 from goods_batches b where b.goods_id = g.id and b.status = '正常')) as n`,
      )
    )[0]!.n,
  );
const merchId = async () => (await t.db.select().from(operators).where(eq(operators.role, 'merchandiser')))[0]!.id;
const queue = async () => queueJob({ operatorId: await merchId(), permission: 'goods', kind: 'goods', params: { format: 'csv' }, fileName: '商品.csv' });

describe(`goods CSV export (${engine})`, () => {
  it('writes a cell that starts like a formula as text: =HYPERLINK(…) leaves with a leading quote', async () => {
    const [g] = await t.db.select().from(goods).orderBy(goods.id).limit(1);
    await t.db.update(goods).set({ tradeName: '=HYPERLINK("http://evil.example","点我")', dosageForm: '@SUM(A1)' }).where(eq(goods.id, g!.id));
    const answer = await merch.call(goodsExportApi, '/admin/api/goods/export?format=csv');
    expect(answer.status).toBe(200);
    const line = (answer.body as string).split('\r\n').find((l) => l.startsWith(`${g!.id},`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(line).toContain(`'@SUM(A1)`);
    expect(['-1', '+1', '\tx', '\rx', 'plain'].map(csvCell)).toEqual(["'-1", "'+1", "'\tx", `"'\rx"`, 'plain']);
    expect(csvCell(-1)).toBe('-1'); // a number (限购 -1) stays a number
  });
});

describe(`a large export becomes a background job (${engine})`, () => {
  it('answers 303 to the job page, shows 导出中… until a worker writes it, then serves the file to its permission only', async () => {
    process.env.EXPORT_INLINE_ROWS = '10';
    const asked = await merch.call(goodsExportApi, '/admin/api/goods/export?format=csv');
    expect(asked.status).toBe(303);
    const id = Number(/^\/admin\/exports\/(\d+)$/.exec(asked.headers.get('location')!)![1]);
    const state = await merch.call(jobApi, `/admin/api/exports/${id}`, { params: { id: String(id) } });
    expect(state.body.data).toMatchObject({ status: 'queued', status_text: '导出中…', href: null, file_name: '商品.csv' });
    expect((await merch.call(fileApi, `/admin/api/exports/${id}/file`, { params: { id: String(id) } })).status).toBe(404);

    expect(await runExportJobs()).toBe(1);
    const done = await merch.call(jobApi, `/admin/api/exports/${id}`, { params: { id: String(id) } });
    expect(done.body.data).toMatchObject({ status: 'done', status_text: '已完成', rows: await goodsFileRows(), href: `/admin/api/exports/${id}/file` });

    const file = await merch.call(fileApi, `/admin/api/exports/${id}/file`, { params: { id: String(id) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('商品.csv'));
    const lines = (file.body as string)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^商品编号,类型,通用名/);
    expect(lines).toHaveLength((await goodsFileRows()) + 1);

    // The same permission (管理员 holds every one) may download; the 订单 role may not even see it.
    expect((await admin.call(fileApi, `/admin/api/exports/${id}/file`, { params: { id: String(id) } })).status).toBe(200);
    expect((await orders.call(jobApi, `/admin/api/exports/${id}`, { params: { id: String(id) } })).status).toBe(403);
    expect((await orders.call(fileApi, `/admin/api/exports/${id}/file`, { params: { id: String(id) } })).status).toBe(403);
  });

  it('a job whose worker died is taken again after its lease; the dead worker can no longer finish it', async () => {
    const job = await queue();
    const first = await takeJob();
    expect(first?.id).toBe(job.id);
    expect(await takeJob()).toBeNull(); // held: nobody else takes it while the lease runs
    const second = await takeJob(new Date(Date.now() + LEASE_MS + 1_000));
    expect(second).toMatchObject({ id: job.id, attempts: 2 });
    expect(await finishJob(first!, 'exports/stale.csv', 1)).toBe(false);
    await runJob(second!);
    const [row] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(row).toMatchObject({ status: 'done', rows: await goodsFileRows() });
    expect(row!.fileKey).toContain(second!.claim);
  });

  it('three workers at once take three different jobs, and a fourth finds none', async () => {
    const ids = [(await queue()).id, (await queue()).id, (await queue()).id];
    const taken = await Promise.all([takeJob(), takeJob(), takeJob(), takeJob()]);
    const got = taken.filter(Boolean).map((j) => j!.id);
    expect(got.sort()).toEqual(ids.sort());
    expect(taken.filter((j) => j === null)).toHaveLength(1);
    for (const j of taken) if (j) await runJob(j);
  });

  it('the sweep removes files of jobs finished over a day ago and files no job points to, and keeps the rest', async () => {
    const kept = await queue();
    const old = await queue();
    for (let j = await takeJob(); j; j = await takeJob()) await runJob(j);
    const now = new Date();
    await t.db
      .update(exportJobs)
      .set({ finishedAt: new Date(now.getTime() - KEEP_MS - 60_000) })
      .where(eq(exportJobs.id, old.id));
    const [oldRow] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, old.id));
    const [keptRow] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, kept.id));
    const orphan = resolveKey('exports/999-dead.xlsx.part');
    const fresh = resolveKey('exports/998-writing.xlsx.part');
    await fs.mkdir(path.dirname(orphan), { recursive: true });
    await fs.writeFile(orphan, 'x');
    await fs.writeFile(fresh, 'x');
    const twoHoursAgo = new Date(now.getTime() - 2 * 3_600_000);
    await fs.utimes(orphan, twoHoursAgo, twoHoursAgo);

    expect(await sweepExports(now)).toBeGreaterThanOrEqual(2);
    const exists = (p: string) =>
      fs.stat(p).then(
        () => true,
        () => false,
      );
    expect(await exists(resolveKey(oldRow!.fileKey!))).toBe(false);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(fresh)).toBe(true); // a worker may still be writing it
    expect(await exists(resolveKey(keptRow!.fileKey!))).toBe(true);
    const [after] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, old.id));
    expect(after).toMatchObject({ status: 'expired', fileKey: null });
    await fs.rm(fresh, { force: true });
  });
});
