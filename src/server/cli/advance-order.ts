// `node src/server/cli/advance-order.ts <unique_order_id> [--until <status>]`: takes the order's next
// step as the 'operator' actor of the order state machine (§4 Order lifecycle,
// domain/orders/order-flow.ts; services/orders/order-status.ts), standing in for the store and the
// delivery partner where their screens are not at hand; with --until, step after step until the
// order has that status (delivered, collected…) or has no next step. Works while the server runs, on
// its database. (The database is opened as cli/open-shared.ts says: beside the running server,
// unmigrated.)
import { createContext } from '../context.ts';
import { advanceOrder } from '../services/orders/order-status.ts';
import type { ShopDatabase } from '../db/index.ts';
import { openSharedDatabase } from './open-shared.ts';
import { ORDER_STATUSES } from '../../domain/orders/order-flow.ts';

/** More steps than any order's path has (a delivery order's is six). */
const MOST_STEPS = 8;
const USAGE = `Usage: node src/server/cli/advance-order.ts <unique_order_id> [--until <status>]
  status: ${ORDER_STATUSES.join(', ')}`;

const [id, flag, wanted, ...rest] = process.argv.slice(2);
const uniqueOrderId = id?.trim().toUpperCase();
const until = flag === '--until' ? ORDER_STATUSES.find((status) => status === wanted) : undefined;
if (!uniqueOrderId || rest.length > 0 || (flag !== undefined && until === undefined)) {
  console.error(USAGE);
  process.exit(2);
}

let database: ShopDatabase | undefined;
try {
  database = await openSharedDatabase();
  const ctx = createContext(database);
  for (let step = 0; step < (until ? MOST_STEPS : 1); step++) {
    const result = await advanceOrder(ctx, uniqueOrderId);
    if (!result.ok) {
      console.error(result.error.message);
      process.exitCode = 1;
      break;
    }
    console.log(`${result.value.unique_order_id}: ${result.value.from} → ${result.value.status}`);
    if (result.value.status === until) break;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
