/**
 * The console's 系统对接 page endpoints (issue 28): only 管理员 creates/revokes keys; the secret is in
 * the create answer once and works on the open API; revoking ends it at once; 重新投递 re-queues a
 * delivery; every action is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { operatorBrowser } from '../helpers/console-fixtures';
import type { TestBrowser } from '../helpers/accounts-browser';
import { apiKeys, auditLog } from '../../src/server/db/schema';
import { keyOfSecret } from '../../src/server/integration/keys';
import { listSubscriptions, recentDeliveries } from '../../src/server/integration/console';
import { POST as create } from '../../src/pages/admin/api/integrations/keys/index';
import { POST as revoke } from '../../src/pages/admin/api/integrations/keys/[id]/revoke';
import { POST as replay } from '../../src/pages/admin/api/integrations/deliveries/[id]/replay';
import { GET as reference } from '../../src/pages/admin/api/integrations/reference';
import { GET as referenceJs } from '../../src/pages/admin/api/integrations/reference.js';

let t: TestDb;
let admin: TestBrowser;
let merch: TestBrowser;

beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  [admin, merch] = await Promise.all([operatorBrowser('admin'), operatorBrowser('merchandiser')]);
});
afterAll(async () => {
  await t?.teardown();
});

describe('系统对接 console', () => {
  it('creates a key with scopes and an IP allow-list (secret shown once), revokes it; others get 403; all audited', async () => {
    const path = '/admin/api/integrations/keys';
    expect((await merch.call(create, path, { body: { name: 'ERP', scopes: ['orders:read'] } })).status).toBe(403);
    const bad = await admin.call(create, path, { body: { name: '', scopes: ['nope'], ips: '1.2.3' } });
    expect(bad.status).toBe(422);
    expect((await t.db.select().from(apiKeys)).length).toBe(0);

    const made = await admin.call(create, path, { body: { name: '金蝶 ERP', scopes: ['orders:read', 'goods:write'], ips: '10.0.0.0/8, 1.2.3.4', rate: '120' } });
    expect(made.body.code).toBe(10000);
    const { id, secret } = made.body.data as { id: number; secret: string };
    expect(made.body.msg).toContain(secret);
    const key = await keyOfSecret(secret);
    expect(key).toMatchObject({ id, scopes: ['goods:write', 'orders:read'], ipAllow: ['10.0.0.0/8', '1.2.3.4'], ratePerMinute: 120 });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(JSON.stringify(row)).not.toContain(secret);

    const params = { id: String(id) };
    expect((await merch.call(revoke, `${path}/${id}/revoke`, { params })).status).toBe(403);
    expect((await admin.call(revoke, `${path}/${id}/revoke`, { params })).body.code).toBe(10000);
    expect(await keyOfSecret(secret)).toBeNull();
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'api_key'), eq(auditLog.objectId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['apikey.create', 'apikey.revoke']);
  });

  it('lists subscriptions and deliveries; 重新投递 of an unknown delivery changes nothing', async () => {
    expect(await listSubscriptions()).toEqual([]);
    expect(await recentDeliveries()).toEqual([]);
    const answer = await admin.call(replay, '/admin/api/integrations/deliveries/999/replay', { params: { id: '999' } });
    expect(answer.body.data).toEqual({ id: 999, queued: false });
    expect((await merch.call(replay, '/admin/api/integrations/deliveries/999/replay', { params: { id: '999' } })).status).toBe(403);
  });
});

describe('API reference', () => {
  it('serves the bundled viewer (no CDN) for /api/open/v1/openapi.json to 管理员 only', async () => {
    const page = await admin.call(reference, '/admin/api/integrations/reference');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('/api/open/v1/openapi.json');
    const js = await admin.call(referenceJs, '/admin/api/integrations/reference.js');
    expect(js.status).toBe(200);
    expect((await merch.call(reference, '/admin/api/integrations/reference')).status).toBe(403);
  });
});
