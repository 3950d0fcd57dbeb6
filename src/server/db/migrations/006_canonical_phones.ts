// One canonical form for every stored phone number (decision 0160;
// §5 Phone numbers): rewrites the phones kept before the rule to E.164 ('9800000001' →
// '+919800000001') with the same function the API parses input with. The tables that hold
// phones: users.phone (unique), otps.phone, farm_visits.mobile and alt_mobile. Addresses and
// orders hold none. Rate-limit buckets are keyed by a hash of the phone and expire within the
// hour, so they are left to expire.
// - A value that is not a mobile number of the shop (a landline, a foreign number, junk) stays
//   as it was: no sign-in can reach it by phone any more, the e-mail still works.
// - Two accounts whose phones are the same number ('9800000001' and '+91 98000 00001') keep both
//   rows: the one already in the canonical form, else the oldest (lowest id), takes it; the other
//   keeps its old text, so nothing crashes on the unique index and an operator can find it
//   (`select id, phone from users where phone not like '+%'`).
// Rows are read in pages by id, so a large table never sits in memory at once.
import type { Kysely } from 'kysely';
import { canonicalMobile } from '../../../domain/accounts/phone.ts';
import type { Engine } from './columns.ts';

/** The tables as this migration knows them (never the current schema.ts, which moves on). */
interface PhoneTables {
  users: { id: number; phone: string | null };
  otps: { id: number; phone: string };
  farm_visits: { id: number; mobile: string; alt_mobile: string };
}

const PAGE = 500;

export async function up(anyDb: Kysely<unknown>, _engine: Engine): Promise<void> {
  const db = anyDb as unknown as Kysely<PhoneTables>;
  await rewriteUsers(db);
  await rewriteRows(db, 'otps', async (row: PhoneTables['otps']) => {
    const phone = canonicalMobile(row.phone);
    if (phone !== null && phone !== row.phone)
      await db.updateTable('otps').set({ phone }).where('id', '=', row.id).execute();
  });
  await rewriteRows(db, 'farm_visits', async (row: PhoneTables['farm_visits']) => {
    const mobile = canonicalMobile(row.mobile) ?? row.mobile;
    const altMobile = row.alt_mobile === '' ? '' : (canonicalMobile(row.alt_mobile) ?? row.alt_mobile);
    if (mobile !== row.mobile || altMobile !== row.alt_mobile)
      await db.updateTable('farm_visits').set({ mobile, alt_mobile: altMobile }).where('id', '=', row.id).execute();
  });
}

/** users.phone is unique: a number another account already holds is left as it was. */
async function rewriteUsers(db: Kysely<PhoneTables>): Promise<void> {
  await rewriteRows(db, 'users', async (row: PhoneTables['users']) => {
    if (row.phone === null) return;
    const phone = canonicalMobile(row.phone);
    if (phone === null || phone === row.phone) return;
    const holder = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
    if (holder) {
      console.warn(
        `[farmcart:migrate] 006_canonical_phones: users ${holder.id} and ${row.id} have the same phone; ` +
          `user ${row.id} keeps its old form`,
      );
      return;
    }
    await db.updateTable('users').set({ phone }).where('id', '=', row.id).execute();
  });
}

/** Calls `rewrite` for every row of `table`, a page at a time in id order. */
async function rewriteRows<T extends keyof PhoneTables>(
  db: Kysely<PhoneTables>,
  table: T,
  rewrite: (row: PhoneTables[T]) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table as keyof PhoneTables)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as PhoneTables[T][];
    for (const row of rows) await rewrite(row);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = last.id;
  }
}
