import type { Redis } from 'ioredis';

/**
 * Carries cache invalidations between app instances: a Redis pub/sub channel when REDIS_URL is
 * set (pub/sub needs connections of its own), nothing otherwise (one instance; the TTLs still
 * bound staleness if a message is lost).
 */
/** The channel; REDIS_PREFIX (see ../auth/redis.ts) keeps deployments sharing one Redis apart. */
export const invalidationChannel = () => `${process.env.REDIS_PREFIX ?? ''}yaocai:cache:invalidate`;
const KEY = Symbol.for('yaocai.cache.bus');
type Bus = { instance: string; pub: Promise<Redis>; sub: Promise<Redis> };

function bus(): Bus | null {
  if (!process.env.REDIS_URL) return null;
  const holder = globalThis as { [KEY]?: Bus };
  holder[KEY] ??= {
    instance: `${process.pid}-${Math.random().toString(36).slice(2)}`,
    pub: connect(),
    sub: connect(),
  };
  return holder[KEY];
}

async function connect(): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  const client = new Client(process.env.REDIS_URL!, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  client.on('error', () => {}); // reconnects by itself; the TTLs cover the gap
  return client;
}

const pending = new Set<Promise<unknown>>();

export function publishInvalidation(scope: string): void {
  const b = bus();
  if (!b) return;
  const sent = b.pub.then((client) => client.publish(invalidationChannel(), `${b.instance} ${scope}`)).catch(() => {});
  pending.add(sent);
  void sent.finally(() => pending.delete(sent));
}

/**
 * Waits (at most `timeoutMs`) until the invalidations published so far have reached Redis: a
 * short-lived process (the admin CLI) calls it before it exits so running servers drop their caches.
 */
export async function flushInvalidations(timeoutMs = 3_000): Promise<void> {
  if (!pending.size) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([Promise.allSettled([...pending]), timeout]);
  clearTimeout(timer);
}

export function onRemoteInvalidation(handler: (scope: string) => void): void {
  const b = bus();
  if (!b) return;
  void b.sub
    .then(async (client) => {
      client.on('message', (channel: string, message: string) => {
        if (channel !== invalidationChannel()) return;
        const [from, scope] = message.split(' ');
        if (from !== b.instance && scope) handler(scope);
      });
      await client.subscribe(invalidationChannel());
    })
    .catch(() => {});
}

export async function closeBus(): Promise<void> {
  const holder = globalThis as { [KEY]?: Bus };
  const b = holder[KEY];
  holder[KEY] = undefined;
  if (!b) return;
  for (const c of [b.pub, b.sub]) (await c.catch(() => null))?.disconnect();
}
