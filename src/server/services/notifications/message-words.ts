// The words a message to a person is written in (decision 0340): the label of the words table in the
// customer's language, the shop's name setting filled in for {shop}. A language the shop does not
// offer, or none known, is the shop's default language; a key a language lacks (a shop that removed
// it) is said in the release's English.
import type { Kysely } from 'kysely';
import { MESSAGE_WORDS, type MessageWordKey } from '../../../domain/notifications/message-words.ts';
import { defaultSettings } from '../../../domain/settings.ts';
import { fillTemplate } from '../../../domain/text.ts';
import type { Database } from '../../db/schema.ts';

export interface MessageWords {
  /** The language code the words are in (a WhatsApp template is picked in it). */
  language: string;
  /** The shop's name, as the template's variable carries it. */
  shop: string;
  /** The label `key` with {shop} and `values` filled in. */
  say(key: MessageWordKey, values?: Readonly<Record<string, string>>): string;
}

/**
 * The words of `wanted` (a language code, or null: the shop's default), read in `db`, the
 * transaction that queues the message, so a message says what the shop's words said at that moment.
 */
export async function messageWords(db: Kysely<Database>, wanted: string | null | undefined): Promise<MessageWords> {
  const rows = await db
    .selectFrom('languages')
    .select(['code', 'labels', 'is_default'])
    .where('is_active', '=', 1)
    .where((eb) => (wanted ? eb.or([eb('code', '=', wanted), eb('is_default', '=', 1)]) : eb('is_default', '=', 1)))
    .execute();
  const row = rows.find((one) => one.code === wanted) ?? rows.find((one) => one.is_default === 1);
  let labels: Record<string, unknown> = {};
  try {
    const parsed: unknown = row ? JSON.parse(row.labels) : {};
    if (parsed && typeof parsed === 'object') labels = parsed as Record<string, unknown>;
  } catch {
    labels = {};
  }
  const name = await db.selectFrom('settings').select('value').where('key', '=', 'storeName').executeTakeFirst();
  const shop = name?.value.trim() ? name.value.trim() : defaultSettings.storeName;
  return {
    language: row?.code ?? 'en',
    shop,
    say(key, values = {}) {
      const own = labels[key];
      const text = typeof own === 'string' && own.trim() !== '' ? own : MESSAGE_WORDS[key];
      return fillTemplate(text, { ...values, shop });
    },
  };
}

/** The language of a customer's messages: the account's, else the one `asked` in (the page's), else the default. */
export async function customerLanguage(
  db: Kysely<Database>,
  customerId: number | undefined,
  asked: string | undefined,
): Promise<string | null> {
  if (customerId === undefined) return asked ?? null;
  const user = await db.selectFrom('users').select('language').where('id', '=', customerId).executeTakeFirst();
  return user?.language ?? asked ?? null;
}
