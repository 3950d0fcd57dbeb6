// The error shape every endpoint answers with (docs/architecture.md "API"), shared by
// the server, which produces it, and src/client/api, which reads it.

import type { SlotView } from './slots.ts';

const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'out_of_stock',
  'below_minimum',
  /**
   * Well formed, but it names what cannot be used (an archived or missing item, a page that does
   * not exist): 422, each such field saying why (decision 0283).
   */
  'unprocessable',
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

/** A label key of the server's words (src/server/said.ts SAID) and its {parameters}. */
export interface SaidCode {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** What the server says to a person: its code, and its words in English (for logs, tests, and readers without labels). */
export interface Said extends SaidCode {
  text: string;
}

export interface ApiError {
  code: ErrorCode;
  message: string;
  /** Field path (dotted) → what is wrong with it. */
  fields?: Record<string, string>;
  /** A slot refused as full: the next slot that still takes an order, or null when none does (decision 0279). */
  next_slot?: SlotView | null;
  /**
   * The codes of `message` and of the fields' lines, which the API's edge says in the reader's
   * language (api/dispatch.ts) and never sends; absent for words no customer reads (staff, partners).
   */
  said?: { message?: SaidCode; fields?: Record<string, SaidCode> };
}

export interface ApiErrorBody {
  error: ApiError;
}

/** What a service returns: a value, or an error to answer with (errors are values at the edges). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

const textOf = (words: string | Said) => (typeof words === 'string' ? words : words.text);
const codeOf = ({ key, params }: Said): SaidCode => (params ? { key, params } : { key });

/**
 * A refusal. Words a customer reads are given as a Said (said.ts `said(key, params)`), so the edge
 * says them in the reader's language by their code; plain strings stay as written.
 */
export function fail(
  code: ErrorCode,
  message: string | Said,
  fields?: Record<string, string | Said>,
): { ok: false; error: ApiError } {
  const error: ApiError = { code, message: textOf(message) };
  const said: NonNullable<ApiError['said']> = {};
  if (typeof message !== 'string') said.message = codeOf(message);
  if (fields) {
    error.fields = {};
    for (const [name, line] of Object.entries(fields)) {
      error.fields[name] = textOf(line);
      if (typeof line !== 'string') {
        said.fields ??= {};
        said.fields[name] = codeOf(line);
      }
    }
  }
  if (said.message || said.fields) error.said = said;
  return { ok: false, error };
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
  unprocessable: 422,
  rate_limited: 429,
  not_configured: 501,
  internal: 500,
  unavailable: 503,
};
