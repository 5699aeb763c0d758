/**
 * Issue 18, licence review in the console: the queue, approve (validity) and reject (templates,
 * free text, required), the store passing once every required certificate is approved, the
 * member's message, images for reviewers only with each view in the audit log, 经营范围 edits,
 * the 30-day and expired lists, and the CLI's review running the same rule. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { type TestBrowser } from '../helpers/accounts-browser';
import { loginAs } from '../helpers/accounts-fixtures';
import { operatorBrowser } from '../helpers/console-fixtures';
import { auditLog, messages, qualifications, stores } from '../../src/server/db/schema';
import { GET as list } from '../../src/pages/admin/api/qualifications/index';
import { POST as approve } from '../../src/pages/admin/api/qualifications/[id]/approve';
import { POST as reject } from '../../src/pages/admin/api/qualifications/[id]/reject';
import { GET as file } from '../../src/pages/admin/api/qualifications/files/[id]';
import { POST as scope } from '../../src/pages/admin/api/stores/[id]/scope';
import { submitQualification, memberByName, reviewMember } from '../../src/server/qualifications/service';
import { shanghaiToday } from '../../src/lib/time';

let t: TestDb;
let reviewer: TestBrowser;
const PENDING_STORE = 2;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-console-q-'));

beforeAll(async () => {
  process.env.UPLOAD_DIR = uploads;
  t = await createTestDb({ goodsCount: 100 });
  reviewer = await operatorBrowser('reviewer');
});
afterAll(async () => {
  await t?.teardown();
  delete process.env.UPLOAD_DIR;
  fs.rmSync(uploads, { recursive: true, force: true });
});

const idsOf = async (storeId: number) => (await t.db.select().from(qualifications).where(eq(qualifications.storeId, storeId))).sort((a, b) => a.id - b.id);

describe('licence review', () => {
  it("lists the pending member's certificates in the queue", async () => {
    const answer = await reviewer.call(list, '/admin/api/qualifications?list=pending');
    const mine = answer.body.data.filter((r: any) => r.storeId === PENDING_STORE);
    expect(mine.map((r: any) => r.name).sort()).toEqual(['医疗机构执业许可证', '营业执照', '采购人员身份证', '采购委托书'].sort());
  });

  it('refuses a rejection without a reason (422) and records a rejection with template and text', async () => {
    const [first] = await idsOf(PENDING_STORE);
    const none = await reviewer.call(reject, `/admin/api/qualifications/${first!.id}/reject`, { params: { id: String(first!.id) }, body: { template: '', reason: '' } });
    expect(none.status).toBe(422);
    expect(none.body.errors.reason[0]).toBe('请选择或填写驳回原因');
    const done = await reviewer.call(reject, `/admin/api/qualifications/${first!.id}/reject`, {
      params: { id: String(first!.id) },
      body: { template: '证件图片模糊，无法辨认', reason: '请拍摄原件' },
    });
    expect(done.body.code).toBe(10000);
    const [row] = await t.db.select().from(qualifications).where(eq(qualifications.id, first!.id));
    expect(row!.status).toBe('rejected');
    expect(row!.rejectReason).toBe('证件图片模糊，无法辨认；请拍摄原件');
    const [msg] = await t.db.select().from(messages).where(eq(messages.storeId, PENDING_STORE)).orderBy(desc(messages.id)).limit(1);
    expect(msg!.title).toBe('资质审核未通过');
    expect(msg!.body).toContain('请拍摄原件');
    const again = await reviewer.call(approve, `/admin/api/qualifications/${first!.id}/approve`, { params: { id: String(first!.id) }, body: {} });
    expect(again.body.code).toBe(40301);
  });

  it('passes the store once every required certificate is approved, with the validity the reviewer set', async () => {
    const store = PENDING_STORE;
    const [first] = await idsOf(store);
    await t.db.update(qualifications).set({ status: 'pending' }).where(eq(qualifications.id, first!.id)); // the member uploaded again
    const rows = (await idsOf(store)).filter((r) => r.status === 'pending');
    for (const [i, r] of rows.entries()) {
      const body = i === 0 ? { valid_to: '2031-06-30', long_term: '0' } : {};
      const answer = await reviewer.call(approve, `/admin/api/qualifications/${r.id}/approve`, { params: { id: String(r.id) }, body });
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(10000);
      expect(answer.body.data.is_passed).toBe(i === rows.length - 1);
    }
    const [s] = await t.db.select().from(stores).where(eq(stores.id, store));
    expect(s!.isPassed).toBe(true);
    const [firstAfter] = await t.db.select().from(qualifications).where(eq(qualifications.id, rows[0]!.id));
    expect(firstAfter!.validTo).toBe('2031-06-30');
    const [msg] = await t.db.select().from(messages).where(eq(messages.storeId, store)).orderBy(desc(messages.id)).limit(1);
    expect(msg!.title).toBe('资质审核通过');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'qualification.approve'));
    expect(audits.length).toBe(rows.length);
    expect(audits[0]!.before).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(audits[0]!.after).toEqual([expect.objectContaining({ status: 'approved', validTo: '2031-06-30' })]);
  });

  it('serves certificate images to reviewers only and logs every view', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 220, b: 240 } } })
      .png()
      .toBuffer();
    const row = await submitQualification(1, { type: 'gsp', number: 'C-ZJ-99', validFrom: null, validTo: '2030-01-01', longTerm: false, scope: [], originalName: 'gsp.png' }, png);
    const fileId = String(row.fileId);
    const seen = await reviewer.call(file, `/admin/api/qualifications/files/${fileId}`, { params: { id: fileId } });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'qualification.file.view'), eq(auditLog.objectId, fileId)));
    expect(views.length).toBe(1);
    const member = await loginAs('demo', '10.7.1.1');
    expect((await member.call(file, `/admin/api/qualifications/files/${fileId}`, { params: { id: fileId } })).status).toBe(401);
    const goodsOp = await operatorBrowser('merchandiser');
    expect((await goodsOp.call(file, `/admin/api/qualifications/files/${fileId}`, { params: { id: fileId } })).status).toBe(403);
  });

  it('edits the business scope and refuses scopes outside the list', async () => {
    const bad = await reviewer.call(scope, '/admin/api/stores/1/scope', { params: { id: '1' }, body: { scope: ['军火'] } });
    expect(bad.status).toBe(422);
    const good = await reviewer.call(scope, '/admin/api/stores/1/scope', { params: { id: '1' }, body: { scope: ['中成药', '处方药'] } });
    expect(good.body.code).toBe(10000);
    const [lic] = await t.db
      .select()
      .from(qualifications)
      .where(and(eq(qualifications.storeId, 1), eq(qualifications.type, 'drug_license')));
    expect(lic!.scope).toEqual(['中成药', '处方药']);
  });

  it('lists certificates expiring within 30 days and expired ones', async () => {
    const today = shanghaiToday();
    const soon = new Date(Date.parse(`${today}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const [a, b] = (await idsOf(1)).filter((r) => !r.longTerm && r.validTo);
    await t.db.update(qualifications).set({ validTo: soon }).where(eq(qualifications.id, a!.id));
    await t.db.update(qualifications).set({ validTo: past }).where(eq(qualifications.id, b!.id));
    const expiring = await reviewer.call(list, '/admin/api/qualifications?list=expiring');
    const expired = await reviewer.call(list, '/admin/api/qualifications?list=expired');
    expect(expiring.body.data.map((r: any) => r.id)).toContain(a!.id);
    expect(expiring.body.data.map((r: any) => r.id)).not.toContain(b!.id);
    expect(expired.body.data.map((r: any) => r.id)).toContain(b!.id);
  });

  it('the CLI review (qualifications:approve) runs the same rule: pending certificates approved, message sent', async () => {
    const [r] = await idsOf(1);
    await t.db.update(qualifications).set({ status: 'pending' }).where(eq(qualifications.id, r!.id));
    const pending = (await idsOf(1)).filter((q) => q.status === 'pending').length;
    const member = await memberByName('demo');
    const results = await reviewMember(member!.id, { reviewer: 'cli' });
    expect(results[0]).toMatchObject({ storeId: 1, changed: pending, isPassed: true });
    expect((await idsOf(1)).filter((q) => q.status === 'pending')).toEqual([]);
    const [after] = await t.db.select().from(qualifications).where(eq(qualifications.id, r!.id));
    expect(after!.reviewedBy).toBe('cli');
  });
});
