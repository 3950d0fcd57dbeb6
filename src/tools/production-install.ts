// The production install, tried (docs/deploy.md, "Build once, run many"): the built dist/ with
// package.json and package-lock.json in an empty directory, `npm ci --omit=dev` there, the server
// started from it as `npm run serve` starts it (NODE_ENV=production, the demo seeded, a data
// directory of its own, a free port of 127.0.0.1), and the demo admin uploading a picture to the
// media library, which sharp decodes and copies. Every package the built server imports must be in
// the production install and none may be a devDependency: a package a dependency happens to bring
// (sharp is an optional dependency of Astro) is not one the shop can count on. `.ci/run` runs it after `npm test`, which builds dist/; by hand:
// `npm run build && node src/tools/production-install.ts`. One line says how it went; on a failure
// it says what failed (exit code 1). The directory is removed either way.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_STAFF_PASSWORD, STAFF } from '../server/seed/demo/staff.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_WITHIN_MS = 60_000;
const INSTALL_WITHIN_MS = 180_000;

class Failed extends Error {}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The last few lines of a process's output, on one line, for a failure's message. */
const tailOf = (output: string, lines = 3): string => oneLine(output.trim().split('\n').slice(-lines).join(' | '));

/** The packages the built server imports (import and export statements, import() of a string): their names. */
function packagesImportedBy(dir: string): Set<string> {
  const found = new Set<string>();
  const statements = [
    /^\s*(?:import|export)\s(?:[^;]*?\sfrom\s*)?["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.m?js$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const pattern of statements) {
      for (const [, specifier = ''] of text.matchAll(pattern)) {
        if (/^[./]|^node:/.test(specifier) || builtinModules.includes(specifier.split('/')[0] ?? '')) continue;
        const parts = specifier.split('/');
        found.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier));
      }
    }
  }
  return found;
}

/** The packages the built server in `dir` imports that package.json lists as devDependencies. */
function devDependenciesImported(dir: string, imported: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  return imported.filter((name) => manifest.devDependencies?.[name] !== undefined);
}

/** A PNG of `width` × `height` pixels of one colour: a picture sharp must decode, without sharp to make it. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x5a, 0x9e, 0x3a]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

/** Runs npm in `cwd` to its end; fails with npm's last lines. */
function npm(cwd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn('npm', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_WITHIN_MS);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Failed(`npm ${args[0]} could not start: ${error.message}`)));
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Failed(`npm ${args.join(' ')} failed (${signal ?? `exit ${code}`}): ${tailOf(output)}`));
    });
  });
}

interface Server {
  child: ChildProcess;
  output(): string;
}

/** `npm run serve` in `cwd`, in a process group of its own so that stopping it stops node too. */
function serve(cwd: string, env: NodeJS.ProcessEnv): Server {
  let output = '';
  const child = spawn('npm', ['run', '--silent', 'serve'], { cwd, env, detached: true, stdio: 'pipe' });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  process.kill(-child.pid, 'SIGTERM');
  const late = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
}

async function waitReady(base: string, server: Server): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Failed(`the server exited (${server.child.exitCode}): ${tailOf(server.output())}`);
    try {
      const answer = await fetch(`${base}/readyz`);
      if (answer.ok) return;
      last = `${answer.status} ${oneLine(await answer.text())}`;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Failed(`/readyz was not ready within ${READY_WITHIN_MS / 1000} s (${last}): ${tailOf(server.output())}`);
}

/** Signs the demo admin in and uploads a picture as the console's media screen does (2xx expected). */
async function uploadAsAdmin(base: string): Promise<void> {
  const admin = STAFF.find((member) => member.role === 'admin');
  if (!admin) throw new Failed('the demo seed has no admin');
  const headers = { origin: base };
  const login = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: DEMO_STAFF_PASSWORD }),
  });
  if (!login.ok) throw new Failed(`the admin's sign-in answered ${login.status}: ${oneLine(await login.text())}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const query = new URLSearchParams({ alt_en: 'A green square', alt_mr: 'हिरवा चौकोन', name: 'square.png' });
  const upload = await fetch(`${base}/staff/media/upload?${query}`, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'image/png' },
    body: new Uint8Array(png(64, 48)),
  });
  if (upload.status < 200 || upload.status > 299)
    throw new Failed(`the picture's upload answered ${upload.status}: ${oneLine(await upload.text())}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  if (!existsSync(join(ROOT, 'dist/server/entry.mjs')))
    throw new Failed('no dist/server/entry.mjs: run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-production-'));
  let server: Server | undefined;
  try {
    cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(ROOT, file), join(dir, file));
    // The install's own preinstall hook (package.json) runs this file.
    mkdirSync(join(dir, 'src/tools'), { recursive: true });
    copyFileSync(join(ROOT, 'src/tools/require-node24.mjs'), join(dir, 'src/tools/require-node24.mjs'));
    const imported = [...packagesImportedBy(join(dir, 'dist/server'))].sort();
    const dev = devDependenciesImported(dir, imported);
    if (dev.length > 0)
      throw new Failed(`the server imports ${dev.join(', ')}, declared in devDependencies: move it to dependencies`);
    const installing = performance.now();
    await npm(dir, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline']);
    const installed = seconds(installing);
    const missing = imported.filter((name) => !existsSync(join(dir, 'node_modules', name, 'package.json')));
    if (missing.length > 0)
      throw new Failed(`the server imports ${missing.join(', ')}, which npm ci --omit=dev did not install`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _shared, ...env } = process.env;
    const starting = performance.now();
    server = serve(dir, {
      ...env,
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: base,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
    });
    await waitReady(base, server);
    const ready = seconds(starting);
    await uploadAsAdmin(base);
    await stop(server);
    console.log(
      `production install: npm ci --omit=dev ${installed} s, every package the server imports installed, ` +
        `ready ${ready} s, the admin's picture taken; ${seconds(started)} s in all`,
    );
  } finally {
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`production install failed: ${error instanceof Failed ? error.message : oneLine(String(error))}`);
  process.exitCode = 1;
}
