// Finds the PostgreSQL for the service tests' second pass: TEST_DATABASE_URL,
// else DATABASE_URL, else the role and database that .ci/run creates. When none
// answers, the pass is skipped and the run says so.
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** Prefix of this run's schemas, so that two runs on one server never drop each other's. */
    postgresSchemaPrefix: string;
  }
}

const fallbackUrl = 'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropTestSchemas(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where starts_with(nspname, $1)',
      [prefix],
    );
    for (const { nspname } of rows) await client.query(`drop schema "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || fallbackUrl;
  const shown = url.replace(/\/\/[^@]*@/, '//');
  const prefix = `test_${process.pid}_${Date.now().toString(36)}_`;
  project.provide('postgresSchemaPrefix', prefix);
  if (await reachable(url)) {
    console.log(`PostgreSQL pass: running the service tests against ${shown}`);
    project.provide('postgresUrl', url);
    return () => dropTestSchemas(url, prefix);
  }
  console.log(`PostgreSQL pass SKIPPED: no PostgreSQL answers at ${shown} (set TEST_DATABASE_URL to run it).`);
  project.provide('postgresUrl', '');
  return async () => undefined;
}
