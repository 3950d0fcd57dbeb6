// A storefront server of a test's own: `node src/server/serve.ts` on 127.0.0.1,
// a free port and a fresh data directory, with its log in view. The account
// journey reads the one-time codes the server "sends" from that log (the default
// sender writes `[farmcart:otp] phone=… code=… purpose=…` lines), which the
// Playwright config's shared server does not show to the tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const STARTUP_MS = 60_000;

export interface TestServer {
  /** http://127.0.0.1:PORT */
  url: string;
  /** Every line the server has written so far (stdout and stderr). */
  log: string[];
  /** The newest OTP sent to `phone` for `purpose`, waiting for it to be written. */
  otpFor(phone: string, purpose: 'login' | 'register', options?: { after?: number }): Promise<string>;
  /** The newest password-reset code sent to `email`. */
  resetCodeFor(email: string, options?: { after?: number }): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls the log (from line `after`) until `pattern` matches, and answers its first group. */
async function waitForLine(log: string[], pattern: RegExp, after: number, what: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (let index = log.length - 1; index >= after; index--) {
      const found = pattern.exec(log[index] ?? '');
      if (found?.[1]) return found[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${what} in the server log:\n${log.slice(-20).join('\n')}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'farmcart-e2e-own-'));
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['src/server/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in ${STARTUP_MS} ms:\n${log.join('\n')}`)), STARTUP_MS);
    const check = setInterval(() => {
      if (log.some((line) => line.includes('listening on'))) {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`The server exited (${code}) before listening:\n${log.join('\n')}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    otpFor: (phone, purpose, options = {}) =>
      waitForLine(log, new RegExp(`\\[farmcart:otp\\] phone=${escape(phone)} code=(\\d{6}) purpose=${purpose}`), options.after ?? 0, `OTP for ${phone}`),
    resetCodeFor: (email, options = {}) =>
      waitForLine(log, new RegExp(`\\[farmcart:reset\\] email=${escape(email)} code=(\\d{6})`), options.after ?? 0, `reset code for ${email}`),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
