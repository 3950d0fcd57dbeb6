// The server's own backups of the embedded database (decision 0323): one every BACKUP_EVERY, the
// newest BACKUP_KEEP kept, BACKUP_HOOK run with each new backup's path (to copy it off the
// machine). The next one is due BACKUP_EVERY after the newest in BACKUP_DIR, so a server restarted
// more often than that still makes them; one round at a time, each timer set when the last ended.
import { execFile } from 'node:child_process';
import { pruneBackups, newestBackupTime, sizeOf } from './backup-files.ts';
import type { MadeBackup } from './sqlite-backup.ts';

export interface BackupSettings {
  backupDir: string;
  keep: number;
  /** A shell command run after each backup with its path as $1 (and BACKUP_PATH). */
  hook?: string | undefined;
}

export interface BackupRound {
  made: MadeBackup;
  removed: string[];
  /** The hook's failure, in a line; null when it ran well or there is none. */
  hookProblem: string | null;
}

/** The longest a hook may run: a copy off the machine of a large shop takes a while, but not forever. */
const HOOK_TIMEOUT_MS = 60 * 60 * 1000;

/** Runs `hook` with the backup's path; answers its failure in a line, or null. */
function runHook(hook: string, path: string): Promise<string | null> {
  return new Promise((done) => {
    execFile(
      '/bin/sh',
      ['-c', hook, 'backup-hook', path],
      { env: { ...process.env, BACKUP_PATH: path }, timeout: HOOK_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return done(null);
        const said = stderr.trim().split('\n').at(-1) ?? '';
        done(
          `BACKUP_HOOK failed (${error.killed ? 'timed out' : `exit ${error.code ?? '?'}`})${said ? `: ${said}` : ''}`,
        );
      },
    );
  });
}

/** One backup: made, the oldest beyond `keep` removed, the hook run. */
export async function backupRound(make: () => Promise<MadeBackup>, settings: BackupSettings): Promise<BackupRound> {
  const made = await make();
  const removed = await pruneBackups(settings.backupDir, settings.keep);
  const hookProblem = settings.hook ? await runHook(settings.hook, made.path) : null;
  return { made, removed, hookProblem };
}

/** A backup's line for the log and the command line. */
export function describeBackup(made: MadeBackup): string {
  const files = made.manifest.files.map((file) => `${file.name} ${sizeOf(file.bytes)}`).join(', ');
  return `${made.path} (schema ${made.manifest.schema_version}; ${files}) in ${(made.took_ms / 1000).toFixed(1)} s`;
}

/** The soonest a first backup is made after a start: the server's first minute is its busiest. */
const FIRST_AFTER_START_MS = 60_000;

/** Makes a backup every `everyMs`; answers the function that stops the schedule. */
export function scheduleBackups(
  make: () => Promise<MadeBackup>,
  settings: BackupSettings & { everyMs: number },
  log: { info(line: string): void; error(line: string): void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (inMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void round(), inMs);
    timer.unref();
  };
  const round = async () => {
    try {
      const { made, removed, hookProblem } = await backupRound(make, settings);
      log.info(`Backup made: ${describeBackup(made)}${removed.length > 0 ? `; ${removed.length} older removed` : ''}`);
      if (hookProblem) log.error(hookProblem);
    } catch (error) {
      log.error(`Backup failed: ${(error as Error).message}`);
    }
    next(settings.everyMs);
  };
  void newestBackupTime(settings.backupDir).then(
    (newest) => next(Math.max(FIRST_AFTER_START_MS, (newest?.getTime() ?? 0) + settings.everyMs - Date.now())),
    () => next(FIRST_AFTER_START_MS),
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
