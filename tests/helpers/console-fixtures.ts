/**
 * Console test helpers: a TestBrowser signed in as a demo operator (src/server/seed/operators.ts),
 * and the console endpoint modules found on disk with the permission each declares.
 */
import type { APIRoute } from 'astro';
import { TestBrowser } from './accounts-browser';
import { POST as login } from '../../src/pages/admin/api/login';
import { DEMO_OPERATORS } from '../../src/server/seed/operators';
import type { OperatorRole } from '../../src/server/db/schema';

export const OPERATOR_OF: Record<OperatorRole, (typeof DEMO_OPERATORS)[number]> = Object.fromEntries(DEMO_OPERATORS.map((o) => [o.role, o])) as never;

let ipCounter = 0;

/** A browser signed in as the demo operator of `role`. */
export async function operatorBrowser(role: OperatorRole): Promise<TestBrowser> {
  const b = new TestBrowser(`10.88.0.${++ipCounter}`);
  const op = OPERATOR_OF[role];
  const answer = await b.call(login, '/admin/api/login', { body: { username: op.username, password: op.password } });
  if (answer.body.code !== 10000) throw new Error(`operator login ${op.username}: ${JSON.stringify(answer.body)}`);
  return b;
}

export type ConsoleApi = { file: string; path: string; permission: string | undefined; methods: [string, APIRoute][] };

/** Every console endpoint file: its URL (params filled with 999999), declared permission and handlers. */
export function consoleApis(): ConsoleApi[] {
  // Globbed here, not at load: the helpers also run outside Vite (tests/helpers/hostile-server.ts).
  const modules = import.meta.glob('../../src/pages/admin/api/**/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;
  return Object.entries(modules).map(([file, mod]) => {
    const route = file
      .replace(/^.*src\/pages/, '')
      .replace(/\.ts$/, '')
      .replace(/\/index$/, '');
    return {
      file,
      path: route.replace(/\[[^\]]+\]/g, '999999'),
      permission: mod.permission as string | undefined,
      methods: ['GET', 'POST', 'PUT', 'DELETE'].filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m] as APIRoute]),
    };
  });
}

/** Path params of a console file (every `[name]` → 999999: an object that does not exist). */
export function paramsOf(file: string): Record<string, string> {
  return Object.fromEntries([...file.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1]!.replace(/^\.\.\./, ''), '999999']));
}
