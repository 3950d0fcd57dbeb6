// The import rules of docs/architecture.md's layer table (decision 0262), checked by `npm run deps` (part of
// `npm test`). Type-only imports are allowed across a cycle (they vanish at run time) but not
// across a layer boundary the table forbids.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
        'services/payments/payments.ts imports orders (the view and the steps of an order); orders never import it back at run time. What orders need of payments is in attempts.ts, order-refunds.ts and wallet.ts (decision 0264, decision 0266).',
      severity: 'error',
      from: { path: '^src/server/services/orders/' },
      to: { path: '^src/server/services/payments/payments\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'database-below-services',
      comment: 'src/server/db (connections, migrations, schema) knows no service, route or page.',
      severity: 'error',
      from: { path: '^src/server/db/' },
      to: { path: '^src/(server/(services|api|http|pages|cli)|pages|components|layouts|islands|stores|client)/' },
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
