/**
 * Issue 33, the smaller holes around files and payments, on PGlite and PostgreSQL: a PDF's script
 * check reads names as a PDF reader does (hex escapes, object streams), uploaded PDFs are served as
 * sandboxed downloads, and the cashier's and the callback's signatures cannot stand in for each other.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { POST as upload } from '../../src/pages/api/user/zizhi';
import { GET as file } from '../../src/pages/files/zzzj/[id]';
import { prepareUpload } from '../../src/server/qualifications/files';
import { cashierUrl, handleNotify, signParams, verifySign } from '../../src/server/payments/gateway';
import { qualifications } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

let t: TestDb;
let uploads: string;

beforeAll(async () => {
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'yaocai-holes-'));
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 100 });
});
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  await fs.rm(uploads, { recursive: true, force: true });
});

const pdf = (body: string | Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\n%%EOF\n')]);
const refusal = (data: Buffer) =>
  prepareUpload(data).then(
    () => 'accepted',
    (e: { errors?: { file?: string[] } }) => e.errors?.file?.[0] ?? String(e),
  );

describe(`PDF script check on ${process.env.TEST_DB}`, () => {
  it('refuses scripts and automatic actions however their names are spelled', async () => {
    const hidden = [
      '1 0 obj << /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >> endobj',
      '1 0 obj << /OpenAction 2 0 R >> endobj 2 0 obj << /S /#4A#61#76#61#53#63#72#69#70#74 /JS 3 0 R >> endobj',
      '1 0 obj << /Type /Page /A#41 << /O << /S /Launch >> >> >> endobj',
      '1 0 obj << /Type /Annot /AA << /E 4 0 R >> >> endobj',
      '1 0 obj << /Names << /E#6DbeddedFiles 5 0 R >> >> endobj',
    ];
    for (const body of hidden) expect(await refusal(pdf(body)), body).toContain('PDF 含有脚本');
    // Packed into a compressed object stream, as PDF 1.5 writers do.
    const packed = zlib.deflateSync(Buffer.from('1 0 << /S /JavaScript /JS (app.launchURL("https://evil.example")) >>'));
    const objStm = Buffer.concat([
      Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
      packed,
      Buffer.from('\nendstream\nendobj'),
    ]);
    expect(await refusal(pdf(objStm))).toContain('PDF 含有脚本');
  });

  it('accepts a plain scan (an /OpenAction that only opens page 1 included)', async () => {
    const plain = pdf('1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >> endobj 2 0 obj << /Type /Pages /Count 1 >> endobj');
    expect(await refusal(plain)).toBe('accepted');
  });
});

describe(`uploaded PDFs served on ${process.env.TEST_DB}`, () => {
  it('as a sandboxed download, never inline', async () => {
    const b = await loginAs('demo', '10.34.0.1');
    const form = new FormData();
    for (const [k, v] of Object.entries({ type: 'business_license', number: '91330106MA2H000009', valid_from: '2024-01-01', long_term: '1' })) form.set(k, v);
    form.set('file', new File([pdf('1 0 obj << /Type /Catalog >> endobj')], '营业执照.pdf', { type: 'application/pdf' }));
    const added = await b.call(upload, '/api/user/zizhi', { body: form });
    expect(added.body.code).toBe(10000);
    const [q] = await t.db.select().from(qualifications).where(eq(qualifications.id, added.body.data.id));
    const id = String(q!.fileId);
    const served = await b.call(file, `/files/zzzj/${id}`, { params: { id } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    const csp = served.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe(`gateway signatures on ${process.env.TEST_DB}`, () => {
  it('a cashier address signature is no callback signature, and a callback needs its status', async () => {
    const url = new URL(cashierUrl('PAY2026112700000001', 12_345), 'http://x');
    const cashier = Object.fromEntries(url.searchParams) as Record<string, string>;
    expect(verifySign(cashier, 'cashier')).toBe(true);
    expect(verifySign(cashier, 'notify')).toBe(false);
    for (const forged of [cashier, { ...cashier, status: '' }]) {
      expect(await handleNotify(forged)).toMatchObject({ ok: false, outcome: 'rejected' });
    }
    const notice = { trade_no: 'PAY2026112700000001', amount: '12345', status: 'SUCCESS', gateway_trade_no: 'G1', notify_time: '2026-11-27T00:00:00Z' };
    expect(verifySign({ ...notice, sign: signParams(notice) }, 'cashier')).toBe(false);
    const unsigned = { trade_no: 'PAY2026112700000001', amount: '12345' };
    expect(await handleNotify({ ...unsigned, sign: signParams(unsigned) })).toMatchObject({ ok: false, outcome: 'rejected', reason: 'missing status' });
  });
});
