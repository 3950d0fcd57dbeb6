import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../e2e/support/server.ts';

// decision 0132: adding one Markdown file under the campaigns collection and
// rebuilding publishes a new campaign page; a file with a missing required field fails
// the build naming the file. Done for real, with `astro build` in a copy of the project
// (its own dist/, .astro/ and caches; node_modules linked entry by entry, so the copy's
// build writes nothing into this checkout), and the page asked of the copy's built server
// (campaign pages are rendered on request: decision 0136).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'blob-report',
  '.git',
  '.astro',
]);
const SLUG = 'diwali-sweets';

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-build-'));
  cpSync(ROOT, dir, { recursive: true, filter: (source) => !SKIPPED.has(relative(ROOT, source).split('/')[0] ?? '') });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    // Tool caches (.vite, .astro: the content data store) stay the copy's own.
    if (name.startsWith('.') && name !== '.bin') continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}

const ORIGIN = 'https://farmcart.example';

function build(dir: string): { status: number | null; output: string } {
  // Without vitest's NODE_ENV=test, as `npm run build` runs: under it the islands were compiled for
  // React's development runtime, which the server bundle (React's production build) does not have.
  const { NODE_ENV: _test, ...env } = process.env;
  const result = spawnSync(process.execPath, [join(dir, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    // PUBLIC_ORIGIN at build time gives prerendered pages their absolute canonical links (the server's, on-demand ones).
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0', PUBLIC_ORIGIN: ORIGIN },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const campaign = (frontmatter: string) => `---
${frontmatter}
description: Besan laddoo, modak and shrikhand from Pune's sweet makers, for the festival week.
hero:
  image: /images/banners/mango-gift-box.svg
  alt: A gift box of sweets
validFrom: 2026-10-01
validTo: 2027-11-30
items:
  - besan-laddoo
  - kesar-shrikhand
---

Sweets made the morning they reach you.
`;

describe('publishing a campaign is adding one Markdown file', () => {
  let dir: string;
  const file = () => join(dir, 'src/content/campaigns', `${SLUG}.md`);
  beforeAll(() => {
    dir = copyProject();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('a campaign without its title fails the build, naming the file and the field', () => {
    writeFileSync(file(), campaign('# title: forgotten'));
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`src/content/campaigns/${SLUG}.md`);
    expect(output).toMatch(/campaigns → diwali-sweets data does not match collection schema/);
    expect(output).toMatch(/title: Required/);
    expect(existsSync(join(dir, 'dist/server/entry.mjs'))).toBe(false);
  }, 120_000);

  it('with the title added, the rebuild publishes /campaign/diwali-sweets', async () => {
    writeFileSync(file(), campaign('title: Diwali sweets'));
    const { status, output } = build(dir);
    expect(status, output.slice(-3000)).toBe(0);
    const server = await startServer({ PUBLIC_ORIGIN: ORIGIN }, join(dir, 'dist'));
    try {
      const answer = await fetch(`${server.baseURL}/campaign/${SLUG}`);
      expect(answer.status, server.output().slice(-3000)).toBe(200);
      const html = await answer.text();
      // The editor's title, marked with the language it is written in (the shop's default).
      expect(html).toMatch(/<h1 lang="en" data-astro-cid-[a-z0-9]+>Diwali sweets<\/h1>/);
      expect(html).toContain('<title>Diwali sweets · FarmCart</title>');
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/campaign/${SLUG}">`);
      expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/banners/mango-gift-box.svg">`);
      // Its items, priced at the campaign's fixed point (no location), in the same answer.
      expect(html).toMatch(/<div class="campaign-shelf"[^>]*>\s*<div class="item-grid"/);
      // The mango campaign built beside it is untouched.
      expect((await fetch(`${server.baseURL}/campaign/mango`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
