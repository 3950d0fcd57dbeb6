// §3 Address: a saved address's tag is one of three presets (Home, Work, Other), chosen from the
// page's words, or a word the customer typed. A preset is stored as its English name, whatever the
// page's language, and shown in the language of the page that shows it; a typed tag is shown as
// typed (decision 0216).

import { fillTemplate } from '../text.ts';

export const PRESET_TAGS = ['home', 'work', 'other'] as const;
export type PresetTag = (typeof PRESET_TAGS)[number];

/** What is stored for each preset: its English name, as the demo's saved addresses always had it. */
const STORED_PRESET: Readonly<Record<PresetTag, string>> = { home: 'Home', work: 'Work', other: 'Other' };

/** The label of each preset in the shop's texts. */
const PRESET_LABEL_KEYS: Readonly<Record<PresetTag, string>> = {
  home: 'addressHomeTag',
  work: 'addressWorkTag',
  other: 'addressOtherTag',
};

/** The presets' names in one language. */
export type PresetTagNames = Readonly<Record<PresetTag, string>>;

/** The presets' names in the language of `t` (the page's). */
export function presetTagNames(t: (key: string) => string): PresetTagNames {
  return { home: t(PRESET_LABEL_KEYS.home), work: t(PRESET_LABEL_KEYS.work), other: t(PRESET_LABEL_KEYS.other) };
}

const folded = (text: string): string => text.trim().toLocaleLowerCase();

/**
 * The preset a stored tag is: its stored English name, or its name in `names` (a tag saved before
 * presets were stored in English was saved in the words of the page it was saved on). Null for a
 * typed tag, and for none.
 */
export function presetTagOf(tag: string | null | undefined, names: PresetTagNames): PresetTag | null {
  if (!tag || folded(tag) === '') return null;
  const wanted = folded(tag);
  return (
    PRESET_TAGS.find((preset) => folded(STORED_PRESET[preset]) === wanted || folded(names[preset]) === wanted) ?? null
  );
}

/** The preset a stored tag is by its stored English name alone (the words of no page needed). */
export function storedPresetOf(tag: string | null | undefined): PresetTag | null {
  return presetTagOf(tag, STORED_PRESET);
}

/** The tag as a page in the language of `names` shows it: a preset in that language, a typed tag as typed, none as null. */
export function shownTag(tag: string | null | undefined, names: PresetTagNames): string | null {
  const preset = presetTagOf(tag, names);
  if (preset) return names[preset];
  return tag?.trim() ? tag : null;
}

/** What is saved for a tag chosen on a page in the language of `names`: a preset by its English name. */
export function storedTag(tag: string, names: PresetTagNames): string {
  const preset = presetTagOf(tag, names);
  return preset ? STORED_PRESET[preset] : tag;
}

/** The stored value of a preset. */
export function storedPreset(preset: PresetTag): string {
  return STORED_PRESET[preset];
}

/**
 * The landmark in the language's "near {landmark}", unless the customer already wrote it so ("Near
 * the temple" stays as typed, §3 Address; not "near Near the temple").
 */
export function landmarkPhrase(landmark: string, near: string): string {
  const typed = landmark.trim();
  if (typed === '') return '';
  const [before = '', after = ''] = near.split('{landmark}');
  const folded = typed.toLocaleLowerCase();
  const said =
    (before.trim() !== '' && folded.startsWith(`${before.trim().toLocaleLowerCase()} `)) ||
    (after.trim() !== '' && folded.endsWith(` ${after.trim().toLocaleLowerCase()}`));
  return said ? typed : fillTemplate(near, { landmark: typed });
}
