/**
 * The notice job, once per process: delivers queued notice SMS (every 30 s), checks 降价通知 against
 * today's prices (every NOTICE_PRICE_SWEEP_MS, default 5 min) and prunes the 常看 log. Each step is
 * safe with several instances (SKIP LOCKED, conditional UPDATEs). Not under tests, which call the steps.
 */
import { runJob } from '../ops/lifecycle';
import { deliverNoticeSms } from './notice-sms';
import { checkPriceDrops } from './price-drops';
import { pruneViews } from './views';

const KEY = Symbol.for('yaocai.noticeJobs');
type Holder = { [KEY]?: ReturnType<typeof setInterval> };
const PRICE_EVERY_MS = Number(process.env.NOTICE_PRICE_SWEEP_MS) > 0 ? Number(process.env.NOTICE_PRICE_SWEEP_MS) : 300_000;

export function ensureNoticeJobs(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST || process.env.NOTICE_JOBS === 'off') return;
  let last = 0;
  const run = () =>
    void runJob(
      'notices',
      async () => {
        if (Date.now() - last >= PRICE_EVERY_MS) {
          last = Date.now();
          await checkPriceDrops();
          await pruneViews();
        }
        return deliverNoticeSms();
      },
      { idleLevel: 'debug' },
    );
  holder[KEY] = setInterval(run, 30_000);
  holder[KEY].unref?.();
  run();
}
