// The load generator of the page and API benchmarks: wrk (Debian's package), driven by a Lua script
// that cycles through a list of requests (each customer's own path, cookies and body), so a run
// can spread its requests over many points. autocannon tops out near 3,500–4,000 req/s on this
// machine, below a bare node:http server: its ratios to bare were inflated. Each benchmark measures
// wrk's own ceiling in every round (startTrivial: a trivial bare server answering two bytes, nginx where it
// can be had) and a
// ratio counts only where the bare side stays below CEILING_SHARE of it (ratioOf).
// Loopback only; every run is bounded in time (-d) and, through the script, in requests.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

/** A ratio to bare counts only while bare runs below this share of the tool's ceiling. */
export const CEILING_SHARE = 0.7;

/**
 * wrk on one core and the servers it loads (the shop, bare, the trivial server) on another
 * (taskset; PIN=0 turns it off): on a 2-core machine with all three free to share both cores, a
 * bare server answering a page took what wrk needed and ran at 83–88 % of wrk's own ceiling, so
 * no page ratio could count. Pinned, wrk keeps a core to itself and every server gets the other,
 * the same for each: the ceiling is what one core of wrk drives, and bare and the shop are each
 * one core of server.
 */
export const PINNED =
  process.env.PIN !== '0' && availableParallelism() >= 2 && spawnSync('taskset', ['-V']).error === undefined;
const WRK_CORE = '0';
const SERVER_CORE = '1';

/** Pins a server's process, every thread of it (and those it starts later), to the servers' core. */
export function pinServer(pid) {
  if (PINNED && pid) execFileSync('taskset', ['-a', '-cp', SERVER_CORE, String(pid)], { stdio: 'ignore' });
}

/** How the runs were placed, for the benchmarks' notes. */
export function placement() {
  return PINNED ? `wrk pinned to core ${WRK_CORE}, every server to core ${SERVER_CORE} (taskset)` : 'not pinned';
}

/** wrk on the PATH, installed from Debian's packages when missing (the benchmarks' own setup). */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.log('wrk is missing: apt-get install -y wrk');
  try {
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  }
}

/** A string as a Lua literal (decimal escapes for anything but printable ASCII). */
function luaString(text) {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    out += byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${out}"`;
}

/**
 * The Lua script: the requests formatted once per thread, each thread starting at its own place
 * in the list; `rate` (per second over all connections) spaces each connection's requests out;
 * `maxRequests` stops a thread after its share; `unique` adds a fresh idempotency key to POST
 * bodies (`"idempotency_key":"…"` appended before the closing brace). done() prints one JSON line.
 */
function script({ requests, connections, threads, rate, maxRequests, unique }) {
  const lines = ['local reqs = {}', 'local bodies = {}', 'local heads = {}', 'local methods = {}', 'local paths = {}'];
  requests.forEach((r, index) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([name, value]) => `[${luaString(name)}]=${luaString(value)}`)
      .join(',');
    const n = index + 1;
    lines.push(
      `methods[${n}]=${luaString(r.method ?? 'GET')} paths[${n}]=${luaString(r.path)} heads[${n}]={${headers}} bodies[${n}]=${r.body === undefined ? 'nil' : luaString(r.body)}`,
    );
  });
  const perConnectionDelayMs = rate ? (connections * 1000) / rate : 0;
  const perThread = maxRequests ? Math.ceil(maxRequests / threads) : 0;
  lines.push(
    'local counter = 0',
    'local sent = 0',
    'local threadCount = 0',
    'function setup(thread) thread:set("tid", threadCount); threadCount = threadCount + 1 end',
    'function init(args)',
    '  for i = 1, #paths do',
    `    if not ${unique ? 'true' : 'false'} then reqs[i] = wrk.format(methods[i], paths[i], heads[i], bodies[i]) end`,
    '  end',
    `  counter = (tonumber(tid) or 0) * ${Math.max(1, Math.floor(requests.length / threads))}`,
    'end',
    'function request()',
    `  if ${perThread} > 0 and sent >= ${perThread} then wrk.thread:stop() end`,
    '  sent = sent + 1',
    '  counter = counter + 1',
    '  local i = (counter % #paths) + 1',
    unique
      ? "  local body = bodies[i]:sub(1, -2) .. ',\"idempotency_key\":\"wrk-' .. tostring(tid) .. '-' .. counter .. '-' .. math.random(1, 1e9) .. '\"}'\n  return wrk.format(methods[i], paths[i], heads[i], body)"
      : '  return reqs[i]',
    'end',
    perConnectionDelayMs ? `function delay() return ${Math.round(perConnectionDelayMs)} end` : '',
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format(\'WRKJSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n\',',
    '    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,',
    '    latency:percentile(50), latency:percentile(99)))',
    'end',
  );
  return lines.join('\n');
}

/**
 * One wrk run against `origin` cycling through `requests` ({ method, path, headers, body }).
 * Answers { rps, p50Ms, p99Ms, errors, non2xx }. `rate` spaces requests out (a fixed load, for a
 * latency figure); without it the run is as fast as the server answers.
 */
export function wrkRun(
  origin,
  requests,
  { seconds = 5, connections = 20, threads = 1, rate, maxRequests, unique = false } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-wrk-'));
  const file = join(dir, 'requests.lua');
  writeFileSync(file, script({ requests, connections, threads, rate, maxRequests, unique }));
  try {
    const args = [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      file,
      origin,
    ];
    const result = PINNED
      ? spawnSync('taskset', ['-c', WRK_CORE, 'wrk', ...args], { encoding: 'utf8', timeout: (seconds + 30) * 1000 })
      : spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
    const line = /WRKJSON (\{.*\})/.exec(result.stdout ?? '');
    if (!line) throw new Error(`wrk gave no figures:\n${result.stdout}\n${result.stderr}`);
    const figures = JSON.parse(line[1]);
    return {
      rps: figures.requests / (figures.duration_us / 1e6),
      requests: figures.requests,
      p50Ms: figures.p50_us / 1000,
      p99Ms: figures.p99_us / 1000,
      errors: figures.connect + figures.read + figures.write + figures.timeout,
      non2xx: figures.status,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** nginx on the PATH (Debian's nginx-light, installed when missing, as wrk is), or false where it cannot be had. */
function ensureNginx() {
  if (process.env.TRIVIAL === 'node') return false;
  if (spawnSync('nginx', ['-v']).error === undefined) return true;
  console.log('nginx is missing (the trivial server of the ceiling): apt-get install -y nginx-light');
  const installed = spawnSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' });
  return installed.status === 0 && spawnSync('nginx', ['-v']).error === undefined;
}

/** What the ceiling was measured against, for the benchmarks' notes. */
export let trivialServer = 'a trivial node:http server (two bytes, its own process)';

/**
 * The trivial bare server (two bytes for any request, in its own process like the servers it is
 * compared with): what wrk gets from it is wrk's ceiling on this machine at that moment. The
 * benchmarks measure it in every round, beside the shop and bare, as the load of the machine changes.
 * nginx (one worker, on the servers' core) where it can be had: a Node server answering two bytes
 * tops out near 60,000 req/s on one core here, below what one core of wrk drives (110,000–130,000
 * against nginx), so against it the ceiling was Node's, and every bare server sending a page came
 * near it. TRIVIAL=node keeps the Node one.
 */
export async function startTrivial(port = 4599) {
  const { fork, spawn } = await import('node:child_process');
  if (ensureNginx()) {
    const dir = mkdtempSync(join(tmpdir(), 'farmcart-trivial-'));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        'daemon off;',
        'master_process off;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')};`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${dir};`,
        '  keepalive_requests 1000000;',
        `  server { listen 127.0.0.1:${port}; location / { return 200 "ok"; } }`,
        '}',
      ].join('\n'),
    );
    const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const ready = await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (tries === 50 || child.exitCode !== null) throw new Error(`nginx did not start on ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    pinServer(child.pid);
    trivialServer = 'nginx answering two bytes (one worker, its own process)';
    return {
      url,
      async stop() {
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const child = fork(new URL('./trivial-server.mjs', import.meta.url).pathname, [String(port)]);
  await new Promise((resolve) => child.once('message', resolve));
  pinServer(child.pid);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (value) => `${(value * 100).toFixed(0)} %`;

/**
 * Shop / bare over the alternating rounds, median (min–max); not counted when in any round bare
 * reached CEILING_SHARE of the ceiling measured in that round (the tool may have held bare back).
 */
export function ratioOf(shop, bare, ceiling) {
  const ratios = shop.map((value, index) => value / bare[index]);
  const text = `${pct(median(ratios))} (${pct(Math.min(...ratios))}–${pct(Math.max(...ratios))})`;
  const share = Math.max(...bare.map((value, index) => value / ceiling[index]));
  return share < CEILING_SHARE ? text : `not counted: bare at ${pct(share)} of the ceiling (${text})`;
}

/** The machine's 1-minute load average, to print beside figures measured while others use it. */
export function loadAverage() {
  return loadavg()[0].toFixed(1);
}
