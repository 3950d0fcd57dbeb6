// The browser side of signing in (decision 0144): where to go after signing in
// (`?next=/path`, only a path of this site), and an API error as the forms show
// it: one sentence on top, a line under each field the server named, and the
// seconds to wait when a limit was hit (429, §7 login and OTP limits).
import type { ApiError } from '../domain/api/errors.ts';
import { localPath } from '../domain/local-path.ts';

/** The device key of the public profile (src/stores/user.ts); read here too, without loading the store, by the account checks. */
export const USER_STORAGE_KEY = 'user';

export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/login/forgot-password';
const ACCOUNT_PATH = '/my-account';
/** The address book: a place confirmed on its way back there is added to the account, not browsed. */
export const ADDRESSES_PATH = '/my-addresses';

/** The page to return to after signing in: `?next=` when it is a path of this site, else the account. */
export function nextPathOf(search: string, fallback: string = ACCOUNT_PATH): string {
  return localPath(new URLSearchParams(search).get('next'), fallback);
}

/** A sign-in link that comes back to `path` (the farm-visit form sends guests to /login?next=/farm-visit-form). */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(localPath(path))}`;
}

const TYPED_PHONE_KEY = 'signInPhone';

/** The phone typed on /login, kept for this tab so /register starts with it (decision 0321). */
export function keepTypedPhone(phone: string): void {
  try {
    sessionStorage.setItem(TYPED_PHONE_KEY, phone.trim());
  } catch {
    // Storage unavailable: /register starts empty, as before.
  }
}

/** The phone typed on /login in this tab, or ''. */
export function typedPhone(): string {
  try {
    return sessionStorage.getItem(TYPED_PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** A sibling sign-in page with the same `?next=` (login ↔ register ↔ forgot password). */
export function withNext(path: string, search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next === null ? path : `${path}?next=${encodeURIComponent(localPath(next))}`;
}

export interface FormProblem {
  /** The sentence above the form; empty when the fields' own lines say it all. */
  summary: string;
  /** The server's sentence, shown above the form if no field on it carries the problem. */
  message: string;
  /** Field name → what is wrong with it (the server's `fields`). */
  fields: Record<string, string>;
  /** Seconds to wait (rate_limited), else null. */
  retryAfter: number | null;
}

function sentence(text: string): string {
  return text.length === 0 ? text : text[0]?.toLocaleUpperCase() + text.slice(1);
}

export function problemOf(error: ApiError): FormProblem {
  if (error.code === 'rate_limited') {
    const seconds = Number(error.fields?.retry_after);
    return {
      summary: error.message,
      message: error.message,
      fields: {},
      retryAfter: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
    };
  }
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(error.fields ?? {})) fields[name.split('.')[0] ?? name] = sentence(text);
  // Said once: when a field already carries the message (or the message is only the schema's
  // 'Invalid <field>: …' of a field that shows its own line, in any language: its code says so), the
  // summary stays empty.
  const schemaMessage =
    error.message_code?.key === 'saidInvalidField' ||
    Object.keys(error.fields ?? {}).some((name) => error.message.startsWith(`Invalid ${name}:`));
  // A schema's message of a field the form renamed ('Invalid avatar: …' on the picture-link field)
  // is said by that field when it is that field's line.
  const rest = /^Invalid [^:]+: (.+)$/.exec(error.message)?.[1]?.toLocaleLowerCase();
  const repeated = rest !== undefined && Object.values(fields).some((line) => line.toLocaleLowerCase() === rest);
  const summary = schemaMessage || repeated || Object.values(fields).includes(error.message) ? '' : error.message;
  return { summary, message: error.message, fields, retryAfter: null };
}

/** 'Too many tries, wait N seconds' from its label template. */
export function waitText(template: string, seconds: number): string {
  return template.replace('{n}', String(seconds));
}
