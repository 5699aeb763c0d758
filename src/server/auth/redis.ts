import type { Redis } from 'ioredis';

const KEY = Symbol.for('yaocai.redis');
type Holder = { [KEY]?: Promise<Redis> };

/** Whether shared state (sessions, rate limits) lives in Redis: REDIS_URL is set. */
export function redisEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.REDIS_URL);
}

/** The process-wide Redis connection, opened on first use from REDIS_URL. */
export function redis(): Promise<Redis> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const { Redis: Client } = await import('ioredis');
    // REDIS_PREFIX: put before every key (sessions, rate limits), for deployments or test runs sharing one Redis.
    // Redis away: a command fails within REDIS_COMMAND_TIMEOUT_MS (default 5 s; reconnect attempts at most
    // 1 s apart), so a member's request answers 503 instead of hanging (src/server/ops/unavailable.ts). Not
    // lower: on a starved host a healthy Redis answer can take over 2 s, and that would be a false 503
    // (nor is an answer that waits unread behind a busy loop taken for a timeout: patches/ioredis+6.0.0.patch).
    const bound = Number(process.env.REDIS_COMMAND_TIMEOUT_MS);
    return new Client(process.env.REDIS_URL!, {
      maxRetriesPerRequest: 1,
      commandTimeout: bound > 0 ? bound : 5_000,
      retryStrategy: (times: number) => Math.min(times * 200, 1_000),
      enableOfflineQueue: true,
      lazyConnect: false,
      keyPrefix: process.env.REDIS_PREFIX || undefined,
    });
  })();
  return holder[KEY];
}

export async function closeRedis(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  holder[KEY] = undefined;
  if (pending) (await pending).disconnect();
}
