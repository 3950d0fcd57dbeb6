// What the server itself says to a person: a refusal (an API error's message and its fields'
// lines), a coupon's reason (§8 coupon_error) and an order's alerts (domain/notifications/notifications.ts).
// Each sentence is written once, in English, in one of the words tables merged below (one file per
// area in ./said/); the shop's labels carry it under the same key in every language (English from
// this table, Marathi in seed/essentials/labels-said.ts), so a Marathi reader reads it in Marathi
// (decision 0219). A service says a sentence by its code, `said(key, params)`, never as text: the
// API says it in the request's language by that code and sends the code beside the words (api/dispatch.ts;
// decision 0308), and an alert is stored as its code (decision 0263).
import type { z } from 'zod';
import { type ApiError, codeOf, type Said, type SaidCode, sentenceOf } from '../domain/api/errors.ts';
import { fillTemplate } from '../domain/text.ts';
import { FIELD_WORDS, fieldLineCode } from '../domain/api/field-words.ts';
import { ALERT_TEXTS, type AlertReading, alertWords, isAlertCode } from '../domain/notifications/notifications.ts';
import { alertTranslation } from '../domain/notifications/broadcast.ts';
import { SLOT_TEMPLATE_WORDS, SLOT_WORDS } from '../domain/slots/slots.ts';
import { TOPUP_WORDS } from '../domain/orders/payments.ts';
import { FARM_FORM_WORDS } from '../domain/staff/farm-visit.ts';
import { PUSH_WORDS } from '../domain/notifications/push.ts';
import { RANGE_WORDS } from '../domain/reports/ranges.ts';
import { CONSENT_WORDS } from '../domain/staff/call-consent.ts';
import { MEDIA_WORDS } from '../domain/media/media.ts';
import { CODE_WORDS } from '../domain/staff/delivery-partners.ts';
import { STAFF_ACCOUNT_WORDS } from '../domain/staff/staff-accounts.ts';
import { COUPON_RULE_WORDS } from '../domain/staff/coupon-rules.ts';
import { HOURS_WORDS } from '../domain/stores/opening-hours.ts';
import { STORE_SETTING_WORDS } from '../domain/stores/store-settings.ts';
import { WORDS_RULE_WORDS } from '../domain/staff/shop-words.ts';
import { FIELD_RULE_WORDS } from '../domain/field-rules.ts';
import { AREA_RULE_WORDS } from '../domain/areas/areas.ts';
import { UNIT_RULE_WORDS } from '../domain/catalogue/units.ts';
import { BULK_PRICE_WORDS } from '../domain/catalogue/bulk-prices.ts';
import { HOME_RULE_WORDS } from '../domain/home/home-composition.ts';
import { ACCOUNT_WORDS } from './said/accounts.ts';
import { CATALOGUE_WORDS } from './said/catalogue.ts';
import { EDGE_WORDS } from './said/edge.ts';
import { ORDER_WORDS } from './said/orders.ts';
import { PARTNER_WORDS } from './said/partners.ts';
import { PAYMENT_WORDS } from './said/payments.ts';
import { STAFF_WORDS } from './said/staff.ts';
import { STAFF_ORDER_WORDS } from './said/staff-orders.ts';
import { STAFF_CATALOGUE_WORDS } from './said/staff-catalogue.ts';
import { STAFF_CONTENT_WORDS } from './said/staff-content.ts';
import { PRINTING_WORDS } from './said/printing.ts';

export const SAID = {
  // An order's alerts (§4 Order lifecycle), stored as their codes and said in the reader's language.
  ...ALERT_TEXTS,
  // A form field's line when a request schema refuses it, and (§8 coupon_error) an unknown coupon code.
  ...FIELD_WORDS,
  // Why a slot cannot be ordered for (domain/slots/slots.ts slotRefusal).
  ...SLOT_WORDS,
  // Why a wallet top-up's amount cannot be bought (domain/orders/payments.ts topUpRefusal).
  ...TOPUP_WORDS,
  // Why a farm visit's answers are refused (domain/staff/farm-visit.ts validateFarmVisit).
  ...FARM_FORM_WORDS,
  // Why a push token is refused (domain/notifications/push.ts readPushSubscription).
  ...PUSH_WORDS,
  // Why a report's custom days are refused (domain/reports/ranges.ts resolveRange).
  ...RANGE_WORDS,
  // Why a caller's consent is not enough (domain/staff/call-consent.ts consentRefusal).
  ...CONSENT_WORDS,
  // Why a picture is refused (domain/media/media.ts uploadRefusal).
  ...MEDIA_WORDS,
  // A wrong delivery or pickup code (domain/staff/delivery-partners.ts wrongCodeMessage).
  ...CODE_WORDS,
  // Why the console refuses a staff account's change or a coupon's field: its forms say the same
  // before sending (domain/staff/staff-accounts.ts, domain/staff/coupon-rules.ts).
  ...STAFF_ACCOUNT_WORDS,
  ...COUPON_RULE_WORDS,
  // Why a store's setting or range of hours is refused (domain/stores/store-settings.ts, opening-hours.ts).
  ...HOURS_WORDS,
  ...STORE_SETTING_WORDS,
  // Why a store's template slot is refused (domain/slots/slots.ts slotTemplateRefusals).
  ...SLOT_TEMPLATE_WORDS,
  // Why a label's or a setting's text is refused (domain/staff/shop-words.ts, setting-values.ts).
  ...WORDS_RULE_WORDS,
  // A line several of the console's rules give alike (domain/field-rules.ts).
  ...FIELD_RULE_WORDS,
  ...AREA_RULE_WORDS,
  // Why a unit or a bulk price change is refused (domain/catalogue/units.ts, bulk-prices.ts).
  ...UNIT_RULE_WORDS,
  ...BULK_PRICE_WORDS,
  // Why the home's composition cannot be published (domain/home/home-composition.ts homeRefusals).
  ...HOME_RULE_WORDS,
  ...ACCOUNT_WORDS,
  ...CATALOGUE_WORDS,
  ...ORDER_WORDS,
  ...PAYMENT_WORDS,
  ...PARTNER_WORDS,
  ...STAFF_WORDS,
  ...STAFF_ORDER_WORDS,
  ...STAFF_CATALOGUE_WORDS,
  ...STAFF_CONTENT_WORDS,
  ...PRINTING_WORDS,
  ...EDGE_WORDS,
} as const;

export type SaidKey = keyof typeof SAID;

/** The {names} a sentence fills in, as a type: 'Sorry, {name} just ran out.' → 'name'. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** What a sentence's {names} are filled with: a value, or another sentence said in the same words. */
type SaidParams<K extends SaidKey> = Readonly<Record<PlaceholdersOf<(typeof SAID)[K]>, string | number | Said>>;

/** The parameters `said` takes for a key: none for a sentence without {names}, else every one of them. */
type ParamsArgument<K extends SaidKey> = [PlaceholdersOf<(typeof SAID)[K]>] extends [never] ? [] : [SaidParams<K>];

/**
 * What the server says: the code of one of the sentences above with the values of its {names} (a
 * value may be another sentence, said within it), and its English words.
 */
export function said<K extends SaidKey>(key: K, ...[params]: ParamsArgument<K>): Said {
  return sentenceOf(SAID, key, params);
}

/** A line of the console's own rules (STAFF_WORDS saidConsoleRule): the rule's English words. */
export function consoleRule(line: string): Said {
  return said('saidConsoleRule', { line });
}

/** Lines of the console's own rules by field (consoleRule). */
export function consoleRules(lines: Readonly<Record<string, string | undefined>>): Record<string, Said> {
  return Object.fromEntries(
    Object.entries(lines).flatMap(([field, line]) => (line === undefined ? [] : [[field, consoleRule(line)]])),
  );
}

/** Sentences said one after another, '; ' between them ('Papaya is out of stock; Mango sold out'). */
export function saidList(first: Said, ...rest: readonly Said[]): Said {
  const [second, ...more] = rest;
  return second === undefined ? first : said('saidListJoin', { first, rest: saidList(second, ...more) });
}

/**
 * A sentence of the shop's own words: a setting its customers read, which is a label of every
 * language and which the shop edits in Words (seed/essentials/labels.ts), so it has no line of SAID.
 * Its code is its label key; `text` its English words as the shop has them, filled in.
 */
export function shopSaid(
  key: 'minOrderMessage',
  text: string,
  params: Readonly<Record<string, string | number>>,
): Said {
  return { key, params, text };
}

/**
 * A code's words in the language of `labels`; English (SAID) where the language has no label for
 * it; null for a key neither knows (a shop's own words without its label), which its English words
 * then stand for.
 */
export function sayCode(labels: Readonly<Record<string, string>>, { key, params }: SaidCode): string | null {
  const template = labels[key] ?? (Object.hasOwn(SAID, key) ? SAID[key as SaidKey] : undefined);
  if (template === undefined) return null;
  if (!params) return template;
  const words: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    words[name] = typeof value === 'object' ? (sayCode(labels, value) ?? value.key) : value;
  }
  return fillTemplate(template, words);
}

/** A notifications row as stored: its English words, and its alert code with the code's parameters. */
export interface StoredAlert {
  title: string;
  message: string;
  message_code: string | null;
  message_params: string | null;
  /** Words people wrote in other languages (decision 0295), JSON; null or absent: none. */
  translations?: string | null;
}

/**
 * A stored alert in the words of `labels`: by its code when it has one; else (a staff broadcast,
 * the shop's own words) the words written in the reader's language when there are some (decision
 * 0295), else its words as stored. An alert written before codes was given its code by migration
 * 047 when its words were one of the alerts' sentences (decision 0308).
 */
export function sayAlert(
  labels: Readonly<Record<string, string>>,
  alert: StoredAlert,
  reading?: AlertReading,
): { title: string; message: string } {
  if (alert.message_code !== null && isAlertCode(alert.message_code)) {
    return alertWords(labels, alert.message_code, paramsOf(alert.message_params), reading);
  }
  const written = reading ? alertTranslation(alert.translations, reading.language) : null;
  return written ?? { title: alert.title, message: alert.message };
}

function paramsOf(json: string | null): Record<string, string> {
  if (json === null) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
  } catch {
    return {};
  }
}

/**
 * An API error in the words of `labels`: its message and each field's line said by their codes; a
 * line without a code (a request schema's words for a developer) as it is. The codes stay beside them.
 */
export function errorIn(labels: Readonly<Record<string, string>>, error: ApiError): ApiError {
  const codes = error.field_codes;
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([name, line]) => {
          const code = codes?.[name];
          return [name, code ? (sayCode(labels, code) ?? line) : line];
        }),
      )
    : undefined;
  const message = error.message_code ? (sayCode(labels, error.message_code) ?? error.message) : error.message;
  return { ...error, message, ...(fields ? { fields } : {}) };
}

/**
 * A schema's line for a field: a line of FIELD_WORDS by its code (domain/api/field-words.ts
 * fieldLine), else the schema's own words for a developer, which have no code and stay English.
 */
function schemaLine(message: string): Said | string {
  const code = fieldLineCode(message);
  return code ? { ...code, text: sayCode({}, code) ?? message } : message;
}

/** A request refused by its schema: each field's line, and the first of them as the message (decision 0308). */
export function validationError(issues: readonly z.core.$ZodIssue[], prefix = ''): ApiError {
  const lines = new Map<string, Said | string>();
  for (const issue of issues) {
    const path = prefix + (issue.path.map(String).join('.') || 'body');
    // A field the call does not take (a balance, a role...) is named, not just 'body'.
    const names =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => (path === 'body' ? key : `${path}.${key}`)) : [path];
    for (const name of names) {
      if (!lines.has(name))
        lines.set(name, issue.code === 'unrecognized_keys' ? said('saidFieldNotAccepted') : schemaLine(issue.message));
    }
  }
  const fields: Record<string, string> = {};
  const codes: Record<string, SaidCode> = {};
  for (const [name, line] of lines) {
    fields[name] = typeof line === 'string' ? line : line.text;
    if (typeof line !== 'string') codes[name] = codeOf(line);
  }
  const [first] = lines;
  const message = first ? said('saidInvalidField', { field: first[0], line: first[1] }) : said('saidInvalidRequest');
  return {
    code: 'validation_failed',
    message: message.text,
    message_code: codeOf(message),
    fields,
    ...(Object.keys(codes).length > 0 ? { field_codes: codes } : {}),
  };
}
