/**
 * The "slow database" fault of test:faults and scripts/fault-screens.ts: one statement holds the orders
 * table for 30 s (an exclusive lock, then pg_sleep), so requests that read orders wait behind it.
 */
import postgres from 'postgres';

export type TableHold = {
  /** Waits until the 30 s are over, then closes the holding client. */
  ended(): Promise<void>;
  /**
   * Ends the hold now. Closing the client does not stop pg_sleep on the server (PostgreSQL notices the gone
   * client only when it next talks to it), and terminating its backend crashes postgres.js mid-write: the
   * statement is cancelled instead, so its transaction fails, the lock goes at once and the connection stays sound.
   */
  release(): Promise<void>;
};

/** Starts the hold; resolves once PostgreSQL has granted the lock (not after a guessed moment: on a loaded machine that was too short). */
export async function holdOrdersTable(dbUrl: string): Promise<TableHold> {
  const holder = postgres(dbUrl, { max: 1, onnotice: () => {} });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const held = holder
    .begin(async (tx) => {
      await tx.unsafe('lock table orders in access exclusive mode');
      locked();
      await tx.unsafe('select pg_sleep(30)');
    })
    .catch(() => {});
  // The hold failing to start ends the wait too (the checks that follow then say what went wrong).
  await Promise.race([lockTaken, held]);
  const ended = async () => {
    await held;
    await holder.end();
  };
  return {
    ended,
    async release() {
      const canceller = postgres(dbUrl, { max: 1, onnotice: () => {} });
      await canceller`select pg_cancel_backend(pid) from pg_stat_activity where query like '%pg_sleep(30)%' and pid <> pg_backend_pid()`;
      await canceller.end();
      await ended();
    },
  };
}
