/**
 * The e2e server: exactly `npm start` (scripts/lib/serve.ts: port, build, migrate, seed, serve)
 * plus the test-only operator hook, so specs can ship and deliver orders like an operator would.
 */
import { serve } from '../../scripts/lib/serve';
import { operatorHook } from './operator-hook';

await serve(operatorHook);
