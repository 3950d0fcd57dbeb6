// /staff/farm-visits.csv (decision 0183): the farm team's bookings as CSV (domain/staff/staff.ts
// farmVisitCsv), for the staff signed in to the console whose role has the farm-visits permission
// (an editor's answers 403); each export is audited.
import type { APIRoute } from 'astro';
import { may } from '../../domain/staff/permissions.ts';
import { farmVisitCsv } from '../../domain/staff/staff.ts';
import { farmVisitExportRows } from '../../server/services/content/staff-farm-visits.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';
import { clientOf } from '../../server/services/audit/client-info.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, url, clientAddress, request }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  if (!may(staff.member.role, 'farm_visits')) {
    return new Response('Your role does not include the farm-visit bookings.', { status: 403 });
  }
  const client = clientOf(clientAddress, request.headers.get('user-agent'));
  const rows = await farmVisitExportRows(
    locals.shop,
    { staffId: staff.member.id, client },
    {
      from: url.searchParams.get('from') ?? undefined,
      to: url.searchParams.get('to') ?? undefined,
    },
  );
  if (!rows.ok) return new Response(rows.error.message, { status: 400 });
  return new Response(farmVisitCsv(rows.value), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="farm-visits.csv"',
      'cache-control': 'private, no-store',
    },
  });
};
