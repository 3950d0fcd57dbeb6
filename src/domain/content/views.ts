// How customer pages read a published document (decision 0281): the words in the customer's
// language where the editors wrote them, else the default language's, marked with that language
// so a screen reader reads them as such; and a campaign's running days.
import { addDays, shopDayStart, shopLocale } from '../calendar.ts';

/** The words to show and the language they are in. */
export interface ShownWords<W> {
  words: W;
  lang: string;
}

/** The language's words, else the default language's (a published document always has those). */
export function wordsIn<W>(words: Record<string, W>, language: string, defaultLanguage: string): ShownWords<W> {
  const own = words[language];
  if (own !== undefined) return { words: own, lang: language };
  const fallback = words[defaultLanguage];
  if (fallback === undefined) throw new Error(`no words in the default language ${defaultLanguage}`);
  return { words: fallback, lang: defaultLanguage };
}

/** A YYYY-MM-DD day as the Date of its UTC midnight, as YAML dates were read. */
export function dayDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export type CampaignState = 'upcoming' | 'running' | 'ended';

/**
 * A campaign runs from the start of valid_from to the end of valid_to, both whole days of the
 * shop's calendar (src/domain/calendar.ts), so '2026-06-30' still runs on the evening of 30 June in Pune.
 */
export function campaignState(campaign: { valid_from: string; valid_to: string }, now: Date): CampaignState {
  if (now < shopDayStart(dayDate(campaign.valid_from))) return 'upcoming';
  if (now >= shopDayStart(addDays(dayDate(campaign.valid_to), 1))) return 'ended';
  return 'running';
}

/** '15 January 2026' in the page's language; a day is whole, read in UTC. */
export function formatDay(day: string, languageCode: string): string {
  return new Intl.DateTimeFormat(shopLocale(languageCode), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayDate(day));
}
