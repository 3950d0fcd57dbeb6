// The import rules of docs/architecture.md's layer table (decision 0262), checked by `npm run deps` (part of
// `npm test`). Type-only imports are allowed across a cycle (they vanish at run time) but not
// across a layer boundary the table forbids.

/**
 * The capabilities of src/server/services and the other capabilities each may import, types
 * included: the table of docs/architecture.md and src/server/services/README.md (decision 0310).
 * Imports between two capabilities go one way; a capability nobody may import sits at the top.
 */
const CAPABILITY_IMPORTS = {
  // The console itself: staff accounts, the live queue, broadcasts, the audit log's reading; each
  // capability owns the console's calls that change it (decision 0346).
  staff: ['accounts', 'audit', 'catalogue', 'delivery', 'orders', 'payments', 'sessions', 'shop'],
  housekeeping: ['orders', 'payments'],
  delivery: ['accounts', 'audit', 'orders', 'sessions', 'shop'],
  // An order's steps and refunds queue the customer's message in their own transaction (decision 0340).
  orders: ['accounts', 'audit', 'catalogue', 'notifications', 'payments', 'pricing', 'reports', 'shop', 'tax'],
  payments: ['accounts', 'notifications', 'pricing', 'reports'],
  // The reports' sums are written with the orders (summaries.ts); reading a report refuses a store
  // beyond the member's reach with the catalogue's refusal (reports.ts).
  reports: ['catalogue'],
  accounts: ['audit', 'catalogue', 'notifications', 'pricing', 'sessions', 'shop'],
  notifications: ['audit', 'sessions', 'shop'],
  content: ['audit', 'catalogue', 'shop'],
  location: ['audit', 'catalogue'],
  media: ['audit'],
  pricing: ['audit', 'catalogue', 'shop'],
  // The catalogue editor's pictures name the media library's files (decision 0318).
  catalogue: ['audit', 'media', 'shop'],
  sessions: [],
  shop: [],
  audit: [],
  tax: ['audit'],
};

// A table in which two capabilities may import each other is refused before any rule runs.
for (const [capability, imports] of Object.entries(CAPABILITY_IMPORTS)) {
  for (const other of imports) {
    if (!(other in CAPABILITY_IMPORTS))
      throw new Error(`.dependency-cruiser.cjs: ${capability} imports ${other}, which is no capability`);
    if (CAPABILITY_IMPORTS[other].includes(capability))
      throw new Error(`.dependency-cruiser.cjs: ${capability} and ${other} may not import each other`);
  }
}

const CAPABILITY_NAMES = Object.keys(CAPABILITY_IMPORTS).join('|');

/** One rule per capability: it imports no capability but itself and those of its row. */
const capabilityRules = Object.entries(CAPABILITY_IMPORTS).map(([capability, imports]) => ({
  name: `capabilities-one-way/${capability}`,
  comment: `services/${capability} may import ${imports.length > 0 ? imports.join(', ') : 'no other capability'} (docs/architecture.md, "Capabilities"; decision 0310).`,
  severity: 'error',
  from: { path: `^src/server/services/${capability}/` },
  to: { path: '^src/server/services/[^/]+/', pathNot: `^src/server/services/(${[capability, ...imports].join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...capabilityRules,
    {
      name: 'capabilities-in-the-table',
      comment:
        'Every folder of src/server/services is a capability of the table above: a new one gets its row (and its README) before it imports or is imported.',
      severity: 'error',
      from: { path: '^src/server/services/[^/]+/', pathNot: `^src/server/services/(${CAPABILITY_NAMES})/` },
      to: { path: '^src/server/services/[^/]+/' },
    },
    {
      name: 'no-runtime-cycle',
      comment: 'A module may not reach itself through imports that run (type-only imports excepted).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds pure rules and types: no server, browser, page, framework or database code.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: [
          '^src/(server|client|islands|stores|components|pages|layouts)/',
          '^node_modules/(astro|react|react-dom|kysely|pg|nanostores|@nanostores)/',
        ],
      },
    },
    {
      name: 'phone-library-in-phone-rules-only',
      comment:
        'libphonenumber-js is loaded by domain/accounts/phone.ts alone, so islands showing a number load none of it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/accounts/phone\\.ts$' },
      to: { path: '^node_modules/libphonenumber-js/' },
    },
    {
      name: 'csv-library-in-the-csv-reader-only',
      comment:
        'papaparse is loaded by domain/catalogue/csv-read.ts alone: islands write CSV with csv-format.ts, which imports nothing, so they load none of it (decision 0311).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domain/catalogue/csv-read\\.ts$' },
      to: { path: '^node_modules/papaparse/' },
    },
    {
      name: 'browser-never-imports-server',
      comment: 'Islands, stores and client code run in the browser: nothing under src/server, not even its types.',
      severity: 'error',
      from: { path: '^src/(islands|stores|client)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'services-below-the-edge',
      comment: 'Services are called by the API, the pages and the HTTP edge, never the other way round.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: {
        path: '^src/(server/(api|http|pages|cli)|pages|components|layouts|islands|stores|client)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'orders-below-the-payment-lifecycle',
      comment:
        "services/orders/paid-online.ts, an order paid online, imports the order's view, steps and slot; the rest of orders and payments never import it back at run time. What they need of a payment is in payments/attempts.ts, order-refunds.ts and wallet.ts (decision 0264, decision 0266).",
      severity: 'error',
      from: {
        path: '^src/server/services/(orders|payments)/',
        pathNot: '^src/server/services/orders/paid-online\\.ts$',
      },
      to: { path: '^src/server/services/orders/paid-online\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'database-below-services',
      comment:
        'src/server/db (connections, migrations, schema) reaches no service, seed, start-up, route, page or tool through any chain of imports, type-only ones included: it opens and migrates, and the start-up seeds (decision 0310).',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: {
        path: [
          '^src/server/(services|seed|api|http|pages|cli)/',
          '^src/server/(context|shop-database)\\.ts$',
          '^src/(pages|components|layouts|islands|stores|client)/',
          '^src/middleware\\.ts$',
        ],
        reachable: true,
      },
    },
    {
      name: 'seed-imports',
      comment:
        "The seed writes rows: it imports the data layer, src/domain, the server's words and two services by name, content/content-store.ts (the demo's content goes in through the content services, decision 0281) and sessions/passwords.ts (the demo accounts' hashes); never the start-up, the API, the edge, the pages or the tools (decision 0310).",
      severity: 'error',
      from: { path: '^src/server/seed/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/domain/',
          '^src/server/(db|seed)/',
          '^src/server/said(\\.ts$|/)',
          '^src/server/services/content/content-store\\.ts$',
          '^src/server/services/sessions/passwords\\.ts$',
        ],
      },
    },
    {
      name: 'start-up-from-the-edge',
      comment:
        "src/server/shop-database.ts opens and seeds the process's database: the server's entry, the context, the middleware and the tools call it, nothing below them (decision 0310).",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/server/(http|cli)/', '^src/server/context\\.ts$', '^src/middleware\\.ts$'],
      },
      to: { path: '^src/server/shop-database\\.ts$' },
    },
    {
      name: 'cli-is-an-edge',
      comment:
        'The command-line tools (src/server/cli) are an edge like the API: they call services, the data layer and the start-up, never the API, the HTTP edge, the pages or the browser (decision 0310).',
      severity: 'error',
      from: { path: '^src/server/cli/' },
      to: {
        path: [
          '^src/(server/(api|http|pages)|pages|components|layouts|islands|stores|client)/',
          '^src/middleware\\.ts$',
        ],
      },
    },
    {
      name: 'nothing-imports-the-cli',
      comment: 'A command-line tool is a process of its own: no other code imports it (decision 0310).',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/cli/' },
      to: { path: '^src/server/cli/' },
    },
    {
      name: 'api-not-pages',
      comment: 'The route table calls services; it never reaches into pages, the HTTP edge or the browser.',
      severity: 'error',
      from: { path: '^src/server/api/' },
      to: { path: '^src/(server/(http|pages|cli)|pages|components|layouts|islands|stores|client)/' },
    },
    {
      name: 'server-not-browser-code',
      comment: 'Server code never imports browser-only code (src/client, src/islands) but for types.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(islands|client)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'runtime-packages-are-dependencies',
      comment:
        'What the shop imports is in package.json dependencies, so `npm ci --omit=dev` (docs/deploy.md) installs it: not a devDependency, not an undeclared package. Type-only imports count too: dependency-cruiser marks a package imported for a value and a type (`import sharp, { type Metadata }`) type-only. The tools of src/tools run from a checkout with every package.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/tools/' },
      to: { dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    // Packages are not followed but stay in the graph: the rules naming node_modules/ judge the imports of them.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
  },
};
