import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. The server
 * holds this lock file while it runs; scripts refuse to touch the directory meanwhile.
 */
function lockPath(): string | null {
  if (process.env.DATABASE_URL) return null;
  return path.resolve(process.env.DATA_DIR || './data', 'server.pid');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function assertDataDirFree(): void {
  const file = lockPath();
  if (!file || !fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  if (pid && pid !== process.pid && alive(pid)) {
    console.error(`✖ 数据目录正被运行中的服务器 (pid ${pid}) 使用，请先停止 npm start。(the embedded database is in use)`);
    process.exit(1);
  }
}

export function holdDataDir(): () => void {
  const file = lockPath();
  if (!file) return () => {};
  assertDataDirFree();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}
