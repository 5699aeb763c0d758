import type http from 'node:http';
import { runOrderCommand } from '../../src/server/orders/admin-commands';
import { SELF_SERVICE_COMMANDS, runSelfServiceCommand } from '../../src/server/self-service/admin-commands';
import { runPointsCommand } from '../../src/server/points-mall/admin-commands';
import { invalidateCaches } from '../../src/server/cache/memo';
import { db } from '../../src/server/db/client';
import { members, stores } from '../../src/server/db/schema';
import { insertApprovedMember } from '../../src/server/seed/approved-member';
import { eq } from 'drizzle-orm';

/**
 * Test-only operator hook for e2e launchers: POST /__e2e/operator {args: [...]} runs the order
 * commands of `npm run admin -- …` in the server's process (PGlite is single-process, so the CLI
 * cannot run beside the server). Only these launchers install it; `npm start` never does.
 */
export function operatorHook(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.method !== 'POST' || (req.url !== '/__e2e/operator' && req.url !== '/__e2e/member')) return false;
  (req.url === '/__e2e/member' ? member(req, res) : run(req, res)).catch((error) => {
    res.writeHead(500);
    res.end(String(error));
  });
  return true;
}

async function body<T>(req: http.IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as T;
}

/** Fresh members get phones 166…: a per-server start plus a counter, never a seeded or registered one. */
let nextPhone = 16_600_000_000 + (Date.now() % 50_000_000);

/**
 * POST /__e2e/member {username?, show_youx?}: an approved member ready to buy (src/server/seed/approved-member.ts),
 * password Demo@123456. With a username it is made once and found after (the extra demo members of the
 * spec groups); without one, a new member each call. Answers {username, phone, company}.
 */
async function member(req: http.IncomingMessage, res: http.ServerResponse) {
  const { username, show_youx } = await body<{ username?: string; show_youx?: boolean }>(req);
  const conn = await db();
  const [found] = username ? await conn.select().from(members).where(eq(members.username, username)) : [];
  let made = found && { username: found.username, phone: found.phone };
  if (!made) {
    const phone = String(nextPhone++);
    const name = username ?? `e2e${phone.slice(-8)}`;
    const m = { username: name, phone, name: '测试采购员', company: `${name} 测试大药房有限公司` };
    await conn.transaction(async (tx) => {
      const { storeId } = await insertApprovedMember(tx, m);
      // A store not shown the 优选 zone (is_show_youx 0; stores have it by default).
      if (show_youx === false) await tx.update(stores).set({ isShowYoux: false }).where(eq(stores.id, storeId));
    });
    invalidateCaches();
    made = m;
  }
  const [row] = await conn.select({ company: stores.company }).from(stores).innerJoin(members, eq(members.activeStoreId, stores.id)).where(eq(members.username, made.username));
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ username: made.username, phone: made.phone, company: row!.company }));
}

async function run(req: http.IncomingMessage, res: http.ServerResponse) {
  const { args } = await body<{ args: string[] }>(req);
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
