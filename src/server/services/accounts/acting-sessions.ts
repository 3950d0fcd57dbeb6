// A staff member in a customer's shoes (decision 0183, decision 0276).
// Call-and-order: staff find the caller by the whole phone number they give (never by part of it)
// or register them without a password (§7 "Guest (call-and-order) login and register"); an
// account that exists opens only with the caller's consent (domain/staff/call-consent.ts): the
// code sent to that phone, or for a phone customer without a password a typed reason, audited.
// The staff browser then holds a session of the customer's, marked 'call_order', and shops as
// them; an order placed in it is marked as placed by that staff member. An admin signs in as a
// customer through a signed, single-use, 5-minute link (impersonation-links.ts), marked
// 'impersonation'. Either way the session is a new row of the customer's (their own sessions are
// untouched), ends within the hour and with the member (sessions/sessions.ts), reaches only the member's
// stores and shows no pickup code (api/acting.ts), every call in it is audited with the staff
// member's id (api/dispatch.ts), the calls that change how the customer signs in or delete the
// account are refused in it (inPersonOnly routes), and the customer gets an alert.
import type { CallerCodeAnswer, FindCallerAnswer } from '../../../domain/api/staff/calls.ts';
import type { FindCustomersAnswer, GuestAnswer } from '../../../domain/api/staff.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { formatShopMoment, shopLocale } from '../../../domain/calendar.ts';
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { type ConsentGiven, consentAction, consentRefusal } from '../../../domain/staff/call-consent.ts';
import { actingCookieValue, type StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { ActingKind } from '../../db/schema.ts';
import { listAddresses } from './addresses.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { requestContactChange } from './contact-changes.ts';
import { CODE_TTL_SECONDS, consumeOtp, sendOtp, WRONG_CODE_MESSAGE } from '../sessions/otp.ts';
import { hit, type RateLimit } from '../sessions/rate-limit.ts';
import { createSession, revokeSession, type SignedInUser } from '../sessions/sessions.ts';
import { publicUser } from './users.ts';
import { said } from '../../said.ts';

/** Matches shown for an admin's search. */
const MATCHES = 10;

/** Callers one staff member may look up by number in an hour: a day's phone orders, not a directory. */
const CALLER_LOOKUPS_PER_STAFF: RateLimit = { name: 'caller-lookup:staff', limit: 60, windowSeconds: 60 * 60 };

const NO_SUCH_CALLER = fail('not_found', said('saidNoCustomerWithNumber'), {
  phone: said('saidFieldNoCustomerWithNumber'),
});

const NO_SUCH_CUSTOMER = fail('not_found', said('saidNoSuchCustomer'), { user_id: said('saidFieldNoSuchCustomer') });

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * An admin's search (the sign-in-as-a-customer tool): customers by any run of 3 or more digits of
 * their phone, or by name; audited with what was searched. Store staff cannot call it
 * (permissions.ts): they find a caller by the whole number (findCaller).
 */
export async function findCustomers(
  ctx: ShopContext,
  member: StaffMember,
  query: string,
  client: Client,
): Promise<Result<FindCustomersAnswer>> {
  const digits = query.replace(/\D/g, '');
  let search = ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'email'])
    // An erased account is an anonymous marker (decision 0330): nobody to find.
    .where('erased_at', 'is', null)
    .orderBy('id')
    .limit(MATCHES);
  search =
    digits.length >= 3 && /^[\d\s+()-]+$/.test(query)
      ? search.where('phone', 'like', `%${digits.slice(-10)}%`)
      : search.where((eb) => eb(eb.fn('lower', ['name']), 'like', likePattern(query)));
  await audit(ctx, 'customers_searched', null, client, { staff_id: member.id, action: `searched "${query}"` });
  return ok({ customers: await search.execute() });
}

/** The customer whose phone is exactly `phone` (canonical E.164), with whether they set a password. */
async function customerByPhone(ctx: ShopContext, phone: string) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'phone', 'password_hash'])
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/**
 * A caller by the whole number they gave (exactly: no part of a number finds anyone): their name,
 * to greet them, and whether a reason may stand in for their code. Audited with the number.
 */
export async function findCaller(
  ctx: ShopContext,
  member: StaffMember,
  phone: string,
  client: Client,
): Promise<Result<FindCallerAnswer>> {
  const limited = await hit(ctx, CALLER_LOOKUPS_PER_STAFF, String(member.id));
  if (!limited.ok) return limited;
  const user = await customerByPhone(ctx, phone);
  await audit(ctx, 'caller_looked_up', user?.id ?? null, client, { staff_id: member.id, action: `phone ${phone}` });
  if (!user?.phone) return ok({ caller: null });
  return ok({ caller: { name: user.name, phone: user.phone, reason_allowed: user.password_hash === null } });
}

/**
 * Sends the caller the code that lets staff open their account, to read out on the call (the
 * shop's OTP rules: 6 digits, 10 minutes, 5 tries, 3 sends per number in 10 minutes; and 10 an
 * hour per staff member).
 */
export async function sendCallerCode(
  ctx: ShopContext,
  member: StaffMember,
  phone: string,
  client: Client,
): Promise<Result<CallerCodeAnswer>> {
  const user = await customerByPhone(ctx, phone);
  if (!user) return NO_SUCH_CALLER;
  const sent = await sendOtp(ctx, { phone, purpose: 'staff_consent', clientAddress: `staff:${member.id}` });
  if (!sent.ok) return sent;
  await audit(ctx, 'caller_code_sent', user.id, client, { staff_id: member.id, action: `phone ${phone}` });
  return ok({ success: true, expires_in: CODE_TTL_SECONDS });
}

/**
 * §7 "guest login", bound to a call: the customer with this number, with their consent (their
 * code, or a reason when they have no password; domain/staff/call-consent.ts).
 */
export async function callerLogin(
  ctx: ShopContext,
  member: StaffMember,
  input: { phone: string } & ConsentGiven,
  client: Client,
): Promise<Result<ActingStart>> {
  const user = await customerByPhone(ctx, input.phone);
  if (!user) return NO_SUCH_CALLER;
  const refused = consentRefusal(input, user.password_hash !== null);
  if (refused) return fail('validation_failed', said('saidConsentNeeded'), refused);
  if (input.code !== undefined && !(await consumeOtp(ctx, input.phone, 'staff_consent', input.code)))
    return fail('validation_failed', WRONG_CODE_MESSAGE, { code: said('saidFieldNotTheCodeSent') });
  return startActing(ctx, member.id, user.id, 'call_order', client, consentAction(input));
}

/** A customer's id and name, or undefined (the sign-in-as-a-customer page names whom it signs in as). */
export async function customerNamed(
  ctx: ShopContext,
  userId: number,
): Promise<{ id: number; name: string } | undefined> {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', userId)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

export interface ActingStart {
  answer: GuestAnswer;
  token: string;
  /** The banner cookie's value. */
  marker: string;
}

/**
 * Starts a customer session held by the staff member, audited with both ids and how the customer
 * consented (`action`), and tells the customer in their alerts.
 */
export async function startActing(
  ctx: ShopContext,
  staffId: number,
  userId: number,
  kind: ActingKind,
  client: Client,
  action: string = kind,
): Promise<Result<ActingStart>> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'is_banned'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return NO_SUCH_CUSTOMER;
  if (user.is_banned === 1)
    return fail('forbidden', said('saidSuspendedCannotOrder'), { user_id: said('saidFieldSuspended') });
  const token = await createSession(ctx, userId, `${client.device} (staff)`.slice(0, 60), {
    staff_id: staffId,
    kind,
  });
  await audit(ctx, 'acting_session_started', userId, client, { staff_id: staffId, action });
  await tellCustomer(ctx, userId, staffId, kind);
  const [data, addresses] = await Promise.all([publicUser(ctx, userId), listAddresses(ctx, userId)]);
  if (!data || !addresses.ok) return NO_SUCH_CUSTOMER;
  return ok({
    answer: { success: true, data, addresses: addresses.value.addresses },
    token,
    marker: actingCookieValue(kind, user.name),
  });
}

/** The customer's alert that staff opened their account: who, and when (decision 0263's message codes). */
async function tellCustomer(ctx: ShopContext, userId: number, staffId: number, kind: ActingKind): Promise<void> {
  const staff = await ctx.db.selectFrom('staff').select('name').where('id', '=', staffId).executeTakeFirst();
  const now = ctx.now();
  const params = { staff: staff?.name ?? 'Staff', at: formatShopMoment(now, shopLocale('en'), 'dateTime') };
  await ctx.db
    .insertInto('notifications')
    .values({
      user_id: userId,
      ...alertNotice(
        kind === 'call_order' ? 'saidAlertStaffPhoneOrder' : 'saidAlertStaffSignedIn',
        params,
        '/my-account',
      ),
      image: null,
      created_at: now.toISOString(),
    })
    .execute();
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
    return fail('conflict', said('saidCallerHasAccount'), {
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
      return fail('conflict', said('saidPhoneHasAccount'), { phone: said('saidAlreadyRegistered') });
    throw error;
  }
  await audit(ctx, 'customer_registered_by_staff', userId, client, { staff_id: member.id });
  if (input.email) {
    const sent = await requestContactChange(ctx, userId, 'email', input.email, client);
    if (!sent.ok) console.error('Sending a caller their e-mail code failed:', sent.error);
  }
  return startActing(ctx, member.id, userId, 'call_order', client, 'call_order registered');
}

/** Ends the session a staff member held for the customer (the customer's own sessions go on). */
export async function endActing(
  ctx: ShopContext,
  user: SignedInUser,
  token: string | null,
  client: Client,
): Promise<Result<{ success: true; message: string; kind: ActingKind | null }>> {
  if (user.acting === null) return fail('forbidden', said('saidNotAHeldSession'));
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

/** Every call in a session a staff member holds, a change or a read: the customer, the staff member, the call. */
export async function auditActing(
  ctx: ShopContext,
  user: SignedInUser,
  action: string,
  client: Client,
  changes: boolean,
): Promise<void> {
  if (user.acting === null) return;
  await audit(ctx, changes ? 'acted_for_customer' : 'read_for_customer', user.id, client, {
    staff_id: user.acting.staff_id,
    action,
  });
}
