// What the server itself says to a customer: a refusal (an API error's message and its fields'
// lines), a coupon's reason (§8 coupon_error) and an order's alerts (domain/notifications/notifications.ts). Each sentence is written once, here, in English;
// the services say it from here (with fillTemplate for its {values}), the shop's labels carry it
// under the same key in every language (English from this table, Marathi in seed/essentials/labels-said.ts),
// and the API answers it in the request's language (api/dispatch.ts, inCustomerWords), the lines of a
// refused request's fields too (domain/api/field-words.ts; decision 0219).
//
// A sentence is recognised in an answer by its English text (a {value} matches any text), so a
// service needs no language of its own, and an API client that reads English gets the English sentence.
// A sentence not in this table (the staff's and partners' screens, a schema's developer message)
// stays English.
import type { ApiError, Said, SaidCode } from '../domain/api/errors.ts';
import { fillTemplate } from '../domain/text.ts';
import { FIELD_WORDS } from '../domain/api/field-words.ts';
import { ALERT_TEXTS, type AlertReading, alertWords, isAlertCode } from '../domain/notifications/notifications.ts';
import { alertTranslation } from '../domain/notifications/broadcast.ts';

export const SAID = {
  // An order's alerts (§4 Order lifecycle), written in English when the order takes a step and
  // shown or pushed in the customer's language. First: a store's reason in an alert is its own
  // text, which may read like a later sentence ("Kothrud is closed right now."), and the first
  // sentence that matches a text is the one it is said as.
  ...ALERT_TEXTS,
  // A form field's line when a request schema refuses it, and (§8 coupon_error) an unknown coupon code.
  ...FIELD_WORDS,
  // §8 coupon_error
  saidCouponInactive: 'This coupon is no longer available.',
  saidCouponNotStarted: 'This coupon is not active yet.',
  saidCouponExpired: 'This coupon has expired.',
  saidCouponUsedUp: 'This coupon has been fully redeemed.',
  saidCouponOtherStore: 'This coupon is not valid at this store.',
  saidCouponOncePerCustomer: 'You have already used this coupon: it is for one order per customer.',
  saidCouponTimesPerCustomer: 'You have already used this coupon {n} times, as often as it allows per customer.',
  saidCouponMinimum: 'Add items worth {more} more to use this coupon (minimum {minimum}).',
  saidCouponDoesNotApply: 'This coupon does not apply.',
  // Signing in, registering, passwords (§7)
  saidSignInWrong: 'The phone number, e-mail or password is not right.',
  saidNotRight: 'not right',
  saidWrongCode: 'The code is wrong or has expired. Ask for a new one.',
  saidCodeSent: 'If this number can receive it, a 6-digit code is on its way. It is valid for 10 minutes.',
  saidResetCodeSent: 'If an account uses this e-mail, a 6-digit code is on its way. It is valid for 10 minutes.',
  saidPhoneRegistered: 'This phone number has an account already. Sign in, or reset your password.',
  saidAlreadyRegistered: 'already registered',
  saidBanned: 'This account has been suspended. Please contact the shop.',
  saidAccountGone: 'This account no longer exists.',
  saidSignInFirst: 'Please sign in to continue.',
  saidTooManyAttempts: 'Too many attempts. Please try again in {n} seconds.',
  saidPasswordLength: 'The password must be 8 to 128 characters.',
  saidPasswordCommon: 'This password is one of the most common ones, so it is easy to guess. Choose another.',
  saidPasswordPersonal: "Do not use your phone number, your e-mail or the shop's name in your password.",
  saidPasswordWrong: 'The password is not right.',
  saidTypeCurrentPassword: 'Type your current password to make this change.',
  saidSocialNotSetUp: 'Social sign-in is not set up on this shop. Sign in with your phone or e-mail instead.',
  // The cart, checkout and the order (§4, §5)
  saidCartEmpty: 'The cart is empty.',
  saidChooseAddress: 'Choose a delivery address.',
  saidNoSuchAddress: 'No such address.',
  saidAddressGone: 'This address is no longer saved. Choose another one in the cart.',
  saidDefaultAddressKept: 'The default address cannot be deleted. Set another address as default first.',
  saidStoreClosed: '{store} is closed right now.',
  saidStoreNoDelivery: '{store} does not deliver. Choose self-pickup.',
  saidStoreNoPickup: '{store} has no self-pickup. Choose delivery.',
  saidStoreTooFar: '{store} does not deliver to this address ({km} km away).',
  saidRanOut: 'Sorry, {name} just ran out.',
  saidOrderRanOut: 'Sorry, something in this order ran out meanwhile.',
  saidWalletEmpty: 'Your wallet is empty. Choose cash on delivery.',
  saidWalletChanged: 'Your wallet balance changed. Please review the bill and try again.',
  saidWalletSignIn: 'Sign in to pay with your wallet.',
  saidDeliveryDatePast: 'Choose a delivery date from today on.',
  saidDeliveryDateFar: 'That delivery date is too far ahead.',
  saidSlotNotOffered: 'That slot is not on offer. Choose another one.',
  saidSlotFull: 'That slot has just filled. Choose another one.',
  saidSlotFullNext: 'That slot has just filled. The next with room is {slot}.',
  saidOrderBeingPlaced: 'This order is still being placed. Please try again in a moment.',
  saidOnlinePaymentUnavailable: 'Online payment is not available for this order. You can pay on delivery.',
  saidPaymentServiceDown: 'The payment service is not answering just now. Please try again in a minute.',
  saidSuspendedCannotOrder: 'This account is suspended: it cannot order.',
  saidNoSuchOrder: 'No such order.',
  // The members cart (§4)
  saidNoMembership: 'The members cart needs an active membership.',
  saidAllowanceChanged: 'Your membership allowance changed. Please review the member cart.',
  // Farm visits (§4)
  saidVisitDatePassed: 'This date has passed. Please choose one of the next weekend days.',
  saidVisitBooked: 'You have already booked a visit on this date.',
  saidVisitFull: 'This date is full. Please choose another day.',
  saidVisitOnePlaceLeft: 'Only 1 place is left on this date.',
  saidVisitPlacesLeft: 'Only {n} places are left on this date.',
  // Ratings (§4)
  saidRateAfterDelivery: 'You can rate an order once it has been delivered.',
  saidAlreadyRated: 'You have already rated this order.',
  // Any call
  saidInternal: 'Something went wrong on our side. Please try again.',
} as const;

export type SaidKey = keyof typeof SAID;

/** What a service says to a customer: the code of one of the sentences above, with its {values}. */
export function said(key: SaidKey, params?: Readonly<Record<string, string | number>>): Said {
  return params ? { key, params, text: fillTemplate(SAID[key], params) } : { key, text: SAID[key] };
}

/** A code's words in the language of `labels`; English where the language has no label for it. */
function sayCode(labels: Readonly<Record<string, string>>, { key, params }: SaidCode): string {
  const template = labels[key] ?? (key in SAID ? SAID[key as SaidKey] : key);
  return params ? fillTemplate(template, params) : template;
}

interface Pattern {
  key: SaidKey;
  /** The English sentence with each {value} as a group. */
  match: RegExp;
  names: string[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English sentence → key, for the sentences without {values}; patterns for the others. */
const exact = new Map<string, SaidKey>();
const patterns: Pattern[] = [];
for (const [key, english] of Object.entries(SAID) as [SaidKey, string][]) {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((found) => found[1] ?? '');
  if (names.length === 0) {
    exact.set(english, key);
    continue;
  }
  const source = english
    .split(/\{\w+\}/)
    .map(escaped)
    .join('(.+?)');
  patterns.push({ key, match: new RegExp(`^${source}$`, 's'), names });
}

/** Whether `text` is one of the sentences above (its {values} any text). */
function isSaid(text: string): boolean {
  return exact.has(text) || patterns.some((pattern) => pattern.match.test(text));
}

/**
 * `text` in the words of `labels` (one language's labels) when it is one of the sentences above,
 * its {values} carried over; otherwise, or when the language has no label for it, `text` itself.
 */
export function sayIn(labels: Readonly<Record<string, string>>, text: string): string {
  const key = exact.get(text);
  if (key !== undefined) return labels[key] ?? text;
  for (const pattern of patterns) {
    const found = pattern.match.exec(text);
    const template = found ? labels[pattern.key] : undefined;
    if (!found || template === undefined) continue;
    const values = new Map(pattern.names.map((name, index) => [name, found[index + 1] ?? '']));
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}

/** An alert (a notification's data) in the words of `labels`: its title and message. */
function alertIn<T extends { title?: string; message?: string }>(labels: Readonly<Record<string, string>>, data: T): T {
  return {
    ...data,
    ...(data.title === undefined ? {} : { title: sayIn(labels, data.title) }),
    ...(data.message === undefined ? {} : { message: sayIn(labels, data.message) }),
  };
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
 * an alert written before codes) the words written in the reader's language when there are some
 * (decision 0295), else its words as stored, or their sentence of SAID.
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
  if (written) return written;
  // Both of its sentences, or neither: a title said and a message kept would read in two languages.
  const words = { title: alert.title, message: alert.message };
  return isSaid(alert.title) && isSaid(alert.message) ? alertIn(labels, words) : words;
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

/** An API error in the words of `labels`: its message and each field's line. */
export function errorIn(labels: Readonly<Record<string, string>>, error: ApiError): ApiError {
  const { said: codes, ...plain } = error;
  const lineOf = (name: string, line: string) => {
    const code = codes?.fields?.[name];
    return code ? sayCode(labels, code) : sayIn(labels, line);
  };
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, line]) => [name, lineOf(name, line)]))
    : undefined;
  const message = codes?.message ? sayCode(labels, codes.message) : sayIn(labels, error.message);
  return { ...plain, message, ...(fields ? { fields } : {}) };
}
