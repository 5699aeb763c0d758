/**
 * Issue 32: the e2e server's JSON log (tests/e2e/e2e-server.ts writes it to <data dir>/server.log)
 * has a line per request with its id, route, status and duration, and no password, code, token,
 * session cookie or full phone number of any request of the run so far; /metrics counts it by route.
 * The same checks over the whole run's log, and every series of /metrics, run after it: ./global-teardown.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { originHeader } from './demo-api';

const LOG = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data', 'server.log');
const PHONE = '13912345678';
const PASSWORD = 'Wr0ng#Secret-9Qz';
const TOKEN = 'tok3nSecretValue77';

test('request logs carry ids and no secrets; /metrics lists the series', async ({ request }) => {
  const login = await request.post('/api/user/login', { form: { type: 'password', account: PHONE, password: PASSWORD }, headers: originHeader() });
  const loginId = login.headers()['x-request-id'];
  expect(loginId).toMatch(/^[0-9a-f]{16}$/);
  const sms = await request.post('/api/user/login', { form: { type: 'sms', account: PHONE, code: '246810' }, headers: originHeader() });
  const withToken = await request.get(`/api/focus/common?token=${TOKEN}`);
  expect(withToken.ok()).toBe(true);
  const ids = [loginId, sms.headers()['x-request-id'], withToken.headers()['x-request-id']];

  // Each request's line is written when its answer ends.
  await expect.poll(() => ids.every((id) => fs.readFileSync(LOG, 'utf8').includes(`"req_id":"${id}"`))).toBe(true);
  const text = fs.readFileSync(LOG, 'utf8');
  const lines = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const login1 = lines.find((l) => l.req_id === loginId)!;
  expect(login1).toMatchObject({ method: 'POST', route: '/api/user/login', path: '/api/user/login' });
  expect(typeof login1.status).toBe('number');
  expect(typeof login1.duration_ms).toBe('number');
  // Nothing secret of this spec, nor the demo member's and operator's passwords used by the whole run.
  for (const secret of [PASSWORD, PHONE, TOKEN, 'Demo@123456', 'yaocai_sid=', 'Bearer ']) expect(text, secret).not.toContain(secret);
  // The code as a number of its own (its digits may well occur inside a timestamp or a hex request id).
  expect(text).not.toMatch(/(?<![0-9a-zA-Z])246810(?![0-9a-zA-Z])/);
  expect(text).not.toMatch(/(?<![0-9a-zA-Z])1[3-9]\d{9}(?![0-9a-zA-Z])/);

  const metrics = await request.get('/metrics');
  expect(metrics.headers()['cache-control']).toBe('no-store');
  // Counted under its route pattern; every other series is checked after the whole run (./global-teardown.ts).
  expect(await metrics.text()).toMatch(/^yaocai_http_requests_total\{route="\/api\/user\/login",method="POST",status="\d+"\} [1-9]/m);
  const ready = await request.get('/readyz');
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok', shutdown: 'ok' });
});
