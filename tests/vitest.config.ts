import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two passes: every unit test on the embedded SQLite database, then the service
// tests again on PostgreSQL (skipped, and said so, when none is reachable).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    pool: 'forks',
    // Two files at a time, whatever the core count (vitest's default is one fewer than the cores, so
    // one on CI's two): a file spends much of its time waiting on its database, and 40 of the
    // service files ran in 165 s on two workers against 305 s on one (decision 0309). Each file has
    // its own database (a temporary SQLite file, or a PostgreSQL schema of its own).
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of importing the shop
    // afresh for each: imports were a third of the run (decision 0309). Each file still opens its own
    // database, and what a test stubs on the globals is put back after it.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // A service test opens, migrates and seeds a whole database, on PostgreSQL over a connection of
    // its own: vitest's 5 s suit a pure rule, not that. The timing reporter holds a test to half of it.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // default: each file as it ends; timing-reporter: the slowest files, and a failure for any test
    // that took more than half of its timeout (decision 0309).
    reporters: ['default', './tests/unit/timing-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['tests/unit/**/*.test.ts'], env: { TEST_ENGINE: 'sqlite' } },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/unit/server/**/*.test.ts'],
          env: { TEST_ENGINE: 'postgres' },
          globalSetup: ['tests/unit/postgres-setup.ts'],
        },
      },
    ],
  },
});
