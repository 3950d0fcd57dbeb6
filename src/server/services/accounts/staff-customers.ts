// The console's customers list (decision 0327): each customer with their orders, last order and
// total spent, from the orders themselves (domain/staff/customer-list.ts says which count), searched
// by name, phone or e-mail, a page at a time, and the same as CSV. A store-bound member (a manager)
// sees the customers who ordered from their stores, with the figures of those stores only; an admin
// every customer. Each CSV download is in the audit log under the member's name: it takes
// customers' names, phones and e-mails out of the shop.
import { sql } from 'kysely';
import {
  CUSTOMERS_PAGE,
  type CustomerListRow,
  customerSearchOf,
  NOT_SPENT_STATUSES,
} from '../../../domain/staff/customer-list.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';

/** The most rows one CSV holds: a shop's customers, not a bulk copy of a larger directory. */
const CSV_LIMIT = 20_000;

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Per customer, the figures of their orders the member sees (their stores' for a store-bound one). */
function figuresOf(ctx: ShopContext, member: StaffMember) {
  const spent = sql<boolean>`status not in (${sql.join([...NOT_SPENT_STATUSES])})`;
  let query = ctx.db
    .selectFrom('orders')
    .select([
      'user_id',
      sql<number | string>`sum(case when ${spent} then 1 else 0 end)`.as('orders'),
      sql<number | string | null>`sum(case when ${spent} then total_paise else 0 end)`.as('spent_paise'),
      sql<string | null>`max(case when ${spent} then created_at end)`.as('last_order_at'),
    ])
    .groupBy('user_id');
  if (isStoreBound(member.role)) query = query.where('store_id', 'in', [...member.store_ids, -1]);
  return query;
}

function listQuery(ctx: ShopContext, member: StaffMember, rawQuery: string) {
  const figures = figuresOf(ctx, member).as('figures');
  let query = isStoreBound(member.role)
    ? ctx.db.selectFrom('users').innerJoin(figures, 'figures.user_id', 'users.id')
    : ctx.db.selectFrom('users').leftJoin(figures, 'figures.user_id', 'users.id');
  // An erased account is an anonymous marker (decision 0330): nobody to list.
  query = query.where('users.erased_at', 'is', null);
  const search = customerSearchOf(rawQuery);
  if (search) {
    const pattern = likePattern(search.text);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.name']), 'like', pattern),
        eb(eb.fn('lower', ['users.email']), 'like', pattern),
        ...(search.digits ? [eb('users.phone', 'like', `%${search.digits}%`)] : []),
      ]),
    );
  }
  return query;
}

function rowOf(row: {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  orders: number | string | null;
  spent_paise: number | string | null;
  last_order_at: string | null;
}): CustomerListRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    orders: Number(row.orders ?? 0),
    last_order_at: row.last_order_at,
    spent_paise: Number(row.spent_paise ?? 0),
  };
}

async function rowsOf(
  ctx: ShopContext,
  member: StaffMember,
  rawQuery: string,
  page: { offset: number; limit: number },
): Promise<CustomerListRow[]> {
  const rows = await listQuery(ctx, member, rawQuery)
    .select([
      'users.id',
      'users.name',
      'users.phone',
      'users.email',
      'figures.orders',
      'figures.spent_paise',
      'figures.last_order_at',
    ])
    // Latest buyers first; customers who never ordered after them, newest account first.
    .orderBy(sql`case when figures.last_order_at is null then 1 else 0 end`)
    .orderBy('figures.last_order_at', 'desc')
    .orderBy('users.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(rowOf);
}

/** A page (1 on) of the customers the member sees, matching the search, and how many match in all. */
export async function staffCustomers(
  ctx: ShopContext,
  member: StaffMember,
  input: { query: string; page: number },
): Promise<{ customers: CustomerListRow[]; total: number; page: number; pages: number }> {
  const counted = await listQuery(ctx, member, input.query)
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE));
  const page = Math.min(Math.max(1, Math.trunc(input.page) || 1), pages);
  const customers = await rowsOf(ctx, member, input.query, {
    offset: (page - 1) * CUSTOMERS_PAGE,
    limit: CUSTOMERS_PAGE,
  });
  return { customers, total, page, pages };
}

/** Every customer the member sees matching the search, for the CSV; the download is audited. */
export async function staffCustomersExport(
  ctx: ShopContext,
  member: StaffMember,
  input: { query: string },
  client: Client,
): Promise<CustomerListRow[]> {
  const rows = await rowsOf(ctx, member, input.query, { offset: 0, limit: CSV_LIMIT });
  const search = input.query.trim() === '' ? 'every customer' : `search "${input.query.trim().slice(0, 100)}"`;
  await audit(ctx, 'customers_exported', null, client, {
    staff_id: member.id,
    action: `${search}, ${rows.length} ${rows.length === 1 ? 'customer' : 'customers'}`,
  });
  return rows;
}
