// Staff accounts in the console (decision 0272): an admin lists them, adds one, changes a role and
// stores, disables or enables one and sets a new password, through the same functions as the
// command line (staff.ts), each change in one transaction with its audit row. The audit keeps who
// the account is, its role, stores and whether it is disabled; never a password or its hash.
import { randomBytes } from 'node:crypto';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { StaffPeopleAnswer, StaffPersonAnswer, StaffPersonView } from '../../../domain/api/staff/people.ts';
import { isStoreBound, ROLE_NAMES, type StaffRole } from '../../../domain/staff/permissions.ts';
import type { ShopContext } from '../../context.ts';
import { type Audit, auditedWrite } from '../audit/audited-write.ts';
import {
  addStaff,
  listStaff,
  setStaffDisabled,
  setStaffPassword,
  setStaffRole,
  setStaffStores,
  type StaffMember,
  storesOf,
} from './staff.ts';
import { said } from '../../said.ts';

const NO_SUCH_ACCOUNT = fail('not_found', said('saidNoSuchStaffAccount'), {
  staff_id: said('saidFieldNoSuchStaffAccount'),
});

/** A password the shop makes: 16 characters of base64url (96 bits), shown once. */
function madePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The account as the console shows it (a shop-wide role's stale store links are not shown). */
function viewOf(listing: Awaited<ReturnType<typeof listStaff>>[number]): StaffPersonView {
  return { ...listing, store_ids: isStoreBound(listing.role) ? listing.store_ids : [] };
}

async function personOf(ctx: ShopContext, id: number): Promise<StaffPersonView | null> {
  const listing = (await listStaff(ctx)).find((person) => person.id === id);
  return listing ? viewOf(listing) : null;
}

/** What the audit keeps of an account. */
function audited(person: StaffPersonView) {
  return {
    name: person.name,
    email: person.email,
    role: person.role,
    store_ids: person.store_ids,
    disabled: person.disabled,
  };
}

const storeOfChange = (storeIds: readonly number[]) => (storeIds.length === 1 ? (storeIds[0] ?? null) : null);

const consoleNamed = <V>(byField: Readonly<Record<string, V>>): Record<string, V> =>
  Object.fromEntries(Object.entries(byField).map(([name, line]) => [name === 'stores' ? 'store_ids' : name, line]));

/** The refusal of a staff.ts function, its fields and their codes named as the console's request names them. */
function asConsole<T>(result: Result<T>): Result<T> {
  if (result.ok || !result.error.fields) return result;
  const { fields, field_codes: codes } = result.error;
  return {
    ok: false,
    error: { ...result.error, fields: consoleNamed(fields), ...(codes ? { field_codes: consoleNamed(codes) } : {}) },
  };
}

async function recordPerson(
  audit: Audit,
  action: string,
  summary: string,
  before: StaffPersonView | null,
  after: StaffPersonView,
): Promise<void> {
  await audit.record({
    kind: 'staff',
    action,
    entityId: after.id,
    storeId: storeOfChange(after.store_ids),
    summary,
    before: before ? audited(before) : null,
    after: audited(after),
  });
}

export async function staffPeople(ctx: ShopContext, member: StaffMember): Promise<Result<StaffPeopleAnswer>> {
  const [people, stores] = await Promise.all([listStaff(ctx), storesOf(ctx, member)]);
  return ok({ people: people.map(viewOf), stores });
}

export async function addPerson(
  ctx: ShopContext,
  member: StaffMember,
  input: { name: string; email: string; role: StaffRole; store_ids: number[]; password?: string | undefined },
): Promise<Result<StaffPersonAnswer>> {
  const made = input.password === undefined || input.password === '';
  const password = made ? madePassword() : (input.password ?? '');
  const storeIds = isStoreBound(input.role) ? input.store_ids : [];
  return auditedWrite(ctx, member, async (tx, audit) => {
    const added = asConsole(
      await addStaff(tx, { name: input.name, email: input.email, role: input.role, password, storeIds }),
    );
    if (!added.ok) return added;
    const person = await personOf(tx, added.value.id);
    if (!person) return NO_SUCH_ACCOUNT;
    await recordPerson(
      audit,
      'create',
      `${ROLE_NAMES[person.role]} ${person.name} (${person.email}) added`,
      null,
      person,
    );
    return ok({ person, password: made ? password : null });
  });
}

/** A new role and stores: stores first for a store-bound role, the role first for a shop-wide one. */
export async function updatePerson(
  ctx: ShopContext,
  member: StaffMember,
  input: { staff_id: number; role: StaffRole; store_ids: number[] },
): Promise<Result<StaffPersonAnswer>> {
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await personOf(tx, input.staff_id);
    if (!before) return NO_SUCH_ACCOUNT;
    const steps = isStoreBound(input.role)
      ? [() => setStaffStores(tx, before.email, input.store_ids), () => setStaffRole(tx, before.email, input.role)]
      : [() => setStaffRole(tx, before.email, input.role), () => setStaffStores(tx, before.email, [])];
    for (const step of steps) {
      const done = asConsole(await step());
      if (!done.ok) return done;
    }
    const after = await personOf(tx, input.staff_id);
    if (!after) return NO_SUCH_ACCOUNT;
    if (JSON.stringify(audited(before)) !== JSON.stringify(audited(after)))
      await recordPerson(audit, 'update', `${after.name}: ${ROLE_NAMES[after.role]}, stores changed`, before, after);
    return ok({ person: after, password: null });
  });
}

/** Disables (ending the account's sessions) or enables an account; an admin never disables themselves. */
export async function setPersonDisabled(
  ctx: ShopContext,
  member: StaffMember,
  input: { staff_id: number; disabled: boolean },
): Promise<Result<StaffPersonAnswer>> {
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await personOf(tx, input.staff_id);
    if (!before) return NO_SUCH_ACCOUNT;
    const done = await setStaffDisabled(tx, before.email, input.disabled, member.id);
    if (!done.ok) return done;
    const after = await personOf(tx, input.staff_id);
    if (!after) return NO_SUCH_ACCOUNT;
    if (before.disabled !== after.disabled)
      await recordPerson(
        audit,
        input.disabled ? 'disable' : 'enable',
        `${after.name} ${input.disabled ? 'disabled: signed out everywhere' : 'enabled'}`,
        before,
        after,
      );
    return ok({ person: after, password: null });
  });
}

/** A new password, typed or made (and answered once); the account's sessions end. */
export async function setPersonPassword(
  ctx: ShopContext,
  member: StaffMember,
  input: { staff_id: number; password?: string | undefined },
): Promise<Result<StaffPersonAnswer>> {
  const made = input.password === undefined || input.password === '';
  const password = made ? madePassword() : (input.password ?? '');
  return auditedWrite(ctx, member, async (tx, audit) => {
    const person = await personOf(tx, input.staff_id);
    if (!person) return NO_SUCH_ACCOUNT;
    const done = await setStaffPassword(tx, person.email, password);
    if (!done.ok) return done;
    // The row says a password was set, never which: no before or after.
    await audit.record({
      kind: 'staff',
      action: 'password',
      entityId: person.id,
      storeId: storeOfChange(person.store_ids),
      summary: `New password for ${person.name}: signed out everywhere`,
      before: null,
      after: null,
    });
    return ok({ person, password: made ? password : null });
  });
}
