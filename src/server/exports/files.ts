import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { resolveKey, uploadRoot } from '../qualifications/files';
import { expireJobs, keysInUse } from './jobs';

/**
 * Export files under the upload root (`exports/<job>-<claim>.<ext>`): written to a `.part` file and
 * renamed when complete, read back for the download, swept when old or when no job points to them.
 */
const DIR = 'exports';

/** How long a finished export can be downloaded. */
export const KEEP_MS = 24 * 3_600_000;

export const exportKey = (jobId: number, claim: string, ext: string) => `${DIR}/${jobId}-${claim}.${ext}`;

/** Runs `write` into the file of `key` (a .part until it resolves); nothing is left behind on failure. */
export async function writeExportFile(key: string, write: (out: Writable) => Promise<number>): Promise<number> {
  const target = resolveKey(key);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.part`;
  const out = fs.createWriteStream(temp, { mode: 0o600 });
  try {
    const rows = await write(out);
    if (!out.writableFinished) await new Promise<void>((resolve, reject) => out.once('finish', resolve).once('error', reject));
    await fsp.rename(temp, target);
    return rows;
  } catch (error) {
    out.destroy();
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

export async function removeExportFile(key: string): Promise<void> {
  await fsp.rm(resolveKey(key), { force: true });
}

/** The finished file of `key` as a stream and its size, or null when it is gone. */
export async function openExportFile(key: string): Promise<{ stream: fs.ReadStream; size: number } | null> {
  const full = resolveKey(key);
  try {
    const { size } = await fsp.stat(full);
    return { stream: fs.createReadStream(full), size };
  } catch {
    return null;
  }
}

/**
 * The sweep (safe with several instances: removing a file twice is harmless): jobs finished more
 * than {@link KEEP_MS} ago expire and lose their file, and any file in the folder older than an
 * hour that no job points to (a `.part` of a worker that died, a file of a lost lease) is removed.
 * Returns how many files went.
 */
export async function sweepExports(now = new Date()): Promise<number> {
  const expired = await expireJobs(new Date(now.getTime() - KEEP_MS));
  for (const key of expired) await removeExportFile(key);
  const dir = path.join(uploadRoot(), DIR);
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const keys = names.map((n) => `${DIR}/${n}`);
  const used = await keysInUse(keys);
  let removed = expired.length;
  for (const key of keys) {
    if (used.has(key)) continue;
    const stat = await fsp.stat(resolveKey(key)).catch(() => null);
    if (!stat || now.getTime() - stat.mtimeMs < 3_600_000) continue;
    await removeExportFile(key);
    removed += 1;
  }
  return removed;
}
