// Shared by the benchmark scripts: start the built server on loopback with a
// fresh data directory, wait for it, stop it; write a table into docs/benchmarks.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { constants as http2Constants, createSecureServer } from 'node:http2';
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
  let stopping = false;
  // A shop that dies under load says why, instead of leaving the benchmark waiting on it.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`The shop on port ${port} exited (${code ?? signal}):\n${log.slice(-4000)}`);
  });
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
  // Another process answering on the port (a shop left from an interrupted run) is not this shop.
  if (child.exitCode !== null) throw new Error(`The server exited:\n${log}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** What it printed so far. */
    log: () => log,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
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
export function launchChromium({ extraFlags = [] } = {}) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });
}

/** A certificate for 127.0.0.1 signed by itself (openssl), for a front that lives as long as a benchmark. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/**
 * HTTP/2 over TLS in front of a plain HTTP server on this machine, as customers reach the shop through
 * the deployment's proxy (docs/deploy.md: nginx `listen 443 ssl http2`, HTTP/1.1 to the instances).
 * Requests and answers stream through unchanged (compression is the server's; no X-Forwarded-* headers,
 * which pages do not need). A browser must be launched with --ignore-certificate-errors. Returns its
 * https origin and a stop function.
 */
export function startHttp2Front(targetPort, port) {
  const server = createSecureServer(selfSignedCertificate());
  server.on('stream', (stream, headers) => {
    const forwarded = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':')) forwarded[name] = Array.isArray(value) ? value.join('; ') : value;
    }
    forwarded.host = headers[':authority'];
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: headers[':method'], path: headers[':path'], headers: forwarded },
      (response) => {
        const answer = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!HOP_BY_HOP.has(name)) answer[name] = value;
        }
        if (stream.destroyed || stream.closed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
        // An answer cut short upstream resets the stream, so that the browser does not wait for the rest.
        response.on('aborted', () => stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR));
      },
    );
    upstream.on('error', () => stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => upstream.destroy());
    stream.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `https://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

/** The floor: about 2 KB of HTML and one picture, nothing else (no script, no stylesheet file). */
// A photo-like raster, as the shop's own pictures are (decision 0040).
export const FLOOR_PICTURE = 'images/banners/farm-to-home.webp';
function floorHtml() {
  const words =
    'Fresh fruit, vegetables, dairy and staples from farms around Pune, delivered to your door in thirty minutes. ';
  const text = words.repeat(12).trim();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A static page to measure against"><style>body{margin:0;font-family:system-ui,sans-serif;color:#1d2520}main{padding:16px}img{width:100%;height:auto;border-radius:12px}h1{font-size:22px}</style></head><body><main><h1>FarmCart, fresh from the farm</h1><img src="/${FLOOR_PICTURE}" width="800" height="333" alt="Farm to home"><p>${text}</p></main></body></html>`;
}

export function startFloor(port) {
  const html = Buffer.from(floorHtml());
  const picture = readFileSync(join(root, 'public', FLOOR_PICTURE));
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length });
      response.end(html);
    } else if (request.url === `/${FLOOR_PICTURE}`) {
      response.writeHead(200, { 'content-type': 'image/webp', 'content-length': picture.length });
      response.end(picture);
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${port}/`, bytes: html.length, stop: () => server.close() }),
    ),
  );
}

/**
 * The recorded answers of one API path for bench/bare-pages-server.mjs, in a temporary file: each
 * body's bytes, picked by the cookie header `cookieOf(index)` its request carries; `headers`, each
 * answer's own header lines (bench/api.mjs's BARE_HEADERS). Returns the file and its directory.
 */
export function bareAnswersFile(path, answers, cookieOf, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-bare-api-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify({
      pages: { [path]: answers.map((bytes) => bytes.toString('base64')) },
      customers: Object.fromEntries(answers.map((_, index) => [cookieOf(index), index])),
      ...(headers ? { headers: { [path]: headers } } : {}),
    }),
  );
  return { dir, file };
}

/** A demo customer's session cookie (Rohan, who has no favourites until a bench gives him some). */
export async function signInCookie(shopUrl) {
  const response = await fetch(`${shopUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shopUrl },
    body: JSON.stringify({ phone: '9800000002', password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}
