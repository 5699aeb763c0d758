import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { loginAs } from '../helpers/accounts-fixtures';
import { GET as base } from '../../src/pages/api/user/base';
import { closeRedis, redis } from '../../src/server/auth/redis';
import { clear, LIMITS, resetLimiters, take, used } from '../../src/server/limits';
import { redisSessionDriver } from '../../src/server/auth/session-driver';
import { authSessions } from '../../src/server/db/schema';

/** With REDIS_URL set, sessions and rate-limit counters live in Redis (shared by app instances). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const reachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = net.connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ goodsCount: 100 });
  process.env.REDIS_URL = REDIS_URL;
  resetLimiters();
});
afterAll(async () => {
  delete process.env.REDIS_URL;
  resetLimiters();
  await closeRedis();
  await t?.teardown();
});

describe.skipIf(!reachable)(`Redis-backed sessions and limits (${process.env.TEST_DB} database)`, () => {
  it('counts limits in Redis with an expiry', async () => {
    const subject = `redis-test-${Date.now()}`;
    expect(await take(LIMITS.smsPerIp, subject)).toBe(1);
    expect(await take(LIMITS.smsPerIp, subject)).toBe(2);
    expect(await used(LIMITS.smsPerIp, subject)).toBe(2);
    const keys = await (await redis()).keys(`yaocai:rl:sms:ip:${subject}`);
    expect(keys).toHaveLength(1);
    expect(await (await redis()).pttl(keys[0])).toBeGreaterThan(0);
    await clear(LIMITS.smsPerIp, subject);
    expect(await used(LIMITS.smsPerIp, subject)).toBe(0);
  });

  it('stores sessions in Redis, not in the database', async () => {
    const driver = redisSessionDriver();
    await driver.setItem('unit-key', '[{"a":1}]');
    expect(await driver.getItem('unit-key')).toBe('[{"a":1}]');
    await driver.removeItem('unit-key');
    expect(await driver.getItem('unit-key')).toBeNull();
    const before = (await t.db.select().from(authSessions)).length;
    const b = await loginAs('demo', '10.7.0.1');
    expect((await b.call(base, '/api/user/base')).body.data.is_login).toBe(1);
    expect(await (await redis()).exists(`yaocai:sess:${b.sessionId}`)).toBe(1);
    expect((await t.db.select().from(authSessions)).length).toBe(before);
  });
});
