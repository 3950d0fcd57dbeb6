// Renders the app icons (PNG, for the web app manifest) and the pages' favicon from
// public/favicon.svg with the system Chromium, so no image is fetched from anywhere. The
// favicon is a PNG: a browser builds an SVG icon as a document of its own on the page's main
// thread, a 10–30 ms task after the first paint of every page (decision 0208).
// Run: node src/tools/make-icons.ts   (output is committed under public/icons)
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Maskable icons need the artwork inside the central 80 %: pad with the brand colour.
    await page.setContent(
      `<body style="margin:0;background:#1b7a3a;display:grid;place-items:center;height:${size}px">` +
        `<div style="width:${Math.round(size * 0.8)}px;height:${Math.round(size * 0.8)}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: new URL(`../../public/icons/icon-${size}.png`, import.meta.url).pathname });
    await page.close();
  }
  // The favicon: the artwork alone on a transparent ground, at 48 px (browsers scale it down for tabs).
  const page = await browser.newPage({ viewport: { width: 48, height: 48 } });
  await page.setContent(
    `<body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="48" height="48" style="display:block" ')}</body>`,
  );
  await page.screenshot({
    path: new URL('../../public/icons/favicon-48.png', import.meta.url).pathname,
    omitBackground: true,
  });
  await page.close();
} finally {
  await browser.close();
}
