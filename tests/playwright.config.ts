import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../src/tools/chromium-flags.ts';

// Playwright's own browser download does not work on our machines: use Debian's
// Chromium when it is there (CI installs it), else whatever Playwright has.
const systemChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

const port = Number(process.env.E2E_PORT ?? 4399);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a flaky test is a bug to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The built server (`npm run test:e2e` builds first); DIST_DIR picks another build.
    command: `node ${process.env.DIST_DIR ?? 'dist'}/server/entry.mjs`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${baseURL}/offline`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh demo shop for every run, so tests that change data never see an earlier run's.
      DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'farmcart-e2e-')),
    },
  },
});
