// A form's refused fields (decision 0344): each by its dotted path in the request
// (`variants.1.sale_price_paise`), as the API's 4xx answer names them in `error.fields` (the
// contract's schema's issue paths, src/server/said.ts `validationError`), so a reason found in the
// browser and one the server answered land on the same field.
import type { Said } from '../../../domain/api/errors.ts';

export type FieldErrors = Readonly<Record<string, string | undefined>>;

/**
 * The words of a domain rule's refusals by field, as the form shows them before sending: the same
 * codes the server answers with, said in the console's words (English; the API says them in the
 * request's language).
 */
export function reasonsOf(refusals: Readonly<Record<string, Said | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(refusals).flatMap(([field, reason]) => (reason ? [[field, reason.text]] : [])),
  );
}
