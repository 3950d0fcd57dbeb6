// The console's words for stores, slots, delivery areas, settings, your shop, tax and the words screen, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/stores.ts.

export const STORES_WORDS = {} as const;
