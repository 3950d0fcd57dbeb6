// A push subscription's language (decision 0220): an
// order's alert is written in English when the order takes a step, and pushed to each device in the
// language its customer was reading when the device saved its subscription (the `lang` cookie of
// save-push-token), or chose since on that device while signed in (/language). Null (older
// subscriptions, a request without a language): the shop's default language, as a page without the cookie.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('push_tokens').addColumn('language_code', 'text').execute();
}
