// The console's audit log (decision 0272): the changes made in the console (staff_changes) and
// what staff did in customers' sessions they held (audit_events with a staff member and an
// action), newest first, a page at a time.
import { z } from 'zod';
import type { FieldChange } from '../../staff/audit-diff.ts';
import { id, optionalToken } from '../fields.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');

/**
 * The kind of an entry: a staff_changes kind, 'customer' for a customer's session a member held and
 * what they did in it, 'broadcast' for a message to every customer, 'farm_visits' for the farm-visit
 * bookings (visitors' names and phones) read or exported.
 */
export const AUDIT_KINDS = [
  'coupon',
  'staff',
  'customer',
  'broadcast',
  'farm_visits',
  'store',
  'category',
  'item',
  'variant',
  'addon',
  'combo',
  'media',
  'import',
  'stock',
  'label',
  'setting',
  'order',
  'content',
  'home',
  'area',
  'unit',
  'message',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const staffAuditRequest = z.strictObject({
  token: optionalToken,
  staff_id: id.optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  store_id: id.optional(),
  /** Days in the shop's calendar, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** The `next` of the page before. */
  after: z
    .string()
    .regex(/^[0-9TZ:.-]{10,30}\|[ce]\|\d{1,12}$/, 'must be the next of a page')
    .optional(),
});

export interface AuditEntryView {
  /** 'c12' for a console change, 'e40' for an action in a customer's session. */
  key: string;
  at: string;
  staff: { id: number; name: string };
  kind: AuditKind | string;
  action: string;
  summary: string;
  store_id: number | null;
  /** The changed fields (empty for an action in a customer's session). */
  changes: FieldChange[];
}

export interface StaffAuditAnswer {
  entries: AuditEntryView[];
  /** The `after` of the next page, or null at the end. */
  next: string | null;
  /** Everyone who may appear, for the person filter. */
  people: { id: number; name: string }[];
}
