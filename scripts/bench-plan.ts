/**
 * `npm run bench:plan`: purchase-plan import on the server, in-process (the functions the endpoints
 * call, no HTTP), over the demo catalogue (6,000 goods) on embedded PGlite, and on PostgreSQL when one
 * is reachable (BENCH_POSTGRES_URL, else postgres://127.0.0.1:5432/test; a throw-away database).
 *
 * Plans of 500 and 2,000 lines are generated from the catalogue the way pharmacies write them (short
 * maker names, reordered or full-width specs, a few typos, pinyin initials, approval numbers, barcodes)
 * plus 5 % goods we do not carry. Per size: reading the .xlsx, then matching + quantity fitting +
 * pricing (`matchPlan`), first run (index cold) and the median / p95 of the warm runs.
 * Target: 500 lines matched and priced in ≤ 1 s.
 *
 * Options: --rounds N (default 5), --only pglite|postgres.
 */
import ExcelJS from 'exceljs';
import { openDb, setDbHandle, type DbHandle } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { generateDemoData } from '../src/server/seed/generate';
import { seedDatabase } from '../src/server/seed/insert';
import { Rng } from '../src/server/seed/random';
import { pinyinInitials } from '../src/server/search/pinyin';
import { matchPlan, readUpload, type PlanLineInput } from '../src/server/purchase-plan';
import type { PlanActor } from '../src/server/purchase-plan/service';
import { createScratchDb, type ScratchDb } from './lib/scratch-db';
import { arg } from './lib/args';

const ROUNDS = Number(arg('rounds') ?? 5);
const ONLY = arg('only');
const TARGET_MS = 1000;
const SIZES = [500, 2000];

type Data = ReturnType<typeof generateDemoData>;

const UNKNOWN = ['达格列净片', '利伐沙班片', '沙库巴曲缬沙坦钠片', '依折麦布片', '奥拉帕利片', '司美格鲁肽注射液', '托法替布片', '坦索罗辛缓释胶囊'];
const SLIPS: Record<string, string> = { 囊: '襄', 颗: '棵', 胶: '交', 霉: '梅', 素: '索', 片: '偏' };

function planLines(data: Data, size: number): PlanLineInput[] {
  const rng = new Rng(size);
  const makers = new Map(data.manufacturers.map((m) => [m.id, m]));
  const goods = data.goods.filter((g) => g.type === 1 && g.isOnSale && !g.isControlled);
  return rng.sample(goods, size).map((g, i) => {
    const maker = makers.get(g.manufacturerId)!;
    const line = { row: i + 2, name: g.name, spec: g.spec, maker: maker.shortName, approval: '', barcode: '', quantity: String(1 + (i % 20)) };
    switch (i % 20) {
      case 0:
        return { ...line, name: UNKNOWN[i % UNKNOWN.length]!, spec: '10mg*14片', maker: '外资药企' };
      case 1:
        return { ...line, approval: g.approvalNo };
      case 2:
        return { ...line, name: '', barcode: g.barcode };
      case 3:
        return { ...line, name: pinyinInitials(g.name) };
      case 4:
        return { ...line, name: [...g.name].map((c) => SLIPS[c] ?? c).join('') };
      case 5:
        return { ...line, spec: g.spec.split('*').reverse().join('×') };
      case 6:
        return { ...line, maker: maker.name };
      default:
        return line;
    }
  });
}

async function xlsxOf(lines: PlanLineInput[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('采购计划');
  ws.addRow(['通用名', '规格', '生产厂家', '批准文号', '条形码', '数量']);
  for (const l of lines) ws.addRow([l.name, l.spec, l.maker, l.approval, l.barcode, Number(l.quantity)]);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const DEMO: PlanActor = { storeId: 1, memberId: 1, isPassed: true, province: '浙江省', viewer: { storeId: 1, isPassed: true, companyType: '单体药店', province: '浙江省' } };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

type Row = { engine: string; lines: number; read: number; cold: number; warm: number; p95: number; perLine: number; matched: number; unsure: number; unmatched: number };

async function bench(engine: string, handle: DbHandle, data: Data): Promise<Row[]> {
  setDbHandle(handle);
  const rows: Row[] = [];
  for (const size of SIZES) {
    const lines = planLines(data, size);
    const file = await xlsxOf(lines);
    let started = performance.now();
    const table = await readUpload(file, 'plan.xlsx');
    const read = performance.now() - started;
    if (table.rows.length !== size) throw new Error(`read ${table.rows.length} rows of ${size}`);
    started = performance.now();
    const first = await matchPlan(DEMO, lines, 12);
    const cold = performance.now() - started;
    const warm: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      started = performance.now();
      await matchPlan(DEMO, lines, 12);
      warm.push(performance.now() - started);
    }
    const s = first.summary;
    rows.push({
      engine,
      lines: size,
      read,
      cold,
      warm: median(warm),
      p95: pct(warm, 95),
      perLine: median(warm) / size,
      matched: s.matched,
      unsure: s.unsure,
      unmatched: s.unmatched,
    });
  }
  return rows;
}

async function main() {
  console.log('Generating the demo catalogue…');
  const data = generateDemoData();
  const results: Row[] = [];
  if (ONLY !== 'postgres') {
    const handle = await openDb({ dataDir: 'memory://' });
    await migrateDb(handle);
    await seedDatabase(handle.db, data, {});
    results.push(...(await bench('pglite', handle, data)));
    await handle.close();
  }
  if (ONLY !== 'pglite') {
    const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://127.0.0.1:5432/test';
    let scratch: ScratchDb | null = null;
    try {
      scratch = await createScratchDb(adminUrl, 'yaocai_bench_plan');
      const handle = await openDb({ databaseUrl: scratch.url });
      try {
        await migrateDb(handle);
        await seedDatabase(handle.db, data, {});
        results.push(...(await bench('postgres', handle, data)));
      } finally {
        await handle.close();
      }
    } catch (error) {
      console.log(`PostgreSQL skipped: ${(error as Error).message}`);
    } finally {
      await scratch?.drop().catch(() => {});
    }
  }
  console.log(`\nPurchase-plan import, server side (${ROUNDS} warm rounds; match = matching + quantity fitting + pricing)\n`);
  console.table(
    results.map((r) => ({
      engine: r.engine,
      lines: r.lines,
      'read xlsx ms': Math.round(r.read),
      'match cold ms': Math.round(r.cold),
      'match median ms': Math.round(r.warm),
      'match p95 ms': Math.round(r.p95),
      'ms/line': r.perLine.toFixed(2),
      matched: r.matched,
      unsure: r.unsure,
      unmatched: r.unmatched,
    })),
  );
  const slow = results.filter((r) => r.lines === 500 && r.warm > TARGET_MS);
  console.log(slow.length ? `✗ 500 lines above the ${TARGET_MS} ms target on ${slow.map((r) => r.engine).join(', ')}` : `✓ 500 lines within ${TARGET_MS} ms on every engine`);
  process.exit(slow.length ? 1 : 0);
}

await main();
