import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two passes: every unit test on the embedded SQLite database, then the service
// tests again on PostgreSQL (skipped, and said so, when none is reachable).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    pool: 'forks',
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
