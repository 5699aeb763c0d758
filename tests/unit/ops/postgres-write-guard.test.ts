/**
 * The server survives postgres.js writing to a connection PostgreSQL just closed (scripts/lib/postgres-write-guard.ts),
 * and still ends on any other uncaught exception. Each case runs in a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function run(throwing: string): { status: number | null; output: string } {
  const code = `
    const { absorbPostgresClosedSocketWrites } = await import('./scripts/lib/postgres-write-guard.ts');
    absorbPostgresClosedSocketWrites();
    setImmediate(() => { ${throwing} });
    setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('postgres.js closed-socket write guard', () => {
  it('absorbs the TypeError thrown from postgres.js connection.js and keeps serving', () => {
    const r = run(
      `const e = new TypeError("Cannot read properties of null (reading 'write')"); e.stack = e.message + '\\n    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)'; throw e;`,
    );
    expect(r.output).toContain('still serving');
    expect(r.output).toContain('absorbed');
    expect(r.status).toBe(0);
  });

  it('ends the process on any other uncaught exception', () => {
    const r = run(`throw new TypeError("Cannot read properties of null (reading 'write')");`);
    expect(r.output).not.toContain('still serving');
    expect(r.status).toBe(1);
  });
});
