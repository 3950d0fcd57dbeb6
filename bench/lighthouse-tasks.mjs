// Where a page's Lighthouse figures come from (decision 0206): one Lighthouse run
// (mobile preset, as bench/lighthouse.mjs) of each page named, then, from the run's own trace, the
// renderer's main-thread tasks of at least --min ms as observed on this machine (Lighthouse's
// simulation multiplies them by 4: a task of 12.5 ms here is a 50 ms long task there), each with the
// work inside it that took longest (parsing, style, layout, paint, a script and its URL), marked
// before or after the first contentful paint; and the LCP element with its phases. A task with no
// named work inside was not traced by Lighthouse's categories (a picture being decoded, an SVG
// picture's document: docs/benchmarks.md). Figures of one run vary; read them for their causes.
// With --tbt, the tasks that make up the simulated TBT; `floor` among the paths measures bench/lighthouse.mjs's
// static floor page. With --threads, the CPU each thread of the browser used in the two seconds after
// the first paint, and the main thread's tasks' wall time against its CPU time: a task much longer than
// its CPU time waited for a core that another thread (or process) had (docs/benchmarks.md, "What the
// worker's install cost").
// Usage: npm run build && node bench/lighthouse-tasks.mjs [--min 8] [--lantern] [--tbt] [--threads] floor / /category/fruits /campaign/mango
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { KOTHRUD_COOKIE, launchChromium, startFloor, startShop } from './lib.mjs';

const SHOP_PORT = 4514;
const FLOOR_PORT = 4516;
const args = process.argv.slice(2);
const minAt = args.indexOf('--min');
const MIN_MS = minAt >= 0 ? Number(args[minAt + 1]) : 8;
const LANTERN = args.includes('--lantern');
const TBT = args.includes('--tbt');
const THREADS = args.includes('--threads');
/** The window after the first paint that --threads reports on. */
const THREADS_WINDOW_MS = 2000;
const paths = args.filter(
  (arg, index) => (arg.startsWith('/') || arg === 'floor') && (minAt < 0 || index !== minAt + 1),
);
if (paths.length === 0) paths.push('/');
const cookie = KOTHRUD_COOKIE;

/** The renderer main thread of the page: the CrRendererMain thread with the most events. */
/** The trace's names of threads (by `pid:tid`) and of processes (by pid). */
function namesOf(events) {
  const threads = new Map();
  const processes = new Map();
  for (const event of events) {
    if (event.ph !== 'M') continue;
    if (event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args.name);
    if (event.name === 'process_name') processes.set(event.pid, event.args.name);
  }
  return { threads, processes };
}

function mainThread(events) {
  const names = namesOf(events).threads;
  const counts = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (names.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const shortUrl = (url) =>
  String(url)
    .replace(/^https?:\/\/[^/]+/, '')
    .slice(0, 48);

/** The named work directly inside `task` (outermost events only), longest first. */
function insideOf(task, events) {
  const end = task.ts + task.dur;
  const inner = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 200);
  const outermost = inner.filter(
    (e) => !inner.some((p) => p !== e && p.dur > e.dur && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur),
  );
  const byName = new Map();
  for (const e of outermost) {
    const url = e.args?.data?.url ?? e.args?.beginData?.url;
    const key = url ? `${e.name} ${shortUrl(url)}` : e.name;
    byName.set(key, (byName.get(key) ?? 0) + e.dur / 1000);
  }
  return [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

function report(path, lhr, trace) {
  const audits = lhr.audits;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  console.log(
    `\n== ${path}: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms (simulated)`,
  );
  const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const phases = lcp[0]?.items?.map((item) => `${item.label} ${Math.round(item.duration)} ms`).join(', ');
  if (lcp[1]?.snippet) console.log(`LCP element: ${lcp[1].snippet.slice(0, 140)}\n  phases: ${phases}`);
  const events = trace.traceEvents;
  const thread = mainThread(events);
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const start = (events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread) ?? mine[0]).ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
  const tasks = mine.filter((e) => e.name === 'RunTask');
  let before = 0;
  let after = 0;
  for (const task of tasks) {
    const duration = task.dur / 1000;
    if (task.ts < fcp) before += duration;
    else after += duration;
    if (duration < MIN_MS) continue;
    const inside = insideOf(task, mine)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(' | ');
    const when = task.ts < fcp ? 'before FCP' : 'after FCP ';
    console.log(
      `${String(Math.round((task.ts - start) / 1000)).padStart(6)} ms  ${when}  ${duration.toFixed(1).padStart(5)} ms  ${inside || '(nothing traced inside)'}`,
    );
  }
  console.log(
    `main thread (observed): ${Math.round(before)} ms before the first paint, ${Math.round(after)} ms after it`,
  );
  if (THREADS) threadsReport(events, tasks, fcp);
}

/** Each thread's top-level tasks in the window after the first paint: wall and CPU time (`tdur`), busiest first. */
function threadsReport(events, mainTasks, fcp) {
  /** A task's time on the CPU (µs), where the trace has it. */
  const cpuOf = (task) => task.tdur ?? task.dur;
  const after = mainTasks.filter((task) => task.ts >= fcp);
  const wall = after.reduce((sum, task) => sum + task.dur, 0) / 1000;
  const cpu = after.reduce((sum, task) => sum + cpuOf(task), 0) / 1000;
  // Lighthouse's simulation counts a task of 12.5 ms here as a long task (×4, past 50 ms).
  const longWall = after.filter((task) => task.dur >= 12_500).length;
  const longCpu = after.filter((task) => cpuOf(task) >= 12_500).length;
  console.log(
    `  main thread's tasks after the first paint: ${Math.round(wall)} ms wall, ${Math.round(cpu)} ms CPU; ` +
      `${longWall} of them 12.5 ms or longer, ${longCpu} of those on the CPU for 12.5 ms or longer`,
  );
  const { threads: threadNames, processes: processNames } = namesOf(events);
  const topLevel = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
  const end = fcp + THREADS_WINDOW_MS * 1000;
  const perThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !topLevel.has(event.name) || event.ts < fcp || event.ts >= end) continue;
    const key = `${processNames.get(event.pid) ?? event.pid} / ${threadNames.get(`${event.pid}:${event.tid}`) ?? event.tid}`;
    const [w, c] = perThread.get(key) ?? [0, 0];
    perThread.set(key, [w + event.dur / 1000, c + cpuOf(event) / 1000]);
  }
  console.log(`  threads in the ${THREADS_WINDOW_MS} ms after the first paint (CPU, wall):`);
  for (const [key, [w, c]] of [...perThread].sort((a, b) => b[1][1] - a[1][1]).slice(0, 10)) {
    console.log(
      `    ${String(Math.round(c)).padStart(5)} ms CPU  ${String(Math.round(w)).padStart(5)} ms wall  ${key}`,
    );
  }
}

/**
 * What Lighthouse's simulation (Lantern) waited on for a metric: the requests of its graph with
 * their simulated start and end, and the main-thread work of at least --min ms (simulated, i.e.
 * already slowed down), in the order they started. `label` is a simulation's name such as
 * optimisticLargestContentfulPaint or pessimisticFirstContentfulPaint.
 */
function lanternReport(label) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
  if (!timings) return;
  const rows = [...timings].sort((a, b) => a[1].startTime - b[1].startTime);
  const end = Math.max(...rows.map(([, timing]) => timing.endTime));
  const cpu = rows.filter(([node]) => node.type === 'cpu').reduce((sum, [, t]) => sum + t.endTime - t.startTime, 0);
  console.log(`  ${label}: ${Math.round(end)} ms (${rows.length} nodes, main thread ${Math.round(cpu)} ms)`);
  for (const [node, timing] of rows) {
    const took = timing.endTime - timing.startTime;
    if (node.type === 'cpu' && took < MIN_MS) continue;
    const what =
      node.type === 'network'
        ? `${shortUrl(node.request.url)} ${Math.round(node.request.transferSize / 1024)} KB`
        : 'main thread';
    console.log(
      `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`,
    );
  }
}

/**
 * What Lighthouse's simulated TBT is made of: the main-thread tasks of the TBT simulation (already
 * slowed down) longer than 50 ms that end after the FCP it counts from, with their blocking time
 * and the work inside each task as observed. `fcp` is the simulated FCP (ms).
 */
function tbtReport(label, fcp) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
  if (!timings) return;
  let sum = 0;
  const took = (timing) => timing.endTime - timing.startTime;
  const rows = [...timings].filter(([node, t]) => node.type === 'cpu' && took(t) >= 50 && t.endTime > fcp);
  const lines = [];
  for (const [node, timing] of rows.sort((a, b) => a[1].startTime - b[1].startTime)) {
    const counted = timing.endTime - Math.max(timing.startTime, fcp);
    const blocking = Math.max(0, Math.min(counted, took(timing) - 50));
    sum += blocking;
    const inside = insideOf(node.event, node.childEvents)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(' | ');
    lines.push(
      `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} blocking ${String(Math.round(blocking)).padStart(3)} ms  ${inside || '(nothing traced inside)'}`,
    );
  }
  console.log(`  ${label} after FCP ${Math.round(fcp)} ms: about ${Math.round(sum)} ms`);
  for (const line of lines) console.log(line);
}

const shop = await startShop(SHOP_PORT);
const floor = await startFloor(FLOOR_PORT);
const chrome = await launchChromium();
try {
  for (const path of paths) {
    // The simulations of this run only (the map is the simulator's, kept across runs).
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const result = await lighthouse(path === 'floor' ? floor.url : `${shop.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    });
    if (!result || result.lhr.runtimeError) {
      console.log(`\n== ${path}: run failed (${result?.lhr.runtimeError?.code ?? 'no result'})`);
      continue;
    }
    report(path, result.lhr, result.artifacts.Trace);
    if (TBT) {
      const fcp = result.lhr.audits['first-contentful-paint']?.numericValue ?? 0;
      tbtReport('optimisticTotalBlockingTime', fcp);
    }
    if (LANTERN) {
      for (const request of result.lhr.audits['network-requests']?.details?.items ?? []) {
        console.log(
          `  observed ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padEnd(5)} ${request.priority.padEnd(8)} ${shortUrl(request.url)}`,
        );
      }
      for (const label of Lantern.Simulation.Simulator.allNodeTimings.keys()) {
        if (/ContentfulPaint$/.test(label)) lanternReport(label);
      }
    }
  }
} finally {
  await chrome.kill();
  await shop.stop();
  floor.stop();
}
