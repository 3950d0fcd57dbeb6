// `npm run partner -- <command>`: operators look after delivery partners' accounts (decision 0238;
// README, "Delivery partners"): a partner signs up at /signUpWithAadhar and waits
// until approved here. Works while the server runs, on its database (cli/open-shared.ts).
//
//   list [pending|approved|suspended]
//   approve <phone>     (the partner may sign in and take orders)
//   suspend <phone>     (every session of the partner ends at once; they go offline)
import { canonicalMobile } from '../../domain/accounts/phone.ts';
import { createContext } from '../context.ts';
import { listPartners, setPartnerStatus } from '../services/delivery/partners.ts';
import type { PartnerStatus } from '../db/schema.ts';
import type { ShopDatabase } from '../db/index.ts';
import { openSharedDatabase } from './open-shared.ts';

const USAGE = `Usage: npm run partner -- <command>
  list [pending|approved|suspended]
  approve <phone>
  suspend <phone>`;
const STATUSES: readonly PartnerStatus[] = ['pending', 'approved', 'suspended'];

async function run(database: ShopDatabase, command: string, target: string | undefined): Promise<number> {
  const ctx = createContext(database);
  if (command === 'list') {
    if (target !== undefined && !(STATUSES as readonly string[]).includes(target)) {
      console.error(USAGE);
      return 2;
    }
    const partners = await listPartners(ctx, target as PartnerStatus | undefined);
    if (partners.length === 0) console.log('No delivery partners.');
    for (const partner of partners)
      console.log([partner.phone, partner.status, partner.name, partner.vehicle, partner.aadhaar].join('\t'));
    return 0;
  }
  if ((command === 'approve' || command === 'suspend') && target) {
    const phone = canonicalMobile(target);
    if (!phone) {
      console.error(`Not a mobile number: ${target}`);
      return 2;
    }
    const changed = await setPartnerStatus(ctx, phone, command === 'approve' ? 'approved' : 'suspended');
    if (!changed.ok) {
      console.error(changed.error.message);
      return 1;
    }
    console.log(`${changed.value.name} (${phone}): ${command === 'approve' ? 'approved' : 'suspended'}`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

const [command = '', target] = process.argv.slice(2);
let database: ShopDatabase | undefined;
try {
  database = await openSharedDatabase();
  process.exitCode = await run(database, command, target);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
