/**
 * setupFiles of the integration projects whose files share a worker's module graph (vitest.config.ts,
 * isolate: false): runs before every file, so a file starts as it would in a process of its own —
 * the environment the worker started with (a file that set UPLOAD_DIR or a limit and did not put it
 * back changes nothing for the next), the memory caches off and empty, no rate limiter kept from the
 * last file's database, the real clock and SMS provider, no spy left. Files that replace modules
 * (vi.mock) or need module state read at import keep a process of their own (OWN_PROCESS in
 * vitest.config.ts).
 */
import { vi } from 'vitest';
import { enableCaches } from '../../src/server/cache/memo';
import { resetLimiters } from '../../src/server/limits';
import { setSmsProvider } from '../../src/server/sms/provider';

const KEY = Symbol.for('yaocai.test.worker-env');
const holder = globalThis as { [KEY]?: Record<string, string | undefined> };
const started = (holder[KEY] ??= { ...process.env });
for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
Object.assign(process.env, started);
enableCaches(false);
resetLimiters();
setSmsProvider(null);
vi.useRealTimers();
vi.restoreAllMocks();
