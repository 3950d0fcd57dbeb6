// The console's audit log (decision 0272): console changes (staff_changes) and what staff did in
// customers' sessions they held or sent to every customer (audit_events rows naming a staff member
// and an action), merged newest first and read a page at a time. A page is keyed by the last
// entry's moment, table and id ("at|c|id"; at one moment console changes come before session
// actions, each by id downwards), so entries written while someone reads never shift a page.
import { ok, type Result } from '../../../domain/api/errors.ts';
import type { AuditEntryView, AuditKind, StaffAuditAnswer } from '../../../domain/api/staff/audit.ts';
import { changedFields, parseSnapshot } from '../../../domain/staff/audit-diff.ts';
import { addDays, parseIsoDate, shopDayStart } from '../../../domain/calendar.ts';
import type { AuditEventName } from '../../db/schema.ts';
import type { ShopContext } from '../../context.ts';

const AUDIT_PAGE_SIZE = 50;

/** The account events that are a staff member's doing in customers' eyes, by the kind the log shows. */
const EVENT_KINDS: Readonly<Partial<Record<AuditEventName, AuditKind>>> = {
  acting_session_started: 'customer',
  acted_for_customer: 'customer',
  read_for_customer: 'customer',
  caller_looked_up: 'customer',
  caller_code_sent: 'customer',
  customers_searched: 'customer',
  impersonation_link_made: 'customer',
  customer_data_exported: 'customer',
  customers_exported: 'customer',
  staff_broadcast: 'broadcast',
  farm_visits_read: 'farm_visits',
  farm_visits_exported: 'farm_visits',
};
const EVENTS = Object.keys(EVENT_KINDS) as AuditEventName[];
/** The kinds that are account events, not console changes. */
const EVENT_KIND_SET: ReadonlySet<AuditKind> = new Set(Object.values(EVENT_KINDS));

export interface AuditFilter {
  staff_id?: number | undefined;
  kind?: AuditKind | undefined;
  store_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  after?: string | undefined;
}

interface Cursor {
  at: string;
  /** 'c': staff_changes, 'e': audit_events. */
  table: 'c' | 'e';
  id: number;
}

function cursorOf(text: string | undefined): Cursor | null {
  if (!text) return null;
  const [at, table, id] = text.split('|');
  return at && (table === 'c' || table === 'e') && id ? { at, table, id: Number(id) } : null;
}

const cursorText = (entry: { at: string; table: 'c' | 'e'; id: number }) => `${entry.at}|${entry.table}|${entry.id}`;

/** The bounds of the date filter: from the start of `from` to the start of the day after `to`, in the shop's calendar. */
function boundsOf(filter: AuditFilter): { since: string | null; before: string | null } {
  const from = filter.from ? parseIsoDate(filter.from) : null;
  const to = filter.to ? parseIsoDate(filter.to) : null;
  return {
    since: from ? shopDayStart(from).toISOString() : null,
    before: to ? shopDayStart(addDays(to, 1)).toISOString() : null,
  };
}

function eventSummary(event: AuditEventName, action: string, customer: string | null): string {
  const whose = customer ? `${customer}’s` : 'a customer’s';
  if (event === 'acting_session_started') {
    if (!action.startsWith('call_order')) return `Opened ${whose} account (signed in as them)`;
    const consent = action.slice('call_order'.length).trim();
    return `Opened ${whose} account (phone order${consent ? `, ${consent}` : ''})`;
  }
  if (event === 'caller_looked_up') return `Looked up a caller by ${action}`;
  if (event === 'caller_code_sent') return `Sent ${whose} consent code to ${action}`;
  if (event === 'customers_searched') return `Searched customers: ${action}`;
  if (event === 'impersonation_link_made') return `Made a link to sign in as ${customer ?? 'a customer'}`;
  if (event === 'customer_data_exported') return `Downloaded everything held on ${customer ?? 'a customer'}`;
  if (event === 'customers_exported') return `Downloaded the customers list as CSV, ${action}`;
  if (event === 'read_for_customer') return `Read in ${whose} account: ${action}`;
  if (event === 'staff_broadcast') return `Message to every customer, ${action}`;
  if (event === 'farm_visits_read') return `Read farm-visit bookings, ${action}`;
  if (event === 'farm_visits_exported') return `Exported farm-visit bookings as CSV, ${action}`;
  return `In ${whose} account: ${action}`;
}

interface Entry extends AuditEntryView {
  table: 'c' | 'e';
  id: number;
}

async function changeEntries(ctx: ShopContext, filter: AuditFilter, cursor: Cursor | null, limit: number) {
  if (filter.kind !== undefined && EVENT_KIND_SET.has(filter.kind)) return [];
  const { since, before } = boundsOf(filter);
  let query = ctx.db
    .selectFrom('staff_changes')
    .innerJoin('staff', 'staff.id', 'staff_changes.staff_id')
    .select([
      'staff_changes.id',
      'staff_changes.staff_id',
      'staff.name as staff_name',
      'staff_changes.kind',
      'staff_changes.action',
      'staff_changes.summary',
      'staff_changes.store_id',
      'staff_changes.before_json',
      'staff_changes.after_json',
      'staff_changes.created_at',
    ]);
  if (filter.staff_id !== undefined) query = query.where('staff_changes.staff_id', '=', filter.staff_id);
  if (filter.kind !== undefined) query = query.where('staff_changes.kind', '=', filter.kind);
  if (filter.store_id !== undefined) query = query.where('staff_changes.store_id', '=', filter.store_id);
  if (since) query = query.where('staff_changes.created_at', '>=', since);
  if (before) query = query.where('staff_changes.created_at', '<', before);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('staff_changes.created_at', '<', cursor.at),
        eb.and([
          eb('staff_changes.created_at', '=', cursor.at),
          // Changes rank first at one moment: after an event's cursor none of that moment is left.
          cursor.table === 'c' ? eb('staff_changes.id', '<', cursor.id) : eb.val(false),
        ]),
      ]),
    );
  const rows = await query
    .orderBy('staff_changes.created_at', 'desc')
    .orderBy('staff_changes.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(
    (row): Entry => ({
      table: 'c',
      id: row.id,
      key: `c${row.id}`,
      at: row.created_at,
      staff: { id: row.staff_id, name: row.staff_name },
      kind: row.kind,
      action: row.action,
      summary: row.summary,
      store_id: row.store_id,
      changes: changedFields(parseSnapshot(row.before_json), parseSnapshot(row.after_json)),
    }),
  );
}

async function eventEntries(ctx: ShopContext, filter: AuditFilter, cursor: Cursor | null, limit: number) {
  // Account events belong to no store, and to none of the console's kinds of thing.
  if (filter.store_id !== undefined) return [];
  if (filter.kind !== undefined && !EVENT_KIND_SET.has(filter.kind)) return [];
  const events = filter.kind ? EVENTS.filter((event) => EVENT_KINDS[event] === filter.kind) : EVENTS;
  const { since, before } = boundsOf(filter);
  let query = ctx.db
    .selectFrom('audit_events')
    .innerJoin('staff', 'staff.id', 'audit_events.staff_id')
    .leftJoin('users', 'users.id', 'audit_events.user_id')
    .select([
      'audit_events.id',
      'audit_events.staff_id',
      'staff.name as staff_name',
      'audit_events.event',
      'audit_events.action',
      'audit_events.created_at',
      'users.name as customer_name',
    ])
    .where('audit_events.action', 'is not', null)
    .where('audit_events.event', 'in', events);
  if (filter.staff_id !== undefined) query = query.where('audit_events.staff_id', '=', filter.staff_id);
  if (since) query = query.where('audit_events.created_at', '>=', since);
  if (before) query = query.where('audit_events.created_at', '<', before);
  if (cursor)
    query = query.where((eb) =>
      eb.or([
        eb('audit_events.created_at', '<', cursor.at),
        eb.and([
          eb('audit_events.created_at', '=', cursor.at),
          cursor.table === 'c' ? eb.val(true) : eb('audit_events.id', '<', cursor.id),
        ]),
      ]),
    );
  const rows = await query
    .orderBy('audit_events.created_at', 'desc')
    .orderBy('audit_events.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(
    (row): Entry => ({
      table: 'e',
      id: row.id,
      key: `e${row.id}`,
      at: row.created_at,
      staff: { id: row.staff_id ?? 0, name: row.staff_name },
      kind: EVENT_KINDS[row.event] ?? 'customer',
      action: row.event,
      summary: eventSummary(row.event, row.action ?? '', row.customer_name),
      store_id: null,
      changes: [],
    }),
  );
}

/** Newest first: by moment, then console changes before session actions, then by id. */
function newestFirst(a: Entry, b: Entry): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.table !== b.table) return a.table === 'c' ? -1 : 1;
  return b.id - a.id;
}

export async function staffAudit(
  ctx: ShopContext,
  filter: AuditFilter,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<Result<StaffAuditAnswer>> {
  const cursor = cursorOf(filter.after);
  const [changes, events, people] = await Promise.all([
    changeEntries(ctx, filter, cursor, pageSize + 1),
    eventEntries(ctx, filter, cursor, pageSize + 1),
    ctx.db.selectFrom('staff').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  const merged = [...changes, ...events].sort(newestFirst);
  const page = merged.slice(0, pageSize);
  const last = page.at(-1);
  return ok({
    entries: page.map(({ table: _table, id: _id, ...entry }) => entry),
    next: merged.length > pageSize && last ? cursorText(last) : null,
    people,
  });
}
