// Order updates by message (decision 0340): the channel a customer chose for them
// (users.order_updates: 'push', the default and what every account did before, 'whatsapp', 'sms'
// or 'none') and the language their messages are written in (users.language, a language code;
// null until the customer chose in My account, then messages are in the shop's default language).
// The words of the messages are labels, which the essentials give every shop at start-up.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('order_updates', 'text', (c) => c.notNull().defaultTo('push'))
    .execute();
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}
