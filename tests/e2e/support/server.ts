// A server for end-to-end tests: each worker's own (tests/e2e/fixtures.ts), or one a spec
// starts for itself because it needs its own configuration (a fixed clock, a form
// service...) or must read its database: the built app (`npm run build` first) on a
// free port with a fresh DATA_DIR, stopped and removed by stop().
// Its log is in view: the account journey reads the one-time codes the server
// "sends" from it (the default sender writes `[farmcart:otp] phone=… code=…
// purpose=…` and `[farmcart:reset] email=… code=…` lines).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalMobile } from '../../../src/domain/accounts/phone.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;

export interface TestServer {
  baseURL: string;
  dataDir: string;
  /** The embedded database file (open it read-only with node:sqlite to check what was stored). */
  databaseFile: string;
  /** Everything the server printed, for a failing test's message. */
  output(): string;
  /**
   * The newest OTP sent to `phone` for `purpose` (waits up to 10 s for the server to write it);
   * `phone` in any typed form, since the log has its E.164 form.
   */
  otpFor(phone: string, purpose: 'login' | 'register' | 'partner_signup'): Promise<string>;
  /** The newest password-reset code sent to `email`. */
  resetCodeFor(email: string): Promise<string>;
  /** The newest code sent to confirm `to`, an e-mail or an E.164 phone, for an account (a contact change). */
  contactCodeFor(to: string): Promise<string>;
  stop(): Promise<void>;
}

/** Polls the output until `pattern` matches, and answers the first group of its last match. */
async function lastMatch(output: () => string, pattern: RegExp, what: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = [...output().matchAll(pattern)].at(-1)?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${what} in the server log:\n${output().split('\n').slice(-20).join('\n')}`);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function freePort(): Promise<number> {
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

async function waitUntilUp(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/offline`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** The built app (`npm run build`): DIST_DIR (absolute, or relative to the repository) or ./dist. */
/** How long a connection of a test's waits for the server's write to end (SQLite's busy timeout). */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * The server's SQLite database opened beside it, to read it or to set a case up. The server writes to
 * it as the test runs: a second connection with no busy timeout fails at once ("database is locked")
 * whenever one of the server's writes is under way, as happens more on a busy machine; this one waits.
 */
export function openDatabaseOf(databaseFile: string, options: { readOnly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(databaseFile, { ...options, timeout: BUSY_TIMEOUT_MS });
}

export const DIST = resolve(ROOT, process.env.DIST_DIR ?? 'dist');

/** A server started again on the data of one that stopped: `dataDir` is used, and kept when it stops. */
export interface DataOptions {
  /** The DATA_DIR of a stopped server to start on (a fresh one unless given). */
  dataDir?: string;
  /** stop() leaves the data directory (the caller starts a server on it again, then removes it). */
  keepData?: boolean;
}

/**
 * Starts the built server with `env` added (e.g. { FIXED_NOW: '2026-11-04T06:30:00Z' }), from
 * `dist` (another build: a unit test's copy of the project), on `listenOn` (a free port unless given).
 */
export async function startServer(
  env: Record<string, string> = {},
  dist = DIST,
  listenOn?: number,
  data: DataOptions = {},
): Promise<TestServer> {
  const port = listenOn ?? (await freePort());
  const dataDir = data.dataDir ?? mkdtempSync(join(tmpdir(), 'farmcart-e2e-own-'));
  const removeData = () => {
    if (!data.keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let printed = '';
  const child = spawn(process.execPath, [join(dist, 'server', 'entry.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  try {
    await waitUntilUp(baseURL, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    removeData();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    databaseFile: join(dataDir, 'shop.sqlite'),
    output,
    otpFor: (phone, purpose) =>
      lastMatch(
        output,
        new RegExp(
          `\\[farmcart:otp\\] phone=${escaped(canonicalMobile(phone) ?? phone)} code=(\\d{6}) purpose=${purpose}`,
          'g',
        ),
        `OTP for ${phone}`,
      ),
    resetCodeFor: (email) =>
      lastMatch(
        output,
        new RegExp(`\\[farmcart:reset\\] email=${escaped(email)} code=(\\d{6})`, 'g'),
        `reset code for ${email}`,
      ),
    contactCodeFor: (to) =>
      lastMatch(
        output,
        new RegExp(`\\[farmcart:notice\\] (?:email|sms)=${escaped(to)} kind=contact-code code=(\\d{6})`, 'g'),
        `contact code for ${to}`,
      ),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      removeData();
    },
  };
}
