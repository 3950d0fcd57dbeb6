// The JSON answers of the page routes that are not pages (a picture upload, the consent form's
// refusal): the API's shape, `{ error }` with its code and words for a refusal (decision 0308).
import type { ApiError, ApiErrorBody } from '../../domain/api/errors.ts';
import { statusOfError } from '../../domain/api/errors.ts';

export function jsonAnswer(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** A refusal, as the API's dispatcher answers one. */
export function refusalAnswer(error: ApiError): Response {
  const body: ApiErrorBody = { error };
  return jsonAnswer(statusOfError[error.code], body);
}
