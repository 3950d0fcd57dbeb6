// The rows of the home in an editor's words (decision 0345: the member's console language): the
// layouts' names, the kinds of row to add, what kind a row is and the days it shows.
import type { HomeRowDraft, NewRowKind, SectionDraft, SliderDraft } from '../../../../domain/home/home-composition.ts';
import type { ConsoleWordKey } from '../../../../domain/staff/console-words.ts';
import type { Say } from '../../shell/console-words.tsx';

/** A layout's name; a layout the console has no name for is called by its code. */
export function styleWords(style: string, say: Say): string {
  const numbered = /^style_(\d+)$/.exec(style)?.[1];
  if (numbered === '6') return say('consoleHomeStyleTabs', { number: numbered });
  if (numbered === '11') return say('consoleHomeStyleBanner', { number: numbered });
  if (numbered !== undefined && Number(numbered) <= 9) return say('consoleHomeStyleNumbered', { number: numbered });
  const named: Record<string, ConsoleWordKey> = {
    default: 'consoleHomeStyleDefault',
    new1: 'consoleHomeStyleCards115',
    new2: 'consoleHomeStyleCards150',
    new3: 'consoleHomeStyleRowCards',
    style8: 'consoleHomeStyleTall',
  };
  const key = named[style];
  return key ? say(key) : style;
}

/** The rows an editor may add, each by the words of the button that adds it. */
export const NEW_ROW_WORDS: Record<NewRowKind, ConsoleWordKey> = {
  slider: 'consoleHomeAddSlider',
  banner: 'consoleHomeAddBanner',
  section: 'consoleHomeAddSection',
  category: 'consoleHomeAddCategory',
  deals: 'consoleHomeAddDeals',
};

/** What kind of row it is, as an editor calls it. */
export function kindWords(section: SectionDraft | undefined, slider: SliderDraft | undefined, say: Say): string {
  if (slider) return say(slider.style === 'style_11' ? 'consoleHomeKindBanner' : 'consoleHomeKindSlider');
  if (section?.type === 'deal_of_the_day') return say('consoleHomeKindDeals');
  if (section?.type === 'category') return say('consoleHomeKindCategory');
  return say('consoleHomeKindSection');
}

/** A row's days, briefly (null when it shows every day). */
export function daysWords(row: HomeRowDraft, say: Say): string | null {
  if (row.starts_on && row.ends_on) return say('consoleHomeDaysBetween', { from: row.starts_on, to: row.ends_on });
  if (row.starts_on) return say('consoleHomeDaysFrom', { from: row.starts_on });
  if (row.ends_on) return say('consoleHomeDaysUntil', { to: row.ends_on });
  return null;
}
