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
    return new Client(process.env.REDIS_URL!, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false, keyPrefix: process.env.REDIS_PREFIX || undefined });
  })();
  return holder[KEY];
}

export async function closeRedis(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  holder[KEY] = undefined;
  if (pending) (await pending).disconnect();
}
