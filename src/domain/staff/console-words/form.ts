// The console's words for the form layer's shared fields (pictures and their alt texts), sent with every screen's words, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/form.ts.

export const FORM_WORDS = {} as const;
