// /staff/gst.csv?store_id=&month=yyyy-mm&section=: one section of a store's GST return for a month
// (decision 0332, §10) in the GST offline tool's CSV, for staff whose role reads the reports, of
// the stores they reach (another store is 404).
import type { APIRoute } from 'astro';
import { isStoreBound, may } from '../../domain/staff/permissions.ts';
import { writeCsv } from '../../domain/catalogue/csv-format.ts';
import { RETURN_SECTIONS, type ReturnSection, returnSection } from '../../domain/tax/returns.ts';
import { staffOfPage } from '../../server/pages/staff-page.ts';
import { monthDocuments, monthOf } from '../../server/services/tax/returns.ts';

export const prerender = false;

const isSection = (text: string): text is ReturnSection => (RETURN_SECTIONS as readonly string[]).includes(text);

export const GET: APIRoute = async ({ locals, cookies, url }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response('Sign in to the staff console first.', { status: 401 });
  if (!may(staff.member.role, 'reports'))
    return new Response('Your role does not include the reports.', { status: 403 });
  const storeId = Number(url.searchParams.get('store_id'));
  const month = monthOf(url.searchParams.get('month') ?? '');
  const section = url.searchParams.get('section') ?? '';
  if (!month) return new Response('Pick a month (yyyy-mm).', { status: 400 });
  if (!isSection(section)) return new Response(`Pick a section: ${RETURN_SECTIONS.join(', ')}.`, { status: 400 });
  const reach = isStoreBound(staff.member.role) ? staff.member.store_ids : null;
  const store = Number.isInteger(storeId)
    ? await locals.shop.db.selectFrom('stores').select(['id', 'slug']).where('id', '=', storeId).executeTakeFirst()
    : undefined;
  if (!store || (reach !== null && !reach.includes(store.id))) return new Response('No such store.', { status: 404 });
  const table = returnSection(section, await monthDocuments(locals.shop, store.id, month));
  return new Response(writeCsv(table.headers, table.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="gst-${section}-${store.slug}-${month.first.slice(0, 7)}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
};
