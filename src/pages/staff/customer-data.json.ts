// /staff/customer-data.json?user_id=N (decision 0330): everything the shop holds on one customer as
// JSON (services/accounts/customer-data.ts), for an admin signed in to the console (the
// `customer_data` permission); each download is in the audit log under the admin's name.
import type { APIRoute } from 'astro';
import { may } from '../../domain/staff/permissions.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';
import { clientOf } from '../../server/services/audit/client-info.ts';
import { customerDataExport } from '../../server/services/accounts/customer-data.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, url, clientAddress, request }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  if (!may(staff.member.role, 'customer_data'))
    return new Response('Only an admin can download a customer’s data.', { status: 403 });
  const userId = Number(url.searchParams.get('user_id'));
  if (!Number.isSafeInteger(userId) || userId <= 0)
    return new Response('Give the customer: ?user_id=N.', { status: 400 });
  const client = clientOf(clientAddress, request.headers.get('user-agent'));
  const document = await customerDataExport(locals.shop, userId, { kind: 'staff', staffId: staff.member.id }, client);
  if (!document) return new Response('No such customer.', { status: 404 });
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="customer-${userId}-${document.exported_at.slice(0, 10)}.json"`,
      'cache-control': 'private, no-store',
    },
  });
};
