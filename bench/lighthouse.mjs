// Lighthouse on the built server against a floor measured in the same run (docs/architecture.md "Performance budgets";
// decision 0206): a static page of about 2 KB of HTML with one picture from public/,
// served from this machine by a plain node:http server, beside the shop's home (located in Kothrud),
// a category, an item and a campaign. Mobile preset (simulated slow 4G, 4x CPU), RUNS runs of each
// page, the floor and the pages alternating within each run; median score, FCP, LCP, TBT and the
// script bytes loaded. Twice: on a quiet machine, and with the CPU contended by a worker thread in a
// busy loop (a phone doing something else). An info page (/pages/about) is measured too. Figures on a shared machine are indicative.
// With --h2, the floor and the shop are both loaded through an HTTP/2-over-TLS front on this machine
// (bench/lib.mjs, startHttp2Front), as customers reach the shop through the deployment's proxy
// (docs/deploy.md); the figures go to a section of their own.
// Usage: npm run build && node bench/lighthouse.mjs [--runs N] [--h2]   (DIST_DIR picks another build)
import { Worker } from 'node:worker_threads';
import lighthouse from 'lighthouse';
import {
  FLOOR_PICTURE,
  KOTHRUD_COOKIE,
  launchChromium,
  startFloor,
  startHttp2Front,
  startShop,
  writeSection,
} from './lib.mjs';

const SHOP_PORT = 4512;
const FLOOR_PORT = 4513;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const H2 = process.argv.includes('--h2');
const SHOP_FRONT_PORT = 4514;
const FLOOR_FRONT_PORT = 4515;
const cookie = KOTHRUD_COOKIE;

/** A worker thread spinning for as long as it lives: one of the machine's cores taken. */
function busyLoop() {
  return new Worker('for (;;) {}', { eval: true });
}

/** The median (the higher middle value of an even count); NaN for no values (every run failed). */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** The lowest and highest of the values, rounded, as "min–max"; `none` for no values. */
const spread = (values, none) =>
  values.length > 0 ? `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}` : none;

async function measure(chrome, url, located) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: located ? { Cookie: cookie } : undefined,
  });
  const lhr = result.lhr;
  // A run Lighthouse could not finish is left out of the medians (the caller runs the page again):
  // NO_NAVSTART, a trace without the page's navigation start, comes about one run in ten here, on any
  // page of the shop and on no page of the floor, which registers no service worker; a timeout on a
  // busy machine gives no paint at all.
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];
  if (lhr.runtimeError || !metrics.every((id) => Number.isFinite(lhr.audits[id]?.numericValue))) {
    console.log(`${url}: run failed (${lhr.runtimeError?.code ?? 'no paint measured'}); left out`);
    return null;
  }
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // Lighthouse's CPU benchmark of this run (higher is faster), written beside the tables with the
    // browser's version: the same build gives other figures on another machine or Chromium.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

const shop = await startShop(SHOP_PORT);
const floor = await startFloor(FLOOR_PORT);
// A front that cannot start (no openssl, a port taken) stops the shop and the floor with the run.
let shopFront = null;
let floorFront = null;
if (H2) {
  try {
    shopFront = await startHttp2Front(SHOP_PORT, SHOP_FRONT_PORT);
    floorFront = await startHttp2Front(FLOOR_PORT, FLOOR_FRONT_PORT);
  } catch (error) {
    await shopFront?.stop();
    floor.stop();
    await shop.stop();
    throw error;
  }
}
const shopOrigin = shopFront?.url ?? shop.url;
const chrome = await launchChromium({ extraFlags: H2 ? ['--ignore-certificate-errors'] : [] });
// The full version (the user agent Lighthouse reports says 150.0.0.0), from the DevTools endpoint.
const browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((response) => response.json())
  .then((version) => String(version.Browser).replace(/^(Headless)?Chrome\//, 'Chromium '))
  .catch(() => 'Chromium (version unknown)');
const pages = [
  { name: 'static floor', url: floorFront ? `${floorFront.url}/` : floor.url, located: false },
  ...[
    ['home (located)', '/'],
    ['category', '/category/fruits'],
    ['item', '/item/alphonso-mango-kothrud'],
    ['campaign', '/campaign/mango'],
    // An editor's info page, rendered on request from the database (decision 0281).
    ['info page', '/pages/about'],
  ].map(([name, path]) => ({ name, url: `${shopOrigin}${path}`, check: `${shop.url}${path}`, located: true })),
];
let worker = null;
async function stopAll() {
  await worker?.terminate();
  await chrome.kill();
  await shopFront?.stop();
  await floorFront?.stop();
  floor.stop();
  await shop.stop();
}
// Stopped early (Ctrl-C, a timeout's SIGTERM): the browser and the shop go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}
const conditions = [
  { name: 'quiet', contend: false },
  { name: 'CPU contended', contend: true },
];
const tables = [];
try {
  for (const page of pages.slice(1)) {
    const status = (await fetch(page.check, { headers: { cookie }, redirect: 'manual' })).status;
    if (status !== 200) throw new Error(`${page.check} answers ${status}`);
  }
  for (const condition of conditions) {
    worker = condition.contend ? busyLoop() : null;
    const results = new Map(pages.map((page) => [page.name, []]));
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const page of pages) {
          // A failed run is tried again, twice at most, so that each median is of RUNS runs.
          for (let attempt = 0; attempt < 3; attempt++) {
            const measured = await measure(chrome, page.url, page.located);
            if (measured) {
              results.get(page.name).push(measured);
              break;
            }
          }
        }
        console.log(`${condition.name}: run ${run + 1} of ${RUNS} done`);
      }
    } finally {
      await worker?.terminate();
      worker = null;
    }
    const rows = pages.map((page) => {
      const runs = results.get(page.name);
      const scores = runs.map((r) => r.score);
      return {
        name: runs.length < RUNS ? `${page.name} (${runs.length} of ${RUNS} runs)` : page.name,
        score: median(scores),
        scoreRange: spread(scores, 'no run'),
        fcp: median(runs.map((r) => r.fcp)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        js: median(runs.map((r) => r.js)),
      };
    });
    const [base] = rows;
    for (const row of rows) {
      console.log(
        `${condition.name} · ${row.name}: score ${row.score} (${row.scoreRange}), FCP ${(row.fcp / 1000).toFixed(2)} s, ` +
          `LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, JS ${(row.js / 1024).toFixed(1)} KiB`,
      );
    }
    const indexes = [...results.values()]
      .flat()
      .map((r) => r.benchmarkIndex)
      .filter(Number.isFinite);
    const benchmark = `${Math.round(median(indexes))} (${spread(indexes, 'n/a')})`;
    console.log(`${condition.name}: benchmarkIndex ${benchmark}, ${browserVersion}`);
    tables.push({ condition, rows, base, benchmark });
  }
} finally {
  await stopAll();
}

const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const delta = (value, base, unit) =>
  !Number.isFinite(value - base)
    ? 'n/a'
    : unit === 'ms'
      ? `${value - base >= 0 ? '+' : ''}${Math.round(value - base)} ms`
      : `${value - base >= 0 ? '+' : ''}${((value - base) / 1000).toFixed(2)} s`;
const date = new Date().toISOString().slice(0, 10);
writeSection(
  H2 ? 'lighthouse-h2' : 'lighthouse',
  [
    H2
      ? `## Lighthouse against a static floor, over HTTP/2 and TLS (bench/lighthouse.mjs --h2, ${date})`
      : `## Lighthouse against a static floor (bench/lighthouse.mjs, ${date})`,
    '',
    ...(H2
      ? [
          'As above, but the floor and the shop are both loaded through an HTTP/2-over-TLS front on this machine ' +
            "(`startHttp2Front` in bench/lib.mjs), as customers reach the shop through the deployment's proxy (docs/deploy.md). " +
            "Lighthouse's simulation then puts every request of an origin on one connection, as a browser does over HTTP/2.",
          '',
        ]
      : []),
    `Built server, embedded database, this 2-core machine shared with other work (figures are indicative), system ${browserVersion}. ` +
      `Mobile preset (simulated slow 4G, 4x CPU slowdown); median of ${RUNS} runs per page, the floor and the pages alternating in each run. ` +
      `The floor is a static page of ${(floor.bytes / 1024).toFixed(1)} KB of HTML and one picture (\`public/${FLOOR_PICTURE}\`) served by a plain node:http server in the same run. ` +
      'Shop pages are loaded as a customer in Kothrud who accepted the cookie notice. "CPU contended": a worker thread spins in a busy loop on one core during the runs. ' +
      "Goal: every page's FCP and LCP within 0.15 s of the floor, and the home's TBT within 30 ms of the floor's, in both conditions.",
    '',
    ...tables.flatMap(({ condition, rows, base, benchmark }) => [
      `### ${condition.name}`,
      '',
      `Lighthouse's CPU benchmark (\`benchmarkIndex\`, higher is faster): ${benchmark} over the runs.`,
      '',
      '| page | score (range) | FCP | LCP | TBT | FCP − floor | LCP − floor | TBT − floor | JS |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.score} (${r.scoreRange}) | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ${Math.round(r.tbt)} ms | ` +
          `${r === base ? '' : delta(r.fcp, base.fcp, 's')} | ${r === base ? '' : delta(r.lcp, base.lcp, 's')} | ${r === base ? '' : delta(r.tbt, base.tbt, 'ms')} | ${(r.js / 1024).toFixed(1)} KiB |`,
      ),
      '',
    ]),
  ].join('\n'),
);
console.log('Written to docs/benchmarks.md');
