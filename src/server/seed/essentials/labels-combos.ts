// Texts of combos as cart lines (decision 0193): the
// combo's Add, and the links to the combos screen from the home and a store page. English is
// spread into settings.ts EXTRA_TEXTS, Marathi into labels-mr.ts. {placeholders} stay.

export const COMBO_TEXTS = {
  comboAddNamedText: 'Add {name}',
  combosLinkTitle: 'Combos',
  combosLinkText: 'Baskets of everyday items, priced below the items bought one by one',
  storeCombosTitle: 'Combos at this store',
  seeCombosText: 'See combos',
} as const;

export const COMBO_TEXTS_MR: Readonly<Record<keyof typeof COMBO_TEXTS, string>> = {
  comboAddNamedText: '{name} जोडा',
  combosLinkTitle: 'कॉम्बो',
  combosLinkText: 'रोजच्या वस्तूंच्या टोपल्या, वेगवेगळ्या घेण्यापेक्षा स्वस्त',
  storeCombosTitle: 'या दुकानातील कॉम्बो',
  seeCombosText: 'कॉम्बो पहा',
};
