// /staff/farm-visits.csv (decision 0183): the farm team's bookings as CSV (domain/staff/staff.ts
// farmVisitCsv), for the staff signed in to the console.
import type { APIRoute } from 'astro';
import { farmVisitCsv } from '../../domain/staff/staff.ts';
import { farmVisitExportRows } from '../../server/services/staff/staff-farm-visits.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, url }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  const rows = await farmVisitExportRows(locals.shop, {
    from: url.searchParams.get('from') ?? undefined,
    to: url.searchParams.get('to') ?? undefined,
  });
  if (!rows.ok) return new Response(rows.error.message, { status: 400 });
  return new Response(farmVisitCsv(rows.value), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="farm-visits.csv"',
      'cache-control': 'private, no-store',
    },
  });
};
