/**
 * Import rules of 药采 (`npm run depcruise`, part of `npm test`).
 *
 * The server folders form layers: a folder imports only folders of LOWER layers, never one of its
 * own layer or above. That keeps the folder-level graph of `src/server/` free of cycles and makes
 * `db/` (the bottom) import no domain folder. A new server folder must be added to a layer here.
 */

/** `src/server/` folders, bottom layer first. */
const LAYERS = [
  ['ops'], // metrics, JSON logs, shutdown state and job runs, what counts as a service being away (imports no other folder)
  ['db', 'reference', 'environment', 'tabular'], // tables, connection, transaction type; reference data (provinces); deployment settings (demo providers, TRUST_PROXY); bounded reading of uploaded tables (xlsx, CSV)
  ['http', 'pricing', 'search', 'cache'], // request/response edge; the pure pricing engine; text search helpers; in-process caches
  ['auth'], // sessions, passwords, tokens, the viewer
  ['limits'], // every rate limit (rate-limiter-flexible on Redis or the database)
  ['sms', 'wechat'], // verification codes, WeChat binding
  ['accounts'], // members, stores, addresses, messages, login/registration flows
  ['qualifications'], // certificates, business scope
  ['catalogue', 'contract', 'promotions', 'attachments', 'exports'], // goods, the purchase contract, activity rows and the promotions vocabulary; uploaded images and PDFs; streamed spreadsheet exports and their job queue
  ['coupons'], // the one home of coupons: held coupons, scope, text, the 领券中心 and the one grantCoupon
  ['cart', 'content', 'wallet', 'promotion-pages', 'feedback', 'images', 'points', 'wanted', 'chat', 'analytics'], // use cases on top of the catalogue
  ['credit', 'invoices', 'purchase-plan', 'cashback', 'favorites', 'quick-buy', 'replenish'], // 账期 terms and bills; e-invoices (titles, issue, PDF); purchase-plan import (match, price, add to cart); 满额返现 on the balance ledger; favourites and 快捷采购 (priced by the cart's quote); 到货通知 and 常购清单
  ['batches'], // stock by batch: goods_batches, FEFO, stock-in, shipping allocation, trace codes, recall (issue 24)
  ['orders', 'self-service'], // checkout, orders, returns; the self-service operator commands
  ['documents'], // the document pack of a shipped order: 随货同行单 PDF, reports, invoice, 医保/ERP export, zip; 收货验收 (issue 25)
  ['payments'], // payment page and gateway
  ['group-buy'], // 拼团: creates and pays orders, refunds failed groups
  ['points-mall'], // 积分商城 goods and points orders (uses the points and balance ledgers, order numbers)
  ['lottery'], // 抽奖: draws, chances, prizes landing in points, coupons, vouchers, balance, points orders
  ['console'], // operator console: roles, operator sessions, the audited action door, console use cases
  ['integration'], // the ERP open API: keys and scopes, idempotent writes, the orders change feed, webhooks outbox delivery
  ['page'], // what every page's chrome reads (page context, user base)
  ['seed'], // demo data: imported only by scripts and tests
];

const ALL = LAYERS.flat();

/** A forbidden import, as an error. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });
const alt = (names) => `(${names.join('|')})`;

/** One rule per folder: nothing from its own layer or above (other than itself). */
const layerRules = LAYERS.flatMap((layer, i) =>
  layer
    .map((folder) => {
      const notBelow = LAYERS.slice(i)
        .flat()
        .filter((f) => f !== folder);
      return forbid(
        `server-layer-${folder}`,
        `src/server/${folder}/ may import only lower layers (see LAYERS in .dependency-cruiser.cjs)`,
        { path: `^src/server/${folder}/` },
        { path: `^src/server/${alt(notBelow)}/` },
      );
    })
    .filter((rule) => rule.to.path !== '^src/server/()/'),
);

module.exports = {
  forbidden: [
    forbid('no-circular', 'No import cycles between modules.', { path: '^(src|scripts|tests)/' }, { circular: true }),
    forbid(
      'server-folder-in-a-layer',
      'Every src/server/ folder belongs to a layer in .dependency-cruiser.cjs (no loose files at the top).',
      {},
      { path: '^src/server/', pathNot: `^src/server/${alt(ALL)}/` },
    ),
    ...layerRules,
    forbid(
      'server-not-to-ui',
      'The server never imports pages, components, layouts, islands or stores.',
      { path: '^src/server/' },
      { path: '^src/(pages|components|layouts|islands|stores)/' },
    ),
    forbid(
      'astro-only-at-the-edge',
      'Astro (its types included) appears in src/server/ only in the HTTP edge (src/server/http/) and in named edge files (*.server.ts); domain code takes plain values.',
      { path: '^src/server/', pathNot: '^src/server/(http/|.+[.]server[.]ts$)' },
      { path: '^(node_modules/astro/|astro:|astro$)' },
    ),
    forbid('browser-not-to-server', 'Browser code (islands, stores, client) never imports the server.', { path: '^src/(islands|stores|client)/' }, { path: '^src/server/' }),
    forbid('shared-not-to-server', 'Modules shared by server and pages (content, lib) never import the server.', { path: '^src/(content|lib)/' }, { path: '^src/server/' }),
    forbid('stores-not-to-islands', 'Arrows run islands → stores → client: stores never import islands.', { path: '^src/stores/' }, { path: '^src/islands/' }),
    forbid('client-not-to-stores', 'Arrows run islands → stores → client: client never imports stores or islands.', { path: '^src/client/' }, { path: '^src/(stores|islands)/' }),
    forbid(
      'production-not-to-seed',
      'Demo data is for scripts and tests; production code never imports it.',
      { path: '^src/', pathNot: '^src/server/seed/' },
      { path: '^src/server/seed/' },
    ),
    forbid('production-not-to-scripts-or-tests', 'Production code never imports scripts or tests.', { path: '^src/' }, { path: '^(scripts|tests)/' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|\\.astro)/' }, // node_modules is not followed, but imports of it are seen (astro-only-at-the-edge)
    // Type-only imports count: a type import ties folders as much as a value import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
