// Servers and databases for the availability specs (decision 0045): instances of the built app
// started as real processes without waiting for them (two at the same instant, one while
// PostgreSQL is down), a PostgreSQL cluster of the test's own that it may stop and start,
// and fresh schemas on the shared test PostgreSQL. Every server listens on 127.0.0.1.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DIST } from './server.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER_ENTRY = join(DIST, 'server', 'entry.mjs');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instance {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** What it wrote to stderr so far. */
  errors(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  alive(): boolean;
  /** Polls GET /readyz until it answers 200; throws with the log after `timeoutMs`. */
  waitReady(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; removes its data directory. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the built server with `env` added and does not wait for it (see waitReady). */
export async function spawnInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const listenOn = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'farmcart-e2e-instance-'));
  const baseURL = `http://127.0.0.1:${listenOn}`;
  let printed = '';
  let stderr = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...env, PORT: String(listenOn), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseURL,
    port: listenOn,
    child,
    output: () => printed,
    errors: () => stderr,
    exited,
    alive,
    async waitReady(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!alive()) throw new Error(`The server exited (${child.exitCode}):\n${printed}`);
        try {
          if ((await fetch(`${baseURL}/readyz`)).status === 200) return;
        } catch {
          // Not listening yet.
        }
        await sleep(100);
      }
      throw new Error(`The server was not ready within ${timeoutMs} ms:\n${printed}`);
    },
    async stop(graceMs = 15_000) {
      if (alive()) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://farmcart:farmcart@127.0.0.1:5432/farmcart_test';

export interface FreshSchema {
  /** DATABASE_URL whose search_path is the new, empty schema. */
  url: string;
  /** A client of the test database (search_path set to the schema), for the test's own queries. */
  client: pg.Client;
  drop(): Promise<void>;
}

/** A fresh schema on the shared test PostgreSQL; null when none answers. */
export async function freshSchema(prefix: string, base = POSTGRES_URL): Promise<FreshSchema | null> {
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await client.query(`create schema ${schema}`);
  await client.query(`set search_path = ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.href,
    client,
    async drop() {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The shared test PostgreSQL's address without credentials, for skip messages. */
export const sharedPostgresHost = new URL(POSTGRES_URL).host;

/** The directory of initdb and pg_ctl, or null when PostgreSQL's server programs are not installed. */
function postgresBinDir(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // No pg_config on PATH.
  }
  for (const version of ['17', '16', '15', '14', '13']) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export interface OwnPostgres {
  /** postgres://… of database `name` on this cluster (trust authentication, user postgres). */
  url(name: string): string;
  port: number;
  /** Stops the server (fast: open connections are terminated, as in a restart). */
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/**
 * A PostgreSQL cluster of the test's own in a temp directory, on a free port of 127.0.0.1, so a
 * test may stop it without disturbing the shared one. As root, the server runs as the
 * `postgres` user (it refuses root). Answers a reason instead when it cannot be made.
 */
export async function ownPostgres(): Promise<OwnPostgres | string> {
  const bin = postgresBinDir();
  if (!bin) return 'PostgreSQL server programs (initdb, pg_ctl) are not installed';
  const asRoot = process.getuid?.() === 0;
  let uid = 0;
  let gid = 0;
  if (asRoot) {
    try {
      uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    } catch {
      return 'running as root and there is no postgres user to run a PostgreSQL server as';
    }
  }
  const home = mkdtempSync(join(tmpdir(), 'farmcart-e2e-pg-'));
  if (asRoot) chownSync(home, uid, gid);
  chmodSync(home, 0o700);
  const data = join(home, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe', timeout: 60_000 });
  };
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(home, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    start();
  } catch (error) {
    rmSync(home, { recursive: true, force: true });
    return `could not start a PostgreSQL cluster: ${(error as Error).message.split('\n')[0]}`;
  }
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    port,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(home, { recursive: true, force: true });
    },
  };
}
