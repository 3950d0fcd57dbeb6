// The shop's database as a start opens it (decision 0310): db/index.ts opens and migrates it, and
// runs what this passes before handing it back — at every start the essentials (what a release
// added to the settings and labels), and into a database with no stores the demo shop, unless the
// configuration says otherwise (config.ts seedsDemoShop). The server's entry (http/serve.ts), the
// first page or call in `astro dev` (context.ts getContext), the command-line tools and the tests
// open it through here; the data layer knows no seed. The process's own handle is kept on
// globalThis so that `astro dev`, which re-evaluates modules on every edit, does not open a second one.
import { readConfig, type ServerConfig, seedsDemoShop } from './config.ts';
import {
  type DatabaseConfig,
  type OpenDatabase,
  type OpenOptions,
  openDatabase,
  openWhenReachable,
  type PrepareDatabase,
} from './db/index.ts';
import { ensureEssentials } from './seed/essentials/index.ts';
import { writeStarterPages } from './seed/essentials/starter-pages.ts';
import { seedDemoShop } from './seed/index.ts';

/** What opening the shop's database reads of the configuration: the database's, and whether the demo is seeded. */
export type ShopDatabaseConfig = DatabaseConfig &
  Pick<ServerConfig, 'NO_SEED'> &
  Partial<Pick<ServerConfig, 'SEED_DEMO' | 'NODE_ENV'>>;

export interface ShopOpenOptions extends Omit<OpenOptions, 'prepare'> {
  /** Seed the demo shop when the database has no stores (default: config.ts seedsDemoShop). */
  demo?: boolean;
}

/**
 * What a start writes into a migrated database: the essentials; with `demo`, the demo shop into one
 * with no stores; without, at its first start, the info pages as drafts.
 */
function preparingShop(demo: boolean): PrepareDatabase {
  return async (db, engine) => {
    // Every shop, demo or not, at every start: what a release added to the settings and labels.
    const added = await ensureEssentials(db, engine);
    if (!demo) {
      // A new live shop's first start: its info pages begin as drafts it fills in (decision 0316).
      if (added.languages) await writeStarterPages(db, new Date());
      return;
    }
    const { count } = await db
      .selectFrom('stores')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) await seedDemoShop(db, engine);
  };
}

function openOptions(config: ShopDatabaseConfig, { demo, ...options }: ShopOpenOptions): OpenOptions {
  return { ...options, prepare: preparingShop(demo ?? seedsDemoShop(config)) };
}

/** Opens, migrates and prepares the shop's database: a command-line tool's, a test's. */
export function openShopDatabase(config: ShopDatabaseConfig, options: ShopOpenOptions = {}): Promise<OpenDatabase> {
  return openDatabase(config, openOptions(config, options));
}

const SHARED = Symbol.for('farmcart.database');
const OPENED = Symbol.for('farmcart.database.opened');
type Shared = { [SHARED]?: Promise<OpenDatabase>; [OPENED]?: OpenDatabase };

/** The process's database, opened on first use with the environment's configuration (waiting for PostgreSQL). */
export function getDatabase(): Promise<OpenDatabase> {
  const holder = globalThis as Shared;
  if (!holder[SHARED]) {
    const config = readConfig();
    holder[SHARED] = openWhenReachable(config, openOptions(config, {})).then((opened) => {
      holder[OPENED] = opened;
      return opened;
    });
  }
  return holder[SHARED];
}

/** True while the process's database is open but known to be unreachable (pages answer 503 at once). */
export function databaseDown(): boolean {
  return (globalThis as Shared)[OPENED]?.unavailable() ?? false;
}

/** Closes the process's database if it was opened (on SIGINT/SIGTERM). */
export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Shared;
  const pending = holder[SHARED];
  if (!pending) return;
  delete holder[SHARED];
  delete holder[OPENED];
  await (await pending).close();
}
