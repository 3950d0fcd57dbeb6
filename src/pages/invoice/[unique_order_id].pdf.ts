// /invoice/{unique_order_id}.pdf: the signed-in customer's GST document of a delivered or collected
// order (decision 0332), in the customer's language. Another customer's order, or one without a
// document, is 404 alike.
import type { APIRoute } from 'astro';
import { uniqueOrderId } from '../../domain/api/orders.ts';
import { shopLocale } from '../../domain/calendar.ts';
import { documentPdfResponse } from '../../server/pages/tax-document.ts';
import { orderDocument } from '../../server/services/tax/documents.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, params }) => {
  const parsed = uniqueOrderId.safeParse(params.unique_order_id ?? '');
  if (!parsed.success) return new Response(null, { status: 404 });
  const user = await locals.user();
  if (!user) return new Response(null, { status: 404 });
  const document = await orderDocument(locals.shop, parsed.data, { userId: user.id });
  if (!document) return new Response(null, { status: 404 });
  return documentPdfResponse(document, locals.t, shopLocale(locals.language.code));
};
