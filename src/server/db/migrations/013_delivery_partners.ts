// Delivery partners and live order tracking (decision 0235):
// partner accounts (Aadhaar kept masked but for its last 4 digits, waiting for
// an operator's approval), the delivery of an order (who took it, when it was picked up and
// delivered, the earning, the delivery code and its tries), the positions a partner's phone
// sent while delivering (deleted a day after the delivery), and the partner behind an
// audited account event.
import type { Kysely } from 'kysely';
import { double, flag, withId, type Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('delivery_partners'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('aadhaar_masked', 'text', (c) => c.notNull())
    .addColumn('vehicle_type', 'text', (c) => c.notNull())
    .addColumn('vehicle_number', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // 'pending' until an operator approves; 'approved'; 'suspended'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('is_online', 'integer', flag(0))
    // The last position while online (offers near it); cleared when going offline.
    .addColumn('latitude', double)
    .addColumn('longitude', double)
    .addColumn('position_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text')
    .execute();
  await s.createIndex('delivery_partners_online').on('delivery_partners').columns(['status', 'is_online']).execute();

  await s
    .createTable('order_deliveries')
    // One delivery per order: a second accept cannot insert another.
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .addColumn('partner_id', 'integer', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('picked_up_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('distance_m', 'integer', (c) => c.notNull())
    .addColumn('earning_paise', 'integer', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createIndex('order_deliveries_partner')
    .on('order_deliveries')
    .columns(['partner_id', 'delivered_at'])
    .execute();

  await withId(s.createTable('partner_positions'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('accuracy_m', double)
    // When the phone measured it (a batch sent after a tunnel carries older ones).
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('partner_positions_order').on('partner_positions').columns(['order_id', 'at']).execute();

  await s.alterTable('audit_events').addColumn('partner_id', 'integer').execute();
}
