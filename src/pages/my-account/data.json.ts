// GET /my-account/data.json (decision 0330): everything the shop holds on the signed-in customer as
// one JSON file (DPDP Act s.11, GDPR Art. 15 and 20), a few times an hour per account, audited. A
// session a staff member holds cannot take it: an admin has the console's own download.
import type { APIRoute } from 'astro';
import { fail } from '../../domain/api/errors.ts';
import { refusalAnswer } from '../../server/pages/json-answer.ts';
import { said } from '../../server/said.ts';
import { clientOf } from '../../server/services/audit/client-info.ts';
import { customerDataExport } from '../../server/services/accounts/customer-data.ts';
import { DATA_EXPORTS_PER_USER, hit } from '../../server/services/sessions/rate-limit.ts';

export const prerender = false;

export const GET: APIRoute = async ({ locals, clientAddress, request }) => {
  const user = await locals.user();
  const refused = (error: ReturnType<typeof fail>['error']) =>
    refusalAnswer({
      ...error,
      message: error.message_code
        ? locals.t(error.message_code.key, sayable(error.message_code.params))
        : error.message,
    });
  if (!user) return refused(fail('unauthorized', said('saidSignInFirst')).error);
  if (user.acting) return refused(fail('forbidden', said('saidCustomerInPersonOnly')).error);
  const limited = await hit(locals.shop, DATA_EXPORTS_PER_USER, String(user.id));
  if (!limited.ok) return refused(limited.error);
  const client = clientOf(clientAddress, request.headers.get('user-agent'));
  const document = await customerDataExport(locals.shop, user.id, { kind: 'customer' }, client);
  if (!document) return refused(fail('not_found', said('saidAccountGone')).error);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="my-data-${document.exported_at.slice(0, 10)}.json"`,
      'cache-control': 'private, no-store',
    },
  });
};

/** A code's parameters as the labels fill them: the plain ones (these refusals have no nested codes). */
function sayable(params: Readonly<Record<string, unknown>> | undefined): Record<string, string | number> {
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
  return plain;
}
