// Requests and answers of the console's staff accounts (decision 0272): admins only. A password is
// typed by the admin or, left empty, made by the shop and answered once; it is never stored but as
// its hash, and never written to the audit log.
import { z } from 'zod';
import { STAFF_NAME_MAX, STAFF_PASSWORD_MAX } from '../../staff/staff-accounts.ts';
import { STAFF_ROLES, type StaffRole } from '../../staff/permissions.ts';
import { id, optionalToken, printable, text } from '../fields.ts';
import type { StaffStoreView } from '../staff.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));
/** Empty: the shop makes one and answers it once. */
const newPassword = printable().max(STAFF_PASSWORD_MAX).optional();

export const staffPeopleRequest = z.strictObject({ token: optionalToken });

export const staffPersonAddRequest = z.strictObject({
  token: optionalToken,
  name: text(STAFF_NAME_MAX),
  email,
  role: z.enum(STAFF_ROLES),
  store_ids: z.array(id).max(200),
  password: newPassword,
});

/** A new role and stores (the stores are kept only for a manager or counter member). */
export const staffPersonUpdateRequest = z.strictObject({
  token: optionalToken,
  staff_id: id,
  role: z.enum(STAFF_ROLES),
  store_ids: z.array(id).max(200),
});

export const staffPersonDisabledRequest = z.strictObject({
  token: optionalToken,
  staff_id: id,
  disabled: z.boolean(),
});

export const staffPersonPasswordRequest = z.strictObject({
  token: optionalToken,
  staff_id: id,
  password: newPassword,
});

export interface StaffPersonView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** A manager's or counter member's stores; empty for the shop-wide roles. */
  store_ids: number[];
  disabled: boolean;
}

export interface StaffPeopleAnswer {
  people: StaffPersonView[];
  stores: StaffStoreView[];
}

export interface StaffPersonAnswer {
  person: StaffPersonView;
  /** The password the shop made, shown once; null when the admin typed one (or none was set). */
  password: string | null;
}
