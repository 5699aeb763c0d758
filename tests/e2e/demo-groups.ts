/**
 * The specs that act as a demo member with a cart, orders and a wallet run one at a time per member
 * (one cart, one order list), in serial Playwright projects beside the parallel `site` project
 * (playwright.config.ts). They are split over three members so three such chains can run at once:
 *
 * - `demo` (store 1, the seeded demo store with its history: orders, invoices, favourites, chat,
 *   vouchers, the wallet's ledgers) for the specs that read that history or name the demo store;
 * - `demo2`, `demo3`: approved members made on first use through the e2e server's hook
 *   (tests/e2e/members.ts), same balance, credit terms, coupons and business scope, no history.
 *
 * `loginDemo` (tests/e2e/demo-api.ts) logs each spec file in as its group's member. A new spec that needs
 * a buyer should not join a group: it takes a fresh member (tests/e2e/members.ts) and runs in `site`.
 */
export const DEMO_GROUPS = [
  { project: 'demo-member', account: 'demo', specs: ['phones', 'selfservice', 'console-ops', 'catalogue-lists', 'wallet', 'orders-console'] },
  { project: 'demo-member-2', account: 'demo2', specs: ['orders-checkout', 'orders-promotions', 'purchase-plan'] },
  { project: 'demo-member-3', account: 'demo3', specs: ['a11y-member', 'cart-flow'] },
] as const;

const specPattern = (specs: readonly string[]) => new RegExp(`(^|/)(${specs.join('|')})\\.spec\\.ts$`);

/** The spec files of one group, and of all groups (what `site` leaves out). */
export const groupSpecs = (group: (typeof DEMO_GROUPS)[number]) => specPattern(group.specs);
export const ALL_DEMO_SPECS = specPattern(DEMO_GROUPS.flatMap((g) => g.specs));

/** The member a spec file logs in as (`demo` for a file outside the groups, as before). */
export function accountOf(file: string): string {
  return DEMO_GROUPS.find((g) => groupSpecs(g).test(file))?.account ?? 'demo';
}
