/**
 * `npm run db:restore <file>`: a backup of `npm run db:backup` into an EMPTY database (DATABASE_URL, or
 * DATA_DIR for the embedded one) and an empty uploads directory; refuses anything else. Then `npm start`.
 */
import { restore } from './lib/backup';

const file = process.argv[2];
if (!file) {
  console.error('用法：npm run db:restore <备份文件>  (usage: npm run db:restore <file>)');
  process.exit(2);
}
const started = performance.now();
try {
  const manifest = await restore(file);
  console.log(`✔ 已恢复 ${manifest.engine} 备份（开始于 ${manifest.startedAt}），用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
