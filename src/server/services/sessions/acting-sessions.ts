// A staff member in a customer's shoes (decision 0183).
// Call-and-order: staff find the caller by phone or register them without a
// password (§7 "Guest (call-and-order) login and register"), then hold a session of the
// customer's, marked 'call_order', and shop as them; an order placed in it is marked as
// placed by that staff member. An admin signs in as a customer through a signed, single-use,
// 5-minute link (impersonation-links.ts), marked 'impersonation'. Either way the session is a
// new row of the customer's (their own sessions are untouched), every call that changes
// something in it is audited with the staff member's id (api/dispatch.ts), and the calls that
// change how the customer signs in or delete the account are refused in it (inPersonOnly routes).
import type { FindCustomersAnswer, GuestAnswer } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { actingCookieValue } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { ActingKind } from '../../db/schema.ts';
import { listAddresses } from '../accounts/addresses.ts';
import { audit } from '../staff/audit.ts';
import type { Client } from './client-info.ts';
import { requestContactChange } from '../accounts/contact-changes.ts';
import { createSession, revokeSession, type SignedInUser } from './sessions.ts';
import type { StaffMember } from '../staff/staff.ts';
import { publicUser } from '../accounts/users.ts';
import { said } from '../../said.ts';

/** Matches shown for a search. */
const MATCHES = 10;

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Customers by phone (any run of its digits, 3 or more) or by name. */
export async function findCustomers(ctx: ShopContext, query: string): Promise<Result<FindCustomersAnswer>> {
  const digits = query.replace(/\D/g, '');
  let search = ctx.db.selectFrom('users').select(['id', 'name', 'phone', 'email']).orderBy('id').limit(MATCHES);
  search =
    digits.length >= 3 && /^[\d\s+()-]+$/.test(query)
      ? search.where('phone', 'like', `%${digits.slice(-10)}%`)
      : search.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(query)));
  return ok({ customers: await search.execute() });
}

/** A customer's id and name, or undefined (the sign-in-as-a-customer page names whom it signs in as). */
export async function customerNamed(
  ctx: ShopContext,
  userId: number,
): Promise<{ id: number; name: string } | undefined> {
  return ctx.db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
}

export interface ActingStart {
  answer: GuestAnswer;
  token: string;
  /** The banner cookie's value. */
  marker: string;
}

/** Starts a customer session held by the staff member, audited with both ids. */
export async function startActing(
  ctx: ShopContext,
  staffId: number,
  userId: number,
  kind: ActingKind,
  client: Client,
): Promise<Result<ActingStart>> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'is_banned'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return fail('not_found', 'No such customer.', { user_id: 'no such customer' });
  if (user.is_banned === 1) return fail('forbidden', said('saidSuspendedCannotOrder'), { user_id: 'suspended' });
  const token = await createSession(ctx, userId, `${client.device} (staff)`.slice(0, 60), {
    staff_id: staffId,
    kind,
  });
  await audit(ctx, 'acting_session_started', userId, client, { staff_id: staffId, action: kind });
  const [data, addresses] = await Promise.all([publicUser(ctx, userId), listAddresses(ctx, userId)]);
  if (!data || !addresses.ok) return fail('not_found', 'No such customer.', { user_id: 'no such customer' });
  return ok({
    answer: { success: true, data, addresses: addresses.value.addresses },
    token,
    marker: actingCookieValue(kind, user.name),
  });
}

/** §7 "guest register": a caller without a password; an e-mail given joins once its code comes back. */
export async function registerCaller(
  ctx: ShopContext,
  member: StaffMember,
  input: { name: string; phone: string; email?: string | null | undefined },
  client: Client,
): Promise<Result<ActingStart>> {
  const taken = await ctx.db.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst();
  if (taken)
    return fail('conflict', 'This phone number has an account already: find the customer instead.', {
      phone: said('saidAlreadyRegistered'),
    });
  let userId: number;
  try {
    const row = await ctx.db
      .insertInto('users')
      .values({
        name: input.name,
        phone: input.phone,
        email: null,
        password_hash: null,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = row.id;
  } catch (error) {
    if (/unique/i.test(String(error)))
      return fail('conflict', 'This phone number has an account already.', { phone: said('saidAlreadyRegistered') });
    throw error;
  }
  await audit(ctx, 'customer_registered_by_staff', userId, client, { staff_id: member.id });
  if (input.email) {
    const sent = await requestContactChange(ctx, userId, 'email', input.email, client);
    if (!sent.ok) console.error('Sending a caller their e-mail code failed:', sent.error);
  }
  return startActing(ctx, member.id, userId, 'call_order', client);
}

/** Ends the session a staff member held for the customer (the customer's own sessions go on). */
export async function endActing(
  ctx: ShopContext,
  user: SignedInUser,
  token: string | null,
  client: Client,
): Promise<Result<{ success: true; message: string; kind: ActingKind | null }>> {
  if (user.acting === null) return fail('forbidden', 'This is not a session held by staff.');
  await revokeSession(ctx, token);
  await audit(ctx, 'acting_session_ended', user.id, client, { staff_id: user.acting.staff_id });
  return ok({ success: true, message: 'You are back in the staff console.', kind: user.acting.kind });
}

/** Marks an order placed in a call-and-order session as placed by the staff member holding it. */
export async function markPlacedByStaff(ctx: ShopContext, uniqueOrderId: string, user: SignedInUser): Promise<void> {
  if (user.acting === null) return;
  await ctx.db
    .updateTable('orders')
    .set({ placed_by_staff_id: user.acting.staff_id })
    .where('unique_order_id', '=', uniqueOrderId)
    .where('user_id', '=', user.id)
    .execute();
}

/** Every call that changes something in a session a staff member holds: the customer, the staff member, the call. */
export async function auditActing(ctx: ShopContext, user: SignedInUser, action: string, client: Client): Promise<void> {
  if (user.acting === null) return;
  await audit(ctx, 'acted_for_customer', user.id, client, { staff_id: user.acting.staff_id, action });
}
