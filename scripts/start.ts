/**
 * `npm start`: everything a newcomer needs in one command (see scripts/lib/serve.ts), run under a
 * small supervisor that restarts the server when it dies (scripts/lib/supervisor.ts).
 * SUPERVISOR=off serves in this process.
 *
 * Each side imports only what it runs: the supervisor never loads the server's module graph (that
 * doubled every start's time, which the start-up tests pay six times over).
 */
import { fileURLToPath } from 'node:url';

if (process.env.YAOCAI_SUPERVISED === '1' || process.env.SUPERVISOR === 'off') await (await import('./lib/serve')).serve();
else (await import('./lib/supervisor')).supervise(fileURLToPath(import.meta.url));
