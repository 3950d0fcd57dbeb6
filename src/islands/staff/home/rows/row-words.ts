// The rows of the home in an editor's words: the layouts' names, the kinds of row to add, what kind
// a row is and the days it shows.
import type { HomeRowDraft, NewRowKind, SectionDraft, SliderDraft } from '../../../../domain/home/home-composition.ts';

export const STYLE_WORDS: Record<string, string> = {
  style_1: 'Style 1',
  style_2: 'Style 2',
  style_3: 'Style 3',
  style_4: 'Style 4',
  style_5: 'Style 5',
  style_6: 'Style 6 (tabs)',
  style_7: 'Style 7',
  style_8: 'Style 8',
  style_9: 'Style 9',
  style_11: 'Style 11 (single banner)',
  default: 'Default tiles',
  new1: 'Cards 115 wide',
  new2: 'Cards 150 wide',
  new3: 'Row cards 300 × 115',
  style8: 'Tall picture card',
};

/** The rows an editor may add, in the words of the button that adds each. */
export const NEW_ROW_WORDS: Record<NewRowKind, string> = {
  slider: 'promo slider',
  banner: 'campaign banner',
  section: 'featured section',
  category: 'category section',
  deals: 'deal row',
};

/** What kind of row it is, as an editor calls it. */
export function kindWords(section: SectionDraft | undefined, slider: SliderDraft | undefined): string {
  if (slider) return slider.style === 'style_11' ? 'Campaign banner' : 'Promo slider';
  if (section?.type === 'deal_of_the_day') return 'Deal row';
  if (section?.type === 'category') return 'Category section';
  return 'Featured section';
}

/** A row's days, briefly ('' when it shows every day). */
export function daysWords(row: HomeRowDraft): string {
  if (row.starts_on && row.ends_on) return ` · ${row.starts_on} to ${row.ends_on}`;
  if (row.starts_on) return ` · from ${row.starts_on}`;
  if (row.ends_on) return ` · until ${row.ends_on}`;
  return '';
}
