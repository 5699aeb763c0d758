/**
 * The webhook delivery job of one shop instance, alone in its own process (tests/integration/
 * erp-webhook-crash.test.ts starts two at once, or kills one mid-delivery): `deliverDue` every 50 ms
 * on the PostgreSQL database named by argv[2] until killed. Prints `ready` once connected.
 */
import { openDb, setDbHandle } from '../../src/server/db/client';
import { deliverDue } from '../../src/server/integration/delivery';

const handle = await openDb({ databaseUrl: process.argv[2]! });
setDbHandle(handle);
console.log('ready');
for (;;) {
  if (!(await deliverDue(5))) await new Promise((r) => setTimeout(r, 50));
}
