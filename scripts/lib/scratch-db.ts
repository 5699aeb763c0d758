import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A throw-away PostgreSQL database: its connection URL, and `drop()` to remove it at the end of the run. */
export type ScratchDb = { name: string; url: string; drop: () => Promise<void> };

/**
 * Creates `<prefix>_<8 random hex>` on the server of `adminUrl` (same host and credentials), so runs
 * at the same time never share a database. `drop()` forces out connections still open (a killed
 * server's pool). `template`: a copy of that database (nobody may be connected to it). `asyncCommit`: see below.
 * Throws when the server cannot be reached or refuses to create it.
 */
export async function createScratchDb(adminUrl: string, prefix: string, options: { connectTimeout?: number; template?: string; asyncCommit?: boolean } = {}): Promise<ScratchDb> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, ...(options.connectTimeout ? { connect_timeout: options.connectTimeout } : {}) });
  try {
    await admin.unsafe(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
    // A commit that does not wait for its WAL to reach the disk: for throw-away test databases, where a
    // server crash losing the last commits does not matter and each fsync costs the suite (a few ms, far more on a busy disk).
    if (options.asyncCommit) await admin.unsafe(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
