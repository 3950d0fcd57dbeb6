// /staff/customers.csv?q= (decision 0327): the customers list as the member sees it, every page, as
// CSV (domain/staff/customer-list.ts customerListCsv: formula-safe); each download is in the audit
// log under the member's name.
import type { APIRoute } from 'astro';
import { may } from '../../domain/staff/permissions.ts';
import { customerListCsv } from '../../domain/staff/customer-list.ts';
import { staffCustomersExport } from '../../server/services/accounts/staff-customers.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';
import { clientOf } from '../../server/services/audit/client-info.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, url, clientAddress, request }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  if (!may(staff.member.role, 'customer_list'))
    return new Response('Your role does not include the customers list.', { status: 403 });
  const client = clientOf(clientAddress, request.headers.get('user-agent'));
  const rows = await staffCustomersExport(
    locals.shop,
    staff.member,
    { query: (url.searchParams.get('q') ?? '').slice(0, 100) },
    client,
  );
  return new Response(customerListCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="customers.csv"',
      'cache-control': 'private, no-store',
    },
  });
};
