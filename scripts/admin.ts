/**
 * Operator commands (there is no back office yet):
 *
 *   npm run admin -- qualifications:list [--status pending|approved|rejected|all]
 *   npm run admin -- qualifications:approve <username|phone> [--store <id>]
 *   npm run admin -- qualifications:approve <username|phone> --reject "原因"
 *   npm run admin -- sms:outbox [phone]          (development SMS provider's outbox)
 *   npm run admin -- orders:… / returns:… / wallet:credit / credit:set-limit   (src/server/orders/admin-commands.ts)
 *   npm run admin -- wanted:… / invoices:… / feedback:… / chat:…   (src/server/self-service/admin-commands.ts)
 *   npm run admin -- points-orders:list|ship|deliver|cancel                    (src/server/points-mall/admin-commands.ts)
 *   npm run admin -- finance:check / transfers:confirm / transfers:import     (src/server/payments/admin-commands.ts)
 *   npm run admin -- apikey:create|list|revoke                                (src/server/integration/admin-commands.ts)
 *
 * With the embedded database, stop `npm start` first (PGlite is single-process); with
 * DATABASE_URL it runs beside the server, and with REDIS_URL a write command's cache invalidation
 * reaches the running servers (Redis pub/sub, src/server/cache/bus.ts).
 */
import { configFromEnv, openDb, setDbHandle } from '../src/server/db/client';
import { migrateDb } from '../src/server/db/migrate';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../src/server/db/schema';
import { memberByName, pendingReviews, reviewMember } from '../src/server/qualifications/service';
import { assertDataDirFree } from './lib/data-lock';
import { ORDER_COMMANDS, ORDER_USAGE, runOrderCommand } from '../src/server/orders/admin-commands';
import { refundThroughChannel } from '../src/server/payments/channel-refund';
import { tty } from '../src/lib/terminal';
import { SELF_SERVICE_COMMANDS, SELF_SERVICE_USAGE, runSelfServiceCommand } from '../src/server/self-service/admin-commands';
import { WALLET_COMMANDS, WALLET_USAGE, runWalletCommand } from '../src/server/wallet/admin-commands';
import { POINTS_COMMANDS, POINTS_USAGE, runPointsCommand } from '../src/server/points-mall/admin-commands';
import { FINANCE_COMMANDS, FINANCE_USAGE, runFinanceCommand } from '../src/server/payments/admin-commands';
import { closeBus, flushInvalidations, invalidateCaches } from '../src/server/cache/memo';
import { APIKEY_COMMANDS, APIKEY_USAGE, runApiKeyCommand } from '../src/server/integration/admin-commands';

/** Commands that only read; every other one writes, so running servers must drop their caches after it. */
const READ_ONLY = (c: string) => c.endsWith(':list') || c === 'sms:outbox' || c === 'finance:check';

const [command, ...rest] = process.argv.slice(2);

function option(name: string): string | undefined {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
}
const positional = rest.filter((arg, i) => !arg.startsWith('--') && !(i > 0 && rest[i - 1]!.startsWith('--')));

function usage(): never {
  console.log(`用法：
  npm run admin -- qualifications:list [--status pending|approved|rejected|all]
  npm run admin -- qualifications:approve <用户名或手机号> [--store 门店ID] [--reject "驳回原因"]
  npm run admin -- sms:outbox [手机号]
${ORDER_USAGE}
${SELF_SERVICE_USAGE}
${WALLET_USAGE}
${POINTS_USAGE}
${FINANCE_USAGE}
${APIKEY_USAGE}`);
  process.exit(command ? 1 : 0);
}

if (
  !command ||
  ![
    ...['qualifications:list', 'qualifications:approve', 'sms:outbox'],
    ...ORDER_COMMANDS,
    ...SELF_SERVICE_COMMANDS,
    ...WALLET_COMMANDS,
    ...POINTS_COMMANDS,
    ...FINANCE_COMMANDS,
    ...APIKEY_COMMANDS,
  ].includes(command)
)
  usage();

assertDataDirFree();
const handle = await openDb(configFromEnv());
setDbHandle(handle);
let exitCode = 0;
try {
  await migrateDb(handle);
  if ((ORDER_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runOrderCommand(command, positional, option, console.log, console.error, refundThroughChannel);
  } else if ((SELF_SERVICE_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runSelfServiceCommand(command, positional, option);
  } else if ((WALLET_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runWalletCommand(command, positional, option);
  } else if ((POINTS_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runPointsCommand(command, positional, option);
  } else if ((FINANCE_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runFinanceCommand(command, positional, option);
  } else if ((APIKEY_COMMANDS as readonly string[]).includes(command)) {
    exitCode = await runApiKeyCommand(command, positional, option);
  } else if (command === 'qualifications:list') {
    const status = (option('status') ?? 'pending') as 'pending' | 'approved' | 'rejected' | 'all';
    const rows = await pendingReviews(status);
    if (!rows.length) console.log(status === 'pending' ? '没有待审核的资质证件。' : '没有符合条件的资质证件。');
    for (const r of rows) {
      console.log(
        tty`#${r.id}\t${r.status}\t${r.member} (${r.phone})\t门店${r.storeId} ${r.company}（${r.companyType}）\t${r.type} ${r.number}\t有效期至 ${r.validTo}\t${r.isPassed ? '门店已通过' : '门店未通过'}`,
      );
    }
  } else if (command === 'qualifications:approve') {
    const who = positional[0];
    if (!who) usage();
    const member = await memberByName(who);
    if (!member) {
      console.error(tty`✖ 找不到会员：${who}`);
      exitCode = 1;
    } else {
      const reject = option('reject');
      if (rest.includes('--reject') && !reject?.trim()) {
        console.error('✖ 驳回需要填写原因：--reject "原因"');
        exitCode = 1;
      } else {
        const storeId = option('store') ? Number(option('store')) : undefined;
        const results = await reviewMember(member.id, { reject: reject?.trim(), reviewer: process.env.USER || 'operator', storeId });
        if (!results.length) console.log('该会员没有符合条件的门店。');
        for (const r of results) {
          const verb = reject ? '驳回' : '通过';
          console.log(
            tty`门店${r.storeId} ${r.company}：${verb} ${r.changed} 份待审核证件；资质状态：${r.isPassed ? '已通过' : '未通过'}${r.missing.length && !reject ? `（仍缺：${r.missing.join('、')}）` : ''}`,
          );
        }
      }
    }
  } else if (command === 'sms:outbox') {
    const phone = positional[0];
    const conn = handle.db;
    const rows = phone
      ? await conn.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(20)
      : await conn.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(20);
    if (!rows.length) console.log('发件箱为空。');
    for (const r of rows) console.log(tty`${r.createdAt.toISOString()}\t${r.phone}\t${r.body}`);
  }
  // Like the console's operator actions: after a write every cache drops — here and, through Redis
  // pub/sub when REDIS_URL is set, on every running server (flushed before this process exits).
  if (!READ_ONLY(command)) {
    invalidateCaches('all');
    await flushInvalidations();
  }
} finally {
  setDbHandle(undefined);
  await handle.close();
  await closeBus();
}
process.exit(exitCode);
