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
