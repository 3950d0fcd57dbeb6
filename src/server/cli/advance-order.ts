// `node src/server/cli/advance-order.ts <unique_order_id>`: takes the order's next step
// as the 'operator' actor of the order state machine (§4 Order lifecycle,
// domain/orders/order-flow.ts; services/orders/order-status.ts), standing in for the store and the
// delivery partner until their screens exist. Works while the server runs, on its database.
// (The database is opened as cli/open-shared.ts says: beside the running server, unmigrated.)
import { createContext } from '../context.ts';
import { advanceOrder } from '../services/orders/order-status.ts';
import type { ShopDatabase } from '../db/index.ts';
import { openSharedDatabase } from './open-shared.ts';

const uniqueOrderId = process.argv[2]?.trim().toUpperCase();
if (!uniqueOrderId) {
  console.error('Usage: node src/server/cli/advance-order.ts <unique_order_id>');
  process.exit(2);
}

let database: ShopDatabase | undefined;
try {
  database = await openSharedDatabase();
  const result = await advanceOrder(createContext(database), uniqueOrderId);
  if (result.ok) {
    console.log(`${result.value.unique_order_id}: ${result.value.from} → ${result.value.status}`);
  } else {
    console.error(result.error.message);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
