// `npm run backup`: a backup of the shop into BACKUP_DIR, made while it runs (decision 0323; docs/deploy.md
// "Backups and restores"). The embedded database is copied by SQLite's online backup over a
// connection of this process, in one step: one read snapshot, which the server's writes (WAL) do
// not wait for. On PostgreSQL (DATABASE_URL) it runs pg_dump, and says so when pg_dump is not
// installed. Then, as the server's own backups do, the oldest beyond BACKUP_KEEP are removed and
// BACKUP_HOOK is run with the new backup's path. Exit 0 when the backup was made (a failed hook is
// said, and exits 1 too: the copy off the machine is part of the job).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { readConfig } from '../config.ts';
import { backupPostgres, clientProgram, NO_CLIENT_PROGRAMS } from '../db/backups/postgres-backup.ts';
import { backupRound, describeBackup } from '../db/backups/schedule.ts';
import { backupSqlite, DATABASE_FILE, type MadeBackup, onlineCopy } from '../db/backups/sqlite-backup.ts';

/** More pages than any shop's database has: the copy is one step, one snapshot. */
const ALL_PAGES = 2 ** 30;

if (process.argv.length > 2) {
  console.error(
    'Usage: npm run backup   (configured by DATA_DIR or DATABASE_URL, BACKUP_DIR, BACKUP_KEEP, BACKUP_HOOK)',
  );
  process.exit(2);
}

try {
  const config = readConfig();
  const settings = { backupDir: config.BACKUP_DIR, keep: config.BACKUP_KEEP, hook: config.BACKUP_HOOK };
  let make: () => Promise<MadeBackup>;
  const url = config.DATABASE_URL;
  if (url) {
    const version = await clientProgram('pg_dump');
    if (!version) {
      console.error(`No backup made: ${NO_CLIENT_PROGRAMS}`);
      process.exit(1);
    }
    console.log(`PostgreSQL: ${version}`);
    make = () => backupPostgres(url, { backupDir: config.BACKUP_DIR, now: new Date() });
  } else {
    const dataDir = resolve(config.DATA_DIR);
    const file = join(dataDir, DATABASE_FILE);
    if (!existsSync(file)) throw new Error(`There is no shop database at ${file} (DATA_DIR): nothing to back up.`);
    const connection = new DatabaseSync(file);
    connection.exec('PRAGMA busy_timeout = 5000');
    make = async () => {
      try {
        return await backupSqlite(onlineCopy(connection, ALL_PAGES), {
          dataDir,
          backupDir: config.BACKUP_DIR,
          now: new Date(),
        });
      } finally {
        connection.close();
      }
    };
  }
  const { made, removed, hookProblem } = await backupRound(make, settings);
  console.log(`Backup made: ${describeBackup(made)}`);
  for (const path of removed) console.log(`Removed the oldest beyond BACKUP_KEEP=${config.BACKUP_KEEP}: ${path}`);
  if (hookProblem) {
    console.error(hookProblem);
    process.exitCode = 1;
  } else if (config.BACKUP_HOOK) {
    console.log('BACKUP_HOOK ran.');
  }
} catch (error) {
  console.error(`No backup made: ${(error as Error).message}`);
  process.exitCode = 1;
}
