// Turns between the run's workers (tests/playwright.config.ts runs two): a test takes a shared
// turn, which any number of tests of other workers may hold with it, or, when it must run with
// nothing else under way (it times answers, stops a database, loads both cores), the turn alone:
// it waits until the tests under way in other workers have ended, and the other workers start
// no test until it has ended. Turns are files in one directory per run (E2E_TURNS_DIR, set by
// the config), so they work across the workers' processes:
// - `alone/` (a directory: mkdir either makes it or fails) with `alone/pid`, while a test holds
//   the turn alone, and while it waits for the shared turns to end (so that no new one starts);
// - `shared-<pid>`, while a test of that worker holds a shared turn.
// A file left by a process that has died (a killed worker) is no one's turn and is removed.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POLL_MS = 50;

const dir = process.env.E2E_TURNS_DIR ?? join(tmpdir(), `farmcart-e2e-turns-${process.ppid}`);
const aloneDir = join(dir, 'alone');
const alonePid = join(aloneDir, 'pid');
const sharedFile = join(dir, `shared-${process.pid}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether another live process holds (or is taking) the turn alone; a dead one's is removed. */
function aloneElsewhere(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(alonePid, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // No pid file: no `alone/`, or one made a moment ago whose pid is not written yet.
    try {
      readdirSync(aloneDir);
      return true;
    } catch {
      return false;
    }
  }
  if (pid === process.pid) return false;
  if (alive(pid)) return true;
  rmSync(aloneDir, { recursive: true, force: true });
  return false;
}

/** The processes other than this one that hold a shared turn (files of dead ones are removed). */
function sharedElsewhere(): number[] {
  const holders: number[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('shared-')) continue;
    const pid = Number(name.slice('shared-'.length));
    if (pid === process.pid) continue;
    if (alive(pid)) holders.push(pid);
    else rmSync(join(dir, name), { force: true });
  }
  return holders;
}

/** Waits for a shared turn and answers the function that gives it back. */
export async function sharedTurn(): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  for (;;) {
    if (!aloneElsewhere()) {
      writeFileSync(sharedFile, '');
      // A test that began to take the turn alone meanwhile goes first.
      if (!aloneElsewhere()) return () => rmSync(sharedFile, { force: true });
      rmSync(sharedFile, { force: true });
    }
    await sleep(POLL_MS);
  }
}

/** Waits for the turn alone (no test under way in another worker) and answers the function that gives it back. */
export async function turnAlone(): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(aloneDir);
      writeFileSync(alonePid, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      aloneElsewhere();
      await sleep(POLL_MS);
    }
  }
  while (sharedElsewhere().length > 0) await sleep(POLL_MS);
  return () => rmSync(aloneDir, { recursive: true, force: true });
}
