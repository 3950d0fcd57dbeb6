// /staff/credit-note/{unique_order_id}/{n}.pdf: an order's nth credit note (decision 0338) for the
// staff of its store who work its orders; another store's order is 404. A refusal is said in the
// console's words (decision 0345): in English before sign-in, in the member's language after; the
// note itself is the customer's document.
import type { APIRoute } from 'astro';
import { uniqueOrderId } from '../../../../domain/api/orders.ts';
import { shopLocale } from '../../../../domain/calendar.ts';
import { isStoreBound, may } from '../../../../domain/staff/permissions.ts';
import { documentPdfResponse } from '../../../../server/pages/tax-document.ts';
import { consoleWordsIn, staffOfPage } from '../../../../server/pages/staff-page.ts';
import { orderCreditNote } from '../../../../server/services/tax/documents.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, cookies, params }) => {
  const staff = await staffOfPage(locals.shop, cookies);
  if (!staff) return new Response((await consoleWordsIn(locals.shop, 'en')).say('consoleSignInFirst'), { status: 401 });
  if (!may(staff.member.role, 'orders'))
    return new Response((await consoleWordsIn(locals.shop, staff.view.language)).say('consoleCreditNoOrders'), {
      status: 403,
    });
  const parsed = uniqueOrderId.safeParse(params.unique_order_id ?? '');
  if (!parsed.success || !/^[1-9]\d{0,3}$/.test(params.n ?? '')) return new Response(null, { status: 404 });
  const storeIds = isStoreBound(staff.member.role) ? staff.member.store_ids : null;
  const document = await orderCreditNote(locals.shop, parsed.data, Number(params.n), { storeIds });
  if (!document) return new Response(null, { status: 404 });
  return documentPdfResponse(document, locals.t, shopLocale(locals.language.code));
};
