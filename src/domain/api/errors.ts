// The error shape every endpoint answers with (docs/architecture.md "The path of an API call"), shared by
// the server, which produces it, and src/client/api, which reads it.

import type { SlotView } from './slots.ts';
import { fillTemplate } from '../text.ts';

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
  /**
   * The database is unreachable, or the database or the instance too busy just now (503, with
   * Retry-After when the error's field retry_after says how long): try again shortly.
   */
  'unavailable',
  /**
   * The one-time code being checked could not be handed to the message provider (decision 0335):
   * 503, and the screen says to ask for a new one. A code goes to any phone, so this tells nothing
   * of whether an account exists.
   */
  'code_not_sent',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * A value a sentence says in its {placeholder}: a text or a number as it is (a name, an amount, an
 * order's number), or another sentence by its code, said in the same language as the one it is in.
 */
export type SaidValue = string | number | SaidCode;

/**
 * A sentence of the server's words (src/server/said.ts SAID; every one a label of every language
 * the shop ships) by its key, and the values of its {placeholders}. A reader with the shop's labels
 * says it in their language: the label of `key`, each {name} filled with `params[name]`.
 */
export interface SaidCode {
  key: string;
  params?: Readonly<Record<string, SaidValue>>;
}

/** What the server says to a person: its code, and its words in English (the default words, read by logs and tests). */
export interface Said extends SaidCode {
  text: string;
}

export interface ApiError {
  code: ErrorCode;
  /** The refusal in words, in the request's language (the `lang` cookie; English without one). */
  message: string;
  /**
   * The code of `message` (decision 0308): every refusal the shop's API answers has one. Absent only
   * on an error a client makes itself when no answer came (src/client/api.ts).
   */
  message_code?: SaidCode;
  /** Field path (dotted) → what is wrong with it, in the words of `message`. */
  fields?: Record<string, string>;
  /**
   * Field path → the code of its line in `fields`. A line without a code is a request schema's own
   * words for a developer, English in every language (decision 0308).
   */
  field_codes?: Record<string, SaidCode>;
  /** A slot refused as full: the next slot that still takes an order, or null when none does (decision 0279). */
  next_slot?: SlotView | null;
}

export interface ApiErrorBody {
  error: ApiError;
}

/** What a service returns: a value, or an error to answer with (errors are values at the edges). */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** A sentence's code without its English words. */
export function codeOf({ key, params }: SaidCode): SaidCode {
  return params ? { key, params } : { key };
}

/** Sentences by field as their codes alone: what an answer carries when the reader says them in their words. */
export function codesOf(byField: Readonly<Record<string, Said>>): Record<string, SaidCode> {
  return Object.fromEntries(Object.entries(byField).map(([field, line]) => [field, codeOf(line)]));
}

/**
 * A sentence of a words table the domain keeps (a rule's reasons, which src/server/said.ts spreads
 * into SAID, as FIELD_WORDS and the alerts' texts are): its code, and its English words filled in.
 */
export function sentenceOf<Table extends Readonly<Record<string, string>>>(
  table: Table,
  key: keyof Table & string,
  params?: Readonly<Record<string, string | number | Said>>,
): Said {
  const english = table[key] ?? key;
  if (!params) return { key, text: english };
  const codes: Record<string, SaidValue> = {};
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    codes[name] = typeof value === 'object' ? codeOf(value) : value;
    words[name] = typeof value === 'object' ? value.text : value;
  }
  return { key, params: codes, text: fillTemplate(english, words) };
}

/**
 * A refusal: the message and each field's line as sentences of the server's words (said.ts
 * `said(key, params)`), never plain text, so that the API's edge says them in the reader's language
 * by their codes and sends the codes beside the words (decision 0308).
 */
export function fail(
  code: ErrorCode,
  message: Said,
  fields?: Readonly<Record<string, Said>>,
): { ok: false; error: ApiError } {
  const error: ApiError = { code, message: message.text, message_code: codeOf(message) };
  if (fields) {
    error.fields = {};
    error.field_codes = {};
    for (const [name, line] of Object.entries(fields)) {
      error.fields[name] = line.text;
      error.field_codes[name] = codeOf(line);
    }
  }
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
  code_not_sent: 503,
};
