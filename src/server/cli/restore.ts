// `npm run restore -- BACKUP [--force]`: puts a backup made by `npm run backup` or the server
// (decision 0323; docs/deploy.md "Backups and restores") back. BACKUP is the backup's folder or its
// manifest.json. Every file is checked against the manifest's sha256 and the schema version
// against this release's migrations before anything is touched. On the embedded database it
// restores into DATA_DIR, refused while a server holds DATA_DIR's lock; over an existing database
// only with --force, and the replaced files are then kept in DATA_DIR/replaced-{time}/. On
// PostgreSQL (DATABASE_URL) it runs pg_restore into the dump's schema, refused while an instance is
// connected to it; over an existing schema only with --force, which renames that schema aside.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { sizeOf } from '../db/backups/backup-files.ts';
import { clientProgram, NO_CLIENT_PROGRAMS, restorePostgres } from '../db/backups/postgres-backup.ts';
import { restoreSqlite } from '../db/backups/sqlite-backup.ts';

const USAGE =
  'Usage: npm run restore -- BACKUP [--force]   (BACKUP: a backup folder of BACKUP_DIR, or its manifest.json)';

let args: ReturnType<typeof parseArgs<{ options: { force: { type: 'boolean' } }; allowPositionals: true }>>;
try {
  args = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
} catch {
  console.error(USAGE);
  process.exit(2);
}
const [path, ...extra] = args.positionals;
if (!path || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = readConfig();
  const options = { force: args.values.force === true, now: new Date() };
  const url = config.DATABASE_URL;
  if (url && !(await clientProgram('pg_restore'))) {
    console.error(`Nothing restored: ${NO_CLIENT_PROGRAMS}`);
    process.exit(1);
  }
  const outcome = url ? await restorePostgres(path, url, options) : await restoreSqlite(path, config.DATA_DIR, options);
  if (!outcome.ok) {
    console.error(`Nothing restored from ${path}: ${outcome.reason}.`);
    process.exit(1);
  }
  const { manifest, replaced, orders, pictures } = outcome.restored;
  const into = url ? 'PostgreSQL' : resolve(config.DATA_DIR);
  console.log(`Restored the backup made ${manifest.created_at} (schema ${manifest.schema_version}) into ${into}:`);
  for (const file of manifest.files)
    console.log(`  ${file.name} ${sizeOf(file.bytes)}, sha256 ${file.sha256.slice(0, 16)}… checked`);
  console.log(`  ${orders} orders, ${pictures} pictures`);
  if (replaced) console.log(`What it replaced is kept in ${url ? `schema ${replaced}` : replaced}.`);
  console.log('Start the server: it applies any migration this release has beyond the backup.');
} catch (error) {
  console.error(`Nothing restored: ${(error as Error).message}`);
  process.exitCode = 1;
}
