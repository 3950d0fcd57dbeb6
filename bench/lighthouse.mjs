// Lighthouse on the built server (ARCHITECTURE.md budgets): the mobile preset
// (simulated slow 4G, 4x CPU) on home, a category, an item and a store page for a
// customer located in Kothrud, plus the desktop preset on the landing; 3 runs
// each, median. Also the JavaScript each page loads (bytes on the wire, gzip/br).
// Usage: npm run build && node bench/lighthouse.mjs [--runs N]
import lighthouse, { desktopConfig } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { startShop, writeSection } from './lib.mjs';

const PORT = 4512;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const kothrud = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12',
  tag: 'Home',
};
const cookie = `loc=${encodeLocationCookie(kothrud)}`;

const pages = [
  { name: 'home', path: '/', preset: 'mobile' },
  { name: 'category', path: '/category/fruits', preset: 'mobile' },
  { name: 'item', path: '/item/alphonso-mango-kothrud', preset: 'mobile' },
  { name: 'store', path: '/stores/farmcart-kothrud', preset: 'mobile' },
  { name: 'info page', path: '/pages/about', preset: 'mobile', located: false },
  { name: 'campaign', path: '/campaign/mango', preset: 'mobile' },
  { name: 'landing', path: '/?view=desktop', preset: 'desktop', located: false },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Script bytes on the wire once every island of the page has hydrated (scrolled to the end). */
async function scriptBytesAfterHydration(browser, url, located) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  if (located) await context.addCookies([{ name: 'loc', value: encodeLocationCookie(kothrud), url }]);
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let y = 0; y < 20; y++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await context.close();
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

const shop = await startShop(PORT);
const playwrightBrowser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  for (const page of pages) {
    const url = `${shop.url}${page.path}`;
    const status = (await fetch(url, { headers: page.located === false ? {} : { cookie }, redirect: 'manual' })).status;
    if (status >= 300) {
      console.log(`${page.name}: ${url} answers ${status}; skipped`);
      continue;
    }
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: page.located === false ? undefined : { Cookie: cookie },
      };
      const result = await lighthouse(url, flags, page.preset === 'desktop' ? desktopConfig : undefined);
      const lhr = result.lhr;
      const requests = lhr.audits['network-requests'].details?.items ?? [];
      const scriptBytes = requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        js: scriptBytes,
      });
    }
    const row = {
      name: page.name,
      path: page.path,
      preset: page.preset,
      score: median(results.map((r) => r.score)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      js: median(results.map((r) => r.js)),
      allJs: await scriptBytesAfterHydration(playwrightBrowser, url, page.located !== false),
    };
    rows.push(row);
    console.log(
      `${row.name} (${row.preset}): score ${row.score}, FCP ${(row.fcp / 1000).toFixed(2)} s, LCP ${(row.lcp / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, JS at load ${(row.js / 1024).toFixed(1)} KB, ` +
        `all islands ${(row.allJs / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  await playwrightBrowser.close();
  await shop.stop();
}

const date = new Date().toISOString().slice(0, 10);
writeSection(
  'lighthouse',
  [
    `## Lighthouse (bench/lighthouse.mjs, ${date})`,
    '',
    `Built server, embedded database, this 2-core machine, system Chromium. Median of ${RUNS} runs per page; ` +
      'mobile preset (simulated slow 4G, 4x CPU slowdown) unless marked desktop; pages that depend on location are loaded as a customer in Kothrud. ' +
      '"JS at load" is the compressed script bytes Lighthouse saw; "JS after scrolling" the compressed script bytes once the page has been scrolled to the end (Playwright); islands with `client:touch` still wait for a tap, so this is what a customer who only looks downloads. Budget: score ≥ 98, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS ≤ 0.02, home JS ≤ 90 KB.',
    '',
    '| Page | Path | Preset | Score | FCP | LCP | TBT | CLS | JS at load | JS after scrolling |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.preset} | ${r.score} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.js / 1024).toFixed(1)} KB | ${(r.allJs / 1024).toFixed(1)} KB |`,
    ),
  ].join('\n'),
);
console.log('Written to docs/benchmarks.md');
