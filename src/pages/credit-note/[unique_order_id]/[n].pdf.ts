// /credit-note/{unique_order_id}/{n}.pdf: the signed-in customer's nth credit note of an order
// (decision 0338), in the customer's language, beside its invoice at /invoice/{id}.pdf. Another
// customer's order, or a note it does not have, is 404 alike.
import type { APIRoute } from 'astro';
import { uniqueOrderId } from '../../../domain/api/orders.ts';
import { shopLocale } from '../../../domain/calendar.ts';
import { documentPdfResponse } from '../../../server/pages/tax-document.ts';
import { orderCreditNote } from '../../../server/services/tax/documents.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, params }) => {
  const parsed = uniqueOrderId.safeParse(params.unique_order_id ?? '');
  const n = Number(params.n);
  if (!parsed.success || !/^[1-9]\d{0,3}$/.test(params.n ?? '')) return new Response(null, { status: 404 });
  const user = await locals.user();
  if (!user) return new Response(null, { status: 404 });
  const document = await orderCreditNote(locals.shop, parsed.data, n, { userId: user.id });
  if (!document) return new Response(null, { status: 404 });
  return documentPdfResponse(document, locals.t, shopLocale(locals.language.code));
};
