// Delivery partners' accounts (decision 0238): signing up
// with a phone proved by a one-time code (otp.ts, its own purpose), an Aadhaar number checked
// by its Verhoeff digit and kept masked, a vehicle and an Argon2id password (passwords.ts,
// password-policy.ts); the account waits for an operator's approval (the command line,
// cli/partners.ts). Sign-in is throttled and audited as a customer's is (sign-in-throttle.ts,
// audit.ts); a partner's session is a role session (role-sessions.ts).
import type { OtpSentAnswer } from '../../../domain/api/accounts.ts';
import type { PartnerAnswer, PartnerSignUpAnswer, PartnerView } from '../../../domain/api/delivery.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  fixProblem,
  maskAadhaar,
  OFFER_RADIUS_KM,
  storeInReach,
  type VehicleType,
  vehicleNumberOf,
} from '../../../domain/staff/delivery-partners.ts';
import { straightLineKm } from '../../../domain/orders/delivery.ts';
import type { ShopContext } from '../../context.ts';
import type { PartnerStatus } from '../../db/schema.ts';
import { publishEvent } from '../../events.ts';
import { throttleSubjectsOf } from '../accounts/account-security.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { consumeOtp, sendOtp, WRONG_CODE_MESSAGE } from '../sessions/otp.ts';
import { passwordRefusal } from '../sessions/password-policy.ts';
import { hashPassword, needsRehash, verifyPassword } from '../sessions/passwords.ts';
import { hit, REGISTRATIONS_PER_ADDRESS } from '../sessions/rate-limit.ts';
import { createRoleSession, revokeRoleSession, revokeRoleSessionsOf } from '../sessions/role-sessions.ts';
import { throttledCheck } from '../sessions/sign-in-throttle.ts';
import { said } from '../../said.ts';

const PARTNER_SIGN_IN_FAILED = said('saidPartnerSignInWrong');
const AWAITING_APPROVAL = said('saidPartnerAwaitingApproval');
const SUSPENDED = said('saidPartnerSuspended');

/** The topic a partner's own screens follow (their jobs and offers changed). */
export const partnerTopic = (partnerId: number) => `partner:${partnerId}`;

/**
 * The topic of the console's partner lists (staff/partners): someone signed up, was approved or
 * suspended, or went online or offline. Not sent for each position a phone sends: the list's
 * stream reads those every 15 s.
 */
export const partnersTopic = 'partners';

const partnerSubject = (partnerId: number) => `partner:${partnerId}`;

type PartnerRow = {
  id: number;
  name: string;
  phone: string;
  aadhaar_masked: string;
  vehicle_type: string;
  vehicle_number: string;
  status: PartnerStatus;
  is_online: number;
};

function partnerView(row: PartnerRow): PartnerView {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    aadhaar_masked: row.aadhaar_masked,
    vehicle_type: row.vehicle_type as VehicleType,
    vehicle_number: row.vehicle_number,
    status: row.status,
    is_online: row.is_online === 1,
  };
}

const PARTNER_COLUMNS = [
  'id',
  'name',
  'phone',
  'aadhaar_masked',
  'vehicle_type',
  'vehicle_number',
  'status',
  'is_online',
] as const;

/** The signed-in partner's account; null once it is gone or no longer approved (their calls then answer 401). */
export async function approvedPartner(ctx: ShopContext, partnerId: number): Promise<PartnerView | null> {
  const row = await ctx.db
    .selectFrom('delivery_partners')
    .select(PARTNER_COLUMNS)
    .where('id', '=', partnerId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return row ? partnerView(row) : null;
}

/** /signUpWithAadhar, step 1: a code to the phone (rate-limited like every code; the same answer for any phone). */
export function sendPartnerOtp(ctx: ShopContext, phone: string, client: Client): Promise<Result<OtpSentAnswer>> {
  return sendOtp(ctx, { phone, purpose: 'partner_signup', clientAddress: client.address });
}

export interface PartnerSignUp {
  name: string;
  phone: string;
  otp: string;
  /** Valid by its check digit (the request schema checked it); only its last 4 digits are kept. */
  aadhaar: string;
  vehicle_type: VehicleType;
  vehicle_number: string;
  password: string;
}

/** /signUpWithAadhar, step 2: the account, waiting for approval. No session starts until it is approved. */
export async function signUpPartner(
  ctx: ShopContext,
  input: PartnerSignUp,
  client: Client,
): Promise<Result<PartnerSignUpAnswer>> {
  const limited = await hit(ctx, REGISTRATIONS_PER_ADDRESS, client.address);
  if (!limited.ok) return limited;
  const weak = passwordRefusal(input.password, { phone: input.phone });
  if (weak) return weak;
  if (!(await consumeOtp(ctx, input.phone, 'partner_signup', input.otp)))
    return fail('validation_failed', WRONG_CODE_MESSAGE, { otp: WRONG_CODE_MESSAGE });
  const passwordHash = await hashPassword(input.password);
  let partnerId: number;
  try {
    const row = await ctx.db
      .insertInto('delivery_partners')
      .values({
        name: input.name,
        phone: input.phone,
        aadhaar_masked: maskAadhaar(input.aadhaar),
        vehicle_type: input.vehicle_type,
        vehicle_number: vehicleNumberOf(input.vehicle_number),
        password_hash: passwordHash,
        latitude: null,
        longitude: null,
        position_at: null,
        created_at: ctx.now().toISOString(),
        approved_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    partnerId = row.id;
  } catch (error) {
    // Only the phone's holder got this far (the code), so saying it is taken tells nobody else.
    if (/unique/i.test(String(error)))
      return fail('conflict', said('saidPartnerPhoneTaken'), {
        phone: said('saidAlreadyRegistered'),
      });
    throw error;
  }
  await audit(ctx, 'partner_registered', null, client, { partner_id: partnerId });
  void publishEvent(ctx.db, partnersTopic, { partner_id: partnerId });
  return ok({ success: true, message: AWAITING_APPROVAL.text });
}

let dummyHash: Promise<string> | undefined;

/**
 * /delivery/login: phone and password, throttled and audited as a customer's sign-in is. A token
 * the browser held before (`previousToken`) is ended, not left live beside the new one.
 */
export async function partnerLogin(
  ctx: ShopContext,
  input: { phone: string; password: string },
  client: Client,
  previousToken: string | null = null,
): Promise<Result<{ answer: PartnerAnswer; token: string }>> {
  const row = await ctx.db
    .selectFrom('delivery_partners')
    .select([...PARTNER_COLUMNS, 'password_hash'])
    .where('phone', '=', input.phone)
    .executeTakeFirst();
  dummyHash ??= hashPassword('no partner account has this password');
  const stored = row?.password_hash ?? (await dummyHash);
  const subject = row ? partnerSubject(row.id) : `unknown-partner:${input.phone}`;
  const checked = await throttledCheck(ctx, throttleSubjectsOf(subject, client), async () =>
    row ? verifyPassword(input.password, stored) : (await verifyPassword(input.password, stored)) && false,
  );
  const by = row ? { partner_id: row.id } : null;
  if (!checked.ok) {
    await audit(ctx, 'partner_sign_in_throttled', null, client, by);
    return checked;
  }
  if (!row || !checked.matched) {
    await audit(ctx, 'partner_sign_in_failed', null, client, by);
    return fail('unauthorized', PARTNER_SIGN_IN_FAILED, { password: said('saidNotRight') });
  }
  // Only the right password learns where the account stands.
  if (row.status === 'pending') return fail('forbidden', AWAITING_APPROVAL);
  if (row.status === 'suspended') return fail('forbidden', SUSPENDED);
  if (needsRehash(stored)) {
    await ctx.db
      .updateTable('delivery_partners')
      .set({ password_hash: await hashPassword(input.password) })
      .where('id', '=', row.id)
      .where('password_hash', '=', stored)
      .execute();
  }
  await revokeRoleSession(ctx, 'partner', previousToken);
  const token = await createRoleSession(ctx, 'partner', row.id, client.device);
  // Suspended while the password was being checked: setPartnerStatus writes the status before it
  // ends the sessions, so either it ended this one or the status read here is already the new one.
  if (!(await approvedPartner(ctx, row.id))) {
    await revokeRoleSession(ctx, 'partner', token);
    return fail('forbidden', SUSPENDED);
  }
  await audit(ctx, 'partner_signed_in', null, client, { partner_id: row.id });
  return ok({ answer: { success: true, partner: partnerView(row) }, token });
}

export async function partnerLogout(
  ctx: ShopContext,
  token: string | null,
  client: Client,
): Promise<Result<{ success: true; message: string }>> {
  const partnerId = await revokeRoleSession(ctx, 'partner', token);
  if (partnerId !== null) {
    await goOffline(ctx, partnerId);
    void publishEvent(ctx.db, partnersTopic, { partner_id: partnerId });
    await audit(ctx, 'partner_signed_out', null, client, { partner_id: partnerId });
  }
  return ok({ success: true, message: 'You are signed out.' });
}

/**
 * Online: offered ready orders near `position`. Offline: none, and the position is forgotten.
 * Going online needs a plausible position (domain fixProblem, against the last one kept) within
 * OFFER_RADIUS_KM of an open store (storeInReach): a refused position is logged and never kept,
 * so no offer, job or customer's ETA is measured from it (docs/security.md).
 */
export async function setOnline(
  ctx: ShopContext,
  partnerId: number,
  online: boolean,
  position: { latitude: number; longitude: number } | null,
): Promise<Result<PartnerAnswer>> {
  if (!online) await goOffline(ctx, partnerId);
  else {
    const refused = await onlinePositionRefusal(ctx, partnerId, position);
    if (refused) return refused;
    await ctx.db
      .updateTable('delivery_partners')
      .set({ is_online: 1, ...position, position_at: ctx.now().toISOString() })
      .where('id', '=', partnerId)
      .execute();
  }
  void publishEvent(ctx.db, partnerTopic(partnerId), { online });
  void publishEvent(ctx.db, partnersTopic, { partner_id: partnerId });
  const partner = await approvedPartner(ctx, partnerId);
  return partner ? ok({ success: true, partner }) : fail('unauthorized', said('saidSignInFirst'));
}

/** Why a partner may not go online at `position`, or null. */
async function onlinePositionRefusal(
  ctx: ShopContext,
  partnerId: number,
  position: { latitude: number; longitude: number } | null,
): Promise<Result<never> | null> {
  if (position === null) {
    return fail('validation_failed', said('saidPartnerAllowLocation'), {
      latitude: said('saidFieldNeededOnline'),
    });
  }
  const [last, stores] = await Promise.all([
    ctx.db
      .selectFrom('delivery_partners')
      .select(['latitude', 'longitude', 'position_at'])
      .where('id', '=', partnerId)
      .executeTakeFirst(),
    ctx.db.selectFrom('stores').select(['latitude', 'longitude']).where('is_active', '=', 1).execute(),
  ]);
  const now = ctx.now().getTime();
  const here = { lat: position.latitude, lng: position.longitude, at: now };
  const previous =
    last?.latitude != null && last.longitude != null && last.position_at
      ? { lat: last.latitude, lng: last.longitude, at: Date.parse(last.position_at) }
      : null;
  const problem = fixProblem(here, previous, now);
  if (problem !== null) {
    console.warn(`[farmcart:partners] partner ${partnerId} refused going online: position ${problem}`);
    return fail('validation_failed', said('saidPartnerBadPosition'), {
      latitude: problem === 'too_fast' ? said('saidFieldTooFarTooSoon') : said('saidFieldNotAPosition'),
    });
  }
  const storePoints = stores.map((store) => ({ lat: store.latitude, lng: store.longitude }));
  if (storeInReach(here, storePoints) === null) {
    const nearest = Math.min(...storePoints.map((store) => straightLineKm(here, store)));
    console.warn(
      `[farmcart:partners] partner ${partnerId} refused going online: no store within ${OFFER_RADIUS_KM} km`,
    );
    const radius = OFFER_RADIUS_KM;
    const message = Number.isFinite(nearest)
      ? said('saidPartnerStoreKmAway', { km: Math.round(nearest), radius })
      : said('saidPartnerGoOnlineNear', { radius });
    return fail('validation_failed', message, { latitude: said('saidFieldNoStoreWithin', { radius }) });
  }
  return null;
}

async function goOffline(ctx: ShopContext, partnerId: number): Promise<void> {
  await ctx.db
    .updateTable('delivery_partners')
    .set({ is_online: 0, latitude: null, longitude: null, position_at: null })
    .where('id', '=', partnerId)
    .execute();
}

// ---- Operators (the command line: cli/partners.ts) ----

export interface PartnerListing {
  phone: string;
  name: string;
  status: PartnerStatus;
  vehicle: string;
  aadhaar: string;
  created_at: string;
}

export async function listPartners(ctx: ShopContext, status?: PartnerStatus): Promise<PartnerListing[]> {
  let query = ctx.db
    .selectFrom('delivery_partners')
    .select(['phone', 'name', 'status', 'vehicle_type', 'vehicle_number', 'aadhaar_masked', 'created_at'])
    .orderBy('id');
  if (status) query = query.where('status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    phone: row.phone,
    name: row.name,
    status: row.status,
    vehicle: `${row.vehicle_type} ${row.vehicle_number}`.trim(),
    aadhaar: row.aadhaar_masked,
    created_at: row.created_at,
  }));
}

/** Who changes a partner's status: an operator at the command line, or an admin in the staff console. */
type PartnerStatusActor = { kind: 'operator' } | { kind: 'staff'; staffId: number; client: Client };

/**
 * Approves (the partner may sign in and take orders) or suspends (every session ends at once,
 * and the partner goes offline) the account of `phone`.
 */
export async function setPartnerStatus(
  ctx: ShopContext,
  phone: string,
  status: 'approved' | 'suspended',
): Promise<Result<{ name: string }>> {
  const row = await ctx.db.selectFrom('delivery_partners').select('id').where('phone', '=', phone).executeTakeFirst();
  if (!row)
    return fail('not_found', said('saidNoPartnerWithPhone', { phone }), { phone: said('saidFieldNoSuchPartner') });
  return setPartnerStatusOf(ctx, row.id, status, { kind: 'operator' });
}

/**
 * setPartnerStatus for the account `partnerId` (the staff console names partners by id). The
 * audit row names the partner and, from the console, the admin who did it.
 */
export async function setPartnerStatusOf(
  ctx: ShopContext,
  partnerId: number,
  status: 'approved' | 'suspended',
  actor: PartnerStatusActor,
): Promise<Result<{ name: string }>> {
  const row = await ctx.db
    .updateTable('delivery_partners')
    .set(status === 'approved' ? { status, approved_at: ctx.now().toISOString() } : { status })
    .where('id', '=', partnerId)
    .returning('name')
    .executeTakeFirst();
  if (!row) return fail('not_found', said('saidNoSuchPartner'), { partner_id: said('saidFieldNoSuchPartner') });
  if (status === 'suspended') {
    await goOffline(ctx, partnerId);
    await revokeRoleSessionsOf(ctx, 'partner', partnerId);
  }
  const event = status === 'approved' ? 'partner_approved' : 'partner_suspended';
  if (actor.kind === 'staff')
    await audit(ctx, event, null, actor.client, { staff_id: actor.staffId, partner_id: partnerId });
  else await audit(ctx, event, null, operatorClient, { partner_id: partnerId });
  // Open screens of the partner's read again (and end: the session is gone); the console's lists too.
  void publishEvent(ctx.db, partnerTopic(partnerId), { status });
  void publishEvent(ctx.db, partnersTopic, { partner_id: partnerId });
  return ok({ name: row.name });
}

/** The audit log's "where from" of a command run by an operator on the server. */
const operatorClient: Client = { address: 'command line', device: 'Operator command' };
