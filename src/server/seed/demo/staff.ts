// The demo shop's staff (decisions 0183, 0268): one admin (every store), counter staff of the Kothrud and
// Baner stores, a manager of Kothrud, a rider of Kothrud and an editor, so the console can be tried at once. A live shop makes its own with
// `npm run staff -- add` (src/server/cli/staff.ts); NODE_ENV=production seeds none of this.
import type { Insertable } from 'kysely';
import type { StaffStoresTable, StaffTable } from '../../db/schema.ts';

/** The demo staff's password (README, "Staff console"). */
export const DEMO_STAFF_PASSWORD = 'counter-demo-2026';

/** Without password_hash: the seed hashes DEMO_STAFF_PASSWORD for each. */
export const STAFF: readonly Omit<Insertable<StaffTable>, 'password_hash'>[] = [
  {
    id: 1,
    name: 'Priya Deshmukh',
    email: 'priya@farmcart.example.in',
    role: 'admin',
    created_at: '2026-11-01T04:30:00.000Z',
  },
  {
    id: 2,
    name: 'Kiran Jadhav',
    email: 'kiran@farmcart.example.in',
    role: 'counter',
    created_at: '2026-11-01T04:30:00.000Z',
  },
  {
    id: 3,
    name: 'Sunita More',
    email: 'sunita@farmcart.example.in',
    role: 'counter',
    created_at: '2026-11-01T04:30:00.000Z',
  },
  {
    id: 4,
    name: 'Meera Kulkarni',
    email: 'meera@farmcart.example.in',
    role: 'manager',
    created_at: '2026-11-01T04:30:00.000Z',
  },
  {
    id: 5,
    name: 'Anil Patwardhan',
    email: 'anil@farmcart.example.in',
    role: 'editor',
    created_at: '2026-11-01T04:30:00.000Z',
  },
  {
    id: 6,
    name: 'Ravi Shinde',
    email: 'ravi@farmcart.example.in',
    role: 'rider',
    created_at: '2026-11-01T04:30:00.000Z',
  },
];

/** Kiran works the Kothrud counter (store 1), Sunita the Baner one (store 2); Meera manages Kothrud; Ravi rides for Kothrud. */
export const STAFF_STORES: readonly Insertable<StaffStoresTable>[] = [
  { staff_id: 2, store_id: 1 },
  { staff_id: 3, store_id: 2 },
  { staff_id: 4, store_id: 1 },
  { staff_id: 6, store_id: 1 },
];
