/**
 * A healthy Redis answer is never taken for a timeout because our own event loop was busy
 * (patches/ioredis+6.0.0.patch). On a loaded host a worker can be stuck for seconds in one turn of its
 * loop (a first request loading modules, a big render); Node then runs the expired command timer before
 * it reads the socket where the answer already waits, and the member got 「登录服务暂时不可用」 (503)
 * from a Redis that had answered in a millisecond (test:rolling, before any restart). A Redis that does
 * not answer still fails within the bound: `npm run test:faults` stops Redis and expects the 503.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';

const URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOUND_MS = 200;

/** Keeps the loop busy (as a synchronous render or module load would) for `ms`. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe.runIf(process.env.TEST_DB === 'postgres')('Redis command bound and a busy event loop', () => {
  const client = new Redis(URL, { commandTimeout: BOUND_MS, maxRetriesPerRequest: 1, lazyConnect: true });
  afterAll(() => client.disconnect());

  it('an answer that arrived while the loop was busy past the bound is read, not timed out', async () => {
    await client.connect();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const pending = client.ping(`busy-${i}`).then(
        (value) => value,
        (error: Error) => error.message,
      );
      busy(BOUND_MS * 3);
      answers.push(await pending);
    }
    expect(answers).toEqual(['busy-0', 'busy-1', 'busy-2', 'busy-3', 'busy-4']);
  });
});
