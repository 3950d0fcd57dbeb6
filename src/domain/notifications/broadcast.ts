// Staff broadcasts (decision 0251: they create an alert and send a push;
// §3 Notification / Pushed notification: title, message, image, click_action): an admin's message
// to every customer, kept in each customer's alerts and pushed to their phones.

/** §3 Pushed notification: a title a phone shows on one line, and a message it shows in a few. */
export const BROADCAST_TITLE_MAX = 60;
export const BROADCAST_MESSAGE_MAX = 240;
/** Where a broadcast's tap leads when the admin names no page: the customer's alerts. */
export const BROADCAST_DEFAULT_LINK = '/alerts';
/** One admin sends at most one broadcast a minute (decision 0251). */
export const BROADCAST_INTERVAL_MS = 60_000;

/**
 * The whole seconds an admin must still wait before broadcasting again, given when they last
 * broadcast (an ISO time, or null for never): 0 when they may send now.
 */
export function broadcastWaitSeconds(lastSentAt: string | null, now: Date): number {
  if (lastSentAt === null) return 0;
  const since = now.getTime() - Date.parse(lastSentAt);
  if (!Number.isFinite(since) || since >= BROADCAST_INTERVAL_MS) return 0;
  // A clock that moved backwards counts as "just sent": wait the whole interval, never longer.
  return Math.ceil((BROADCAST_INTERVAL_MS - Math.max(0, since)) / 1000);
}

/** An alert's words in one language. */
export interface AlertWords {
  title: string;
  message: string;
}

/**
 * The stored `translations` of an alert people wrote (decision 0295): the languages given both a
 * title and a message, as JSON, or null when none was. A language given only one of them is left
 * out: an alert read half in one language and half in another tells less than the English.
 */
export function alertTranslationsJson(byLanguage: Readonly<Record<string, Partial<AlertWords>>>): string | null {
  const kept = Object.entries(byLanguage).flatMap(([language, words]) => {
    const title = words.title?.trim() ?? '';
    const message = words.message?.trim() ?? '';
    return title !== '' && message !== '' ? [[language, { title, message }] as const] : [];
  });
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/** The alert's words in `language` from its stored `translations`, or null when it has none there. */
export function alertTranslation(json: string | null | undefined, language: string): AlertWords | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const words: unknown = (parsed as Record<string, unknown>)[language];
    if (typeof words !== 'object' || words === null) return null;
    const { title, message } = words as Record<string, unknown>;
    return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
  } catch {
    return null;
  }
}
