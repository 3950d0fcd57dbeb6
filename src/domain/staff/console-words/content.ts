// The console's words for the content editor, the home composer and the media library, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/content.ts.

export const CONTENT_WORDS = {} as const;
