// /staff/catalogue.csv?store_id=N (decision 0273): a store's items, variants, prices and stock as a
// spreadsheet, one row per variant, for a member who may edit the catalogue of that store. A store
// they do not reach is "not found", as a missing one.
import type { APIRoute } from 'astro';
import { may } from '../../domain/staff/permissions.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';
import { exportCatalogue } from '../../server/services/catalogue/staff-catalogue-csv.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, url }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  if (!may(staff.member.role, 'catalogue'))
    return new Response('Your role cannot export the catalogue.', { status: 403 });
  const storeId = Number(url.searchParams.get('store_id'));
  if (!Number.isSafeInteger(storeId) || storeId <= 0)
    return new Response('Give the store: ?store_id=N.', { status: 400 });
  const file = await exportCatalogue(locals.shop, staff.member, storeId);
  if (!file.ok) return new Response(file.error.message, { status: 404 });
  return new Response(file.value.text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.value.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
};
