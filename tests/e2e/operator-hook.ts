import type http from 'node:http';
import { runOrderCommand } from '../../src/server/orders/admin-commands';
import { SELF_SERVICE_COMMANDS, runSelfServiceCommand } from '../../src/server/self-service/admin-commands';
import { runPointsCommand } from '../../src/server/points-mall/admin-commands';
import { invalidateCaches } from '../../src/server/cache/memo';

/**
 * Test-only operator hook for e2e launchers: POST /__e2e/operator {args: [...]} runs the order
 * commands of `npm run admin -- …` in the server's process (PGlite is single-process, so the CLI
 * cannot run beside the server). Only these launchers install it; `npm start` never does.
 */
export function operatorHook(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'POST' || req.url !== '/__e2e/operator') return false;
  run(req, res).catch((error) => {
    res.writeHead(500);
    res.end(String(error));
  });
  return true;
}

async function run(req: http.IncomingMessage, res: http.ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const { args } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { args: string[] };
  const [command, ...rest] = args;
  const option = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));
  const lines: string[] = [];
  const run = (SELF_SERVICE_COMMANDS as readonly string[]).includes(command!) ? runSelfServiceCommand : command!.startsWith('points-orders:') ? runPointsCommand : runOrderCommand;
  const code = await run(
    command!,
    positional,
    option,
    (l) => lines.push(l),
    (l) => lines.push(l),
  );
  invalidateCaches(); // an operator's write shows at once, as from the console
  res.writeHead(code === 0 ? 200 : 400, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, out: lines.join('\n') }));
}
