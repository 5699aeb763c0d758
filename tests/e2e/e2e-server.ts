/**
 * The e2e server: exactly `npm start` (scripts/lib/serve.ts: port, build, migrate, seed, serve)
 * plus the test-only operator hook, so specs can ship and deliver orders like an operator would.
 */
import path from 'node:path';
import { serve } from '../../scripts/lib/serve';
import { operatorHook } from './operator-hook';

// The JSON log lines go to a file of the run (tests/e2e/ops-logs.spec.ts reads it), not into Playwright's output.
process.env.LOG_FILE ??= path.resolve(process.env.DATA_DIR || '.e2e-data', 'server.log');
await serve(operatorHook);
