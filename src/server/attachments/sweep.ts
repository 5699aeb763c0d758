import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { queryRows } from '../db/rows';
import { resolveKey, uploadRoot } from '../qualifications/files';
import { removeUploads } from './quota';

/**
 * The sweep of uploaded files no row references (a request that failed after writing, a worker that
 * died between the file and its row): every file under a member-upload folder older than
 * {@link GRACE_MS} that no certificate, 含麻 receipt, return, wanted request, feedback or invoice
 * names is removed. Safe with several instances: the grace period keeps a file being written
 * (its row not yet committed) and removing a file twice is harmless.
 */
export const GRACE_MS = 3_600_000;
const FOLDERS = ['qualifications', 'wanted', 'feedback', 'invoices'];

/** Which of `keys` a row still names. */
async function referenced(keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const list = sql.join(
    keys.map((k) => sql`(${k})`),
    sql`, `,
  );
  const rows = await queryRows<{ k: string }>(
    await db(),
    sql`select k.k from (values ${list}) as k(k)
        where exists (select 1 from qualification_files f where f.storage_key = k.k)
           or exists (select 1 from orders o where o.receipt_file = k.k)
           or exists (select 1 from order_returns r where r.photos @> jsonb_build_array(k.k))
           or exists (select 1 from wanted_requests w where w.photo = k.k)
           or exists (select 1 from feedback b where b.images @> jsonb_build_array(k.k))
           or exists (select 1 from invoices i where i.file = k.k)`,
  );
  return new Set(rows.map((r) => r.k));
}

/** Removes unreferenced files older than the grace period; returns their keys. */
export async function sweepUploads(now = new Date()): Promise<string[]> {
  const root = uploadRoot();
  const removed: string[] = [];
  for (const folder of FOLDERS) {
    for (const owner of await fs.readdir(path.join(root, folder)).catch(() => [] as string[])) {
      const names = await fs.readdir(path.join(root, folder, owner)).catch(() => [] as string[]);
      const candidates: string[] = [];
      for (const name of names) {
        const key = `${folder}/${owner}/${name}`;
        const stat = await fs.stat(resolveKey(key)).catch(() => null);
        if (stat?.isFile() && now.getTime() - stat.mtimeMs > GRACE_MS) candidates.push(key);
      }
      const kept = await referenced(candidates);
      const orphans = candidates.filter((k) => !kept.has(k));
      await removeUploads(orphans); // member files give their bytes back to the store's quota
      removed.push(...orphans);
    }
  }
  return removed;
}

const KEY = Symbol.for('yaocai.uploadSweep');
type Holder = { [KEY]?: ReturnType<typeof setInterval> };

/** Sweeps hourly (first a minute after start); not under tests, which sweep themselves. */
export function ensureUploadSweep(): void {
  const holder = globalThis as Holder;
  if (holder[KEY] || process.env.VITEST) return;
  const run = () => {
    sweepUploads()
      .then((gone) => gone.length && console.log(`[uploads] removed ${gone.length} unreferenced files`))
      .catch((error) => console.error('[uploads] sweep failed:', error));
  };
  holder[KEY] = setInterval(run, GRACE_MS);
  holder[KEY].unref?.();
  setTimeout(run, 60_000).unref();
}
