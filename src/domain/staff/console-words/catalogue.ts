// The console's words for the catalogue's screens (list, categories, units, add-ons, combos, bulk edits, import, stock), in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/catalogue.ts.

export const CATALOGUE_WORDS = {} as const;
