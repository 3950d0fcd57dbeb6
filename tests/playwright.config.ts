import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../src/tools/chromium-flags.ts';

// Playwright's own browser download does not work on our machines: use Debian's
// Chromium when it is there (CI installs it), else whatever Playwright has.
const systemChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined);

// The workers' turns (tests/e2e/support/turns.ts): one directory for the run. The config is read
// again in every worker, which inherits the runner's value.
process.env.E2E_TURNS_DIR ??= join(tmpdir(), `farmcart-e2e-turns-${process.pid}`);

/**
 * The console's specs that run twice (decision 0345): as written, and with every member reading the
 * console in Marathi (the fixtures' consoleLanguage option), finding its words by their keys. Every
 * run takes the counter's specs, the screens a member works in all day; the editors' and owners'
 * long journeys run in Marathi when E2E_CONSOLE_MARATHI=all (decision 0347: a unit test holds every
 * key to its Marathi, and the accessibility spec opens every console screen in Marathi, in every run).
 */
const COUNTER_SPECS_IN_MARATHI = [
  'console/console-access.spec.ts',
  'console/console-clean.spec.ts',
  'console/console-item-form-server.spec.ts',
  'console/console-marathi.spec.ts',
  'console/console-roles.spec.ts',
  'console/counter-alerts.spec.ts',
  'console/counter-new-order.spec.ts',
  'console/counter-receipt.spec.ts',
  'console/counter-shortcuts.spec.ts',
  'console/phone-order-console.spec.ts',
  'console/staff.spec.ts',
  'console/stock-search.spec.ts',
];
const OTHER_CONSOLE_SPECS_IN_MARATHI = [
  'console/console-catalogue-work.spec.ts',
  'console/console-catalogue.spec.ts',
  'console/console-content.spec.ts',
  'console/console-coupons.spec.ts',
  'console/console-home.spec.ts',
  'console/console-import.spec.ts',
  'console/console-low-stock.spec.ts',
  'console/console-media.spec.ts',
  'console/console-people.spec.ts',
  'console/console-stores.spec.ts',
  'console/console-words.spec.ts',
];
const CONSOLE_SPECS_IN_MARATHI =
  process.env.E2E_CONSOLE_MARATHI === 'all'
    ? [...COUNTER_SPECS_IN_MARATHI, ...OTHER_CONSOLE_SPECS_IN_MARATHI]
    : COUNTER_SPECS_IN_MARATHI;

export default defineConfig<{ consoleLanguage: 'en' | 'mr' }>({
  testDir: 'e2e',
  outputDir: '../test-results',
  // A file's tests run in order, in one worker; files are shared out between the workers.
  fullyParallel: false,
  // Each worker starts the built server for itself, with a data directory of its own
  // (tests/e2e/fixtures.ts; `npm run test:e2e` builds first, DIST_DIR picks another build).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // No retries, in CI either: a flaky test is a bug to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // list: each test as it ends; timing-reporter: the slowest tests, and a failure for any test that
  // took more than half of its timeout (decision 0309).
  reporter: [['list'], ['./e2e/support/timing-reporter.ts']],
  // CI's 2-core machine has run the same tests 2.4 to 4.4 times slower than a developer's, and
  // one CI machine 1.5 times slower than another, so a test that takes 10 s here may take 40 there:
  // the timeout is sized for the slowest seen, and the timing reporter holds every test to half of
  // it (decision 0309).
  timeout: 90_000,
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_FLAGS],
    },
    // A trace of each test that fails, where someone can open it. CI records none (decision 0348):
    // all a run leaves is what it prints, and recording every test's snapshots and screencast was a
    // sixth of the end-to-end run's time on a busy two-core machine.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'en' },
    { name: 'console-mr', testMatch: CONSOLE_SPECS_IN_MARATHI, use: { consoleLanguage: 'mr' } },
  ],
});
