/**
 * `npm run db:backup [file]`: a backup of the running shop's database and uploads (scripts/lib/backup.ts),
 * by default backups/yaocai-<engine>-<time>.tar. Safe while the server runs and takes orders.
 */
import { backup } from './lib/backup';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2] ?? `backups/yaocai-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}-${stamp}.tar`;
const started = performance.now();
const bytes = await backup(file);
console.log(`✔ 备份完成：${file}（${(bytes / 1024 / 1024).toFixed(1)} MB，${((performance.now() - started) / 1000).toFixed(1)} 秒）`);
