import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { TestBrowser } from '../helpers/accounts-browser';
import { CapturedSms } from '../helpers/accounts-sms';
import { loginAs, registerPharmacy } from '../helpers/accounts-fixtures';
import { POST as createCode } from '../../src/pages/api/user/create_code';
import { POST as register } from '../../src/pages/api/user/register';
import { GET as base } from '../../src/pages/api/user/base';
import { POST as login } from '../../src/pages/api/user/login';
import { DELETE as logout } from '../../src/pages/api/user/logout';
import { POST as upload } from '../../src/pages/api/user/zizhi';
import { POST as resetPassword } from '../../src/pages/api/user/resetPassword';
import { GET as file } from '../../src/pages/files/zzzj/[id]';
import { setSmsProvider } from '../../src/server/sms/provider';
import { requestCode } from '../../src/server/sms/codes';
import { loginWithPassword } from '../../src/server/accounts/login';
import { authSessions, qualificationFiles, qualifications } from '../../src/server/db/schema';
import { BusinessError } from '../../src/server/http/errors';

let t: TestDb;
let uploads: string;
const sms = new CapturedSms();
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  sms.install();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'yaocai-uploads-'));
  process.env.UPLOAD_DIR = uploads;
});
afterAll(async () => {
  setSmsProvider(null);
  delete process.env.UPLOAD_DIR;
  await fs.rm(uploads, { recursive: true, force: true });
  await t?.teardown();
});

describe(`rate limits on ${process.env.TEST_DB}`, () => {
  it('pauses an account after 5 failed passwords, never for good', async () => {
    const b = new TestBrowser('10.3.0.1');
    for (let i = 0; i < 5; i++) {
      const wrong = await b.call(login, '/api/user/login', { body: { type: 'password', account: 'pending', password: `Wrong#${i}xxxx` } });
      expect(wrong.body).toMatchObject({ code: 10020, msg: '账号或密码错误' });
    }
    const blocked = await new TestBrowser('10.3.0.2').call(login, '/api/user/login', { body: { type: 'password', account: 'pending', password: 'Demo@123456' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toMatch(/登录失败次数过于频繁，请 \d+ 分钟后再试/);
    // Username and phone share the member's counter.
    const byPhone = await new TestBrowser('10.3.0.5').call(login, '/api/user/login', { body: { type: 'password', account: '13900139000', password: 'Demo@123456' } });
    expect(byPhone.status).toBe(429);
    // The pause is 15 minutes from the first refused attempt; then the right password gets in again.
    expect(blocked.body.msg).toContain('请 15 分钟后再试');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 14 * 60_000);
      await expect(loginWithPassword('pending', 'Demo@123456', '10.3.0.3')).rejects.toThrow('分钟后再试');
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await expect(loginWithPassword('pending', 'Demo@123456', '10.3.0.3')).resolves.toMatchObject({ memberId: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown account fails exactly like a wrong password', async () => {
    const b = new TestBrowser('10.3.0.4');
    const unknown = await b.call(login, '/api/user/login', { body: { type: 'password', account: 'nobody-here', password: 'Demo@123456' } });
    const wrong = await b.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Wrong#123456' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
  });

  it('stops one IP after 20 failures across accounts', async () => {
    const b = new TestBrowser('10.3.0.9');
    for (let i = 0; i < 20; i++) await b.call(login, '/api/user/login', { body: { type: 'password', account: `user${i}`, password: 'Whatever#1' } });
    const blocked = await b.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    expect(blocked.status).toBe(429);
    expect((await new TestBrowser('10.3.0.10').call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } })).body.code).toBe(10000);
  });

  it('sends at most 3 codes per phone per 10 minutes, one a minute', async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (s: number) => {
      vi.setSystemTime(t0 + s * 1000);
      return new Date();
    };
    try {
      await requestCode({ phone: '13600001111', purpose: 'register', ip: '10.3.1.1' }, at(0));
      await expect(requestCode({ phone: '13600001111', purpose: 'register', ip: '10.3.1.1' }, at(30))).rejects.toThrow('秒后再获取');
      await requestCode({ phone: '13600001111', purpose: 'register', ip: '10.3.1.2' }, at(61));
      await requestCode({ phone: '13600001111', purpose: 'register', ip: '10.3.1.3' }, at(122));
      const fourth = requestCode({ phone: '13600001111', purpose: 'register', ip: '10.3.1.4' }, at(183));
      await expect(fourth).rejects.toBeInstanceOf(BusinessError);
      await expect(fourth).rejects.toThrow('获取验证码过于频繁');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at most 10 codes per IP per 10 minutes', async () => {
    const b = new TestBrowser('10.3.1.9');
    for (let i = 0; i < 10; i++) {
      expect((await b.call(createCode, '/api/user/create_code', { body: { phone: `135000020${String(i).padStart(2, '0')}`, type: 'register' } })).body.code).toBe(10000);
    }
    expect((await b.call(createCode, '/api/user/create_code', { body: { phone: '13500002099', type: 'register' } })).status).toBe(429);
  });

  it('a code dies after 5 wrong tries, even when the right one follows', async () => {
    const b = new TestBrowser('10.3.2.1');
    await b.call(createCode, '/api/user/create_code', { body: { phone: '13600003333', type: 'register' } });
    const code = sms.codeFor('13600003333');
    const other = code === '999999' ? '888888' : '999999';
    const body = (c: string) => ({ phone: '13600003333', code: c, password: 'Kangtai#2026', password_confirmation: 'Kangtai#2026', agree: '1' });
    for (let i = 0; i < 5; i++) expect((await b.call(register, '/api/user/register', { body: body(other) })).body.code).toBe(10021);
    expect((await b.call(register, '/api/user/register', { body: body(code) })).body.code).toBe(10021);
  });
});

describe(`sessions on ${process.env.TEST_DB}`, () => {
  it('gets a new session id at login; the old id is worthless and deleted', async () => {
    const b = new TestBrowser('10.4.0.1');
    await b.call(createCode, '/api/user/create_code', { body: { phone: '13600004444', type: 'register' } });
    // A failed step 1 still creates nothing; a planted / earlier session id is what an attacker would fix.
    b.jar.set('yaocai_sid', '0d6f5c2e-1f1e-4a4b-9c3e-2b7a1f0e9d11');
    const planted = b.sessionId!;
    await b.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    expect(b.sessionId).toBeDefined();
    expect(b.sessionId).not.toBe(planted);
    const attacker = new TestBrowser('10.4.0.2');
    attacker.jar.set('yaocai_sid', planted);
    expect((await attacker.call(base, '/api/user/base')).body.data.is_login).toBe(0);
    // Logging in again rotates again and removes the previous row.
    const first = b.sessionId!;
    await b.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    expect(b.sessionId).not.toBe(first);
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.db.select({ n: count() }).from(authSessions).where(eq(authSessions.id, first)))[0].n).toBe(0);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, and Secure only over HTTPS; logout clears it', async () => {
    const http = await loginAs('demo', '10.4.1.1');
    expect(http.jar.get('yaocai_sid')).toBeDefined();
    const https = new TestBrowser('10.4.1.2', 'https://yaocai.test');
    const answer = await https.call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    const cookie = answer.setCookies.find((c) => c.startsWith('yaocai_sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    const plain = await new TestBrowser('10.4.1.3').call(login, '/api/user/login', { body: { type: 'password', account: 'demo', password: 'Demo@123456' } });
    expect(plain.setCookies.find((c) => c.startsWith('yaocai_sid='))).not.toMatch(/Secure/i);
    const out = await https.call(logout, '/api/user/logout', { method: 'DELETE' });
    expect(out.setCookies.find((c) => c.startsWith('yaocai_sid='))).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(https.sessionId).toBeUndefined();
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const idle = await loginAs('demo', '10.4.2.1');
    process.env.SESSION_IDLE_MINUTES = String(30 / 60_000); // 30 ms
    await new Promise((r) => setTimeout(r, 60));
    expect((await idle.call(base, '/api/user/base')).body.data.is_login).toBe(0);
    delete process.env.SESSION_IDLE_MINUTES;
    const old = await loginAs('demo', '10.4.2.2');
    process.env.SESSION_MAX_HOURS = String(30 / 3_600_000);
    await new Promise((r) => setTimeout(r, 60));
    expect((await old.call(base, '/api/user/base')).body.data.is_login).toBe(0);
    delete process.env.SESSION_MAX_HOURS;
    expect((await (await loginAs('demo', '10.4.2.3')).call(base, '/api/user/base')).body.data.is_login).toBe(1);
  });

  it('changing the password keeps this session (new id) and ends the others', async () => {
    const phone = '13712345555';
    const here = await registerPharmacy(sms, phone, '10.4.3.1');
    const elsewhere = await loginAs(phone, '10.4.3.2', 'Kangtai#2026');
    const before = here.sessionId;
    const wrongOld = await here.call(resetPassword, '/api/user/resetPassword', {
      body: { old_password: 'nope-nope', password: 'Another#2027', password_confirmation: 'Another#2027' },
    });
    expect(wrongOld.status).toBe(422);
    const ok = await here.call(resetPassword, '/api/user/resetPassword', {
      body: { old_password: 'Kangtai#2026', password: 'Another#2027', password_confirmation: 'Another#2027' },
    });
    expect(ok.body.code).toBe(10000);
    expect(here.sessionId).not.toBe(before);
    expect((await here.call(base, '/api/user/base')).body.data.is_login).toBe(1);
    expect((await elsewhere.call(base, '/api/user/base')).body.data.is_login).toBe(0);
  });
});

/** A PNG whose header says 30 000 × 30 000 (a decompression bomb; the pixels are never needed to refuse it). */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 1;
  ihdr[9] = 0;
  // 30 000 rows of 3 751 zero bytes compress to ~110 KB: a real, complete image.
  const raw = zlib.deflateSync(Buffer.alloc(30_000 * 3_751), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', raw), chunk('IEND', Buffer.alloc(0))]);
}

function certForm(bytes: Uint8Array, name: string, type: string, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = { type: 'business_license', number: '91330106MA2H000001', valid_from: '2024-01-01', long_term: '1', ...overrides };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  return form;
}

async function storedCount(): Promise<{ rows: number; files: number }> {
  const [{ n }] = await t.db.select({ n: count() }).from(qualificationFiles);
  const walk = async (dir: string): Promise<number> => {
    let total = 0;
    for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      total += entry.isDirectory() ? await walk(path.join(dir, entry.name)) : 1;
    }
    return total;
  };
  return { rows: Number(n), files: await walk(uploads) };
}

describe(`certificate files on ${process.env.TEST_DB}`, () => {
  it('refuses an .exe renamed .jpg, a 20 MB file and a 30 000 × 30 000 image, storing nothing', async () => {
    const b = await registerPharmacy(sms, '13712346601', '10.5.0.1');
    const before = await storedCount();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 7)]);
    const asJpg = await b.call(upload, '/api/user/zizhi', { body: certForm(exe, 'licence.jpg', 'image/jpeg') });
    expect(asJpg.status).toBe(422);
    expect(asJpg.body.errors.file[0]).toContain('仅支持 JPG、PNG 图片或 PDF 文件');
    const big = await b.call(upload, '/api/user/zizhi', { body: certForm(Buffer.alloc(20 * 1024 * 1024, 0xff), 'big.jpg', 'image/jpeg') });
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('文件大小不能超过 10 MB');
    const bomb = await b.call(upload, '/api/user/zizhi', { body: certForm(hugePng(), 'bomb.png', 'image/png') });
    expect(bomb.status).toBe(422);
    expect(bomb.body.errors.file[0]).toContain('图片尺寸过大（30000×30000）');
    const script = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
    expect((await b.call(upload, '/api/user/zizhi', { body: certForm(script, 'x.pdf', 'application/pdf') })).status).toBe(422);
    expect(await storedCount()).toEqual(before);
  });

  it('re-encodes an accepted image (metadata gone), serves it to its owner only, 404 to anyone else', async () => {
    const owner = await registerPharmacy(sms, '13712346602', '10.5.1.1');
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4f4f4' } })
      .withExif({ IFD0: { Copyright: 'GPS-SECRET-MARKER' } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes('GPS-SECRET-MARKER')).toBe(true);
    const answer = await owner.call(upload, '/api/user/zizhi', {
      body: certForm(jpeg, 'licence.jpg', 'image/jpeg', { type: 'power_of_attorney', number: 'WT-TEST-0001', long_term: '', valid_to: '2030-12-31' }),
    });
    expect(answer.body).toMatchObject({ code: 10000, data: { status: 'pending' } });
    const [q] = await t.db.select().from(qualifications).where(eq(qualifications.id, answer.body.data.id));
    expect(q).toMatchObject({ status: 'pending', validTo: '2030-12-31', longTerm: false });
    const [stored] = await t.db.select().from(qualificationFiles).where(eq(qualificationFiles.id, q.fileId!));
    expect(stored.storageKey).not.toContain('licence');
    const onDisk = await fs.readFile(path.join(uploads, stored.storageKey));
    expect(onDisk.includes('GPS-SECRET-MARKER')).toBe(false);
    const id = String(q.fileId);
    const mine = await owner.call(file, `/files/zzzj/${id}`, { params: { id } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    const other = await loginAs('demo', '10.5.1.2');
    expect((await other.call(file, `/files/zzzj/${id}`, { params: { id } })).status).toBe(404);
    expect((await new TestBrowser('10.5.1.3').call(file, `/files/zzzj/${id}`, { params: { id } })).status).toBe(404);
    expect((await owner.call(file, '/files/zzzj/999999', { params: { id: '999999' } })).status).toBe(404);
    expect((await owner.call(file, '/files/zzzj/..%2f..', { params: { id: '../..' } })).status).toBe(404);
  });
});
