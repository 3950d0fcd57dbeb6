// The error shape every endpoint answers with (ARCHITECTURE.md "API"), shared by
// the server, which produces it, and src/client/api, which reads it.

const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'out_of_stock',
  'below_minimum',
  'conflict',
  'rate_limited',
  'unsupported_media_type',
  'payload_too_large',
  'method_not_allowed',
  'not_configured',
  'internal',
  /** The database is unreachable or too busy just now (503, with Retry-After): try again shortly. */
  'unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ApiError {
  code: ErrorCode;
  message: string;
  /** Field path (dotted) → what is wrong with it. */
  fields?: Record<string, string>;
}

export interface ApiErrorBody {
  error: ApiError;
}

/** What a service returns: a value, or an error to answer with (errors are values at the edges). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): { ok: false; error: ApiError } {
  return { ok: false, error: fields ? { code, message, fields } : { code, message } };
}

export const statusOfError: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  out_of_stock: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  below_minimum: 422,
  rate_limited: 429,
  not_configured: 501,
  internal: 500,
  unavailable: 503,
};
