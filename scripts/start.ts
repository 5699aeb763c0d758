/**
 * `npm start`: everything a newcomer needs in one command (see scripts/lib/serve.ts), run under a
 * small supervisor that restarts the server when it dies (scripts/lib/supervisor.ts).
 * SUPERVISOR=off serves in this process.
 */
import { fileURLToPath } from 'node:url';
import { serve } from './lib/serve';
import { supervise } from './lib/supervisor';

if (process.env.YAOCAI_SUPERVISED === '1' || process.env.SUPERVISOR === 'off') await serve();
else supervise(fileURLToPath(import.meta.url));
