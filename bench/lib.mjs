// Shared by the benchmark scripts: start the built server on loopback with a
// fresh data directory, wait for it, stop it; write a table into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { encodeLocationCookie } from '../src/domain/location-cookie.ts';
import { CHROMIUM_FLAGS } from '../src/tools/chromium-flags.ts';

export const root = new URL('..', import.meta.url).pathname;

/**
 * The Node flags of `npm run serve` (the heap bounds a deployment runs with), so that the
 * benchmarks measure the server as it is run in production.
 */
function serveFlags() {
  return serveWords().filter((word) => word.startsWith('--'));
}

/**
 * The environment `npm run serve` sets before `node` (glibc's malloc arenas), unless the
 * caller's environment sets the same variable (to compare a run without it).
 */
function serveEnv() {
  const assignments = [];
  for (const word of serveWords()) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word);
    if (!match) break;
    assignments.push([match[1], match[2]]);
  }
  return Object.fromEntries(assignments.filter(([name]) => process.env[name] === undefined));
}

/** `npm run serve`'s command, as the benchmark tables name it. */
export function serveCommand() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.serve;
}

function serveWords() {
  return serveCommand().split(/\s+/);
}

/**
 * Starts the built shop (DIST_DIR's or ./dist's server/entry.mjs), or `entry` run
 * from `cwd` (an older build's own start script, to compare two builds in one run).
 */
export async function startShop(port, { entry, cwd = root, dist: distDir, env = {} } = {}) {
  const dist = distDir ?? process.env.DIST_DIR ?? join(root, 'dist');
  const script = entry ?? join(dist, 'server/entry.mjs');
  if (!existsSync(script)) {
    throw new Error(`No build found at ${script}: run \`npm run build\` first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'farmcart-bench-'));
  const child = spawn(process.execPath, [...serveFlags(), script], {
    cwd,
    env: {
      ...serveEnv(),
      ...process.env,
      DIST_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/version.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Listening is not ready: wait for the database (a build without /readyz answers 404).
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200 || ready === 404) break;
    if (child.exitCode !== null) throw new Error(`The server exited:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Replaces the part of docs/benchmarks.md between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeSection(name, markdown) {
  const file = join(root, 'docs/benchmarks.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

/** The cookies of a customer in Kothrud who accepted the cookie notice, as Lighthouse loads the shop's pages. */
export const KOTHRUD_COOKIE = `loc=${encodeLocationCookie({
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12',
  tag: 'Home',
})}; gdpr=accepted`;

/** The system Chromium (CHROME_PATH), headless with the flags that work on this machine, for Lighthouse. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
}
