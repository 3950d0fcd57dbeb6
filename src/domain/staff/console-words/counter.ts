// The console's words for the counter's other screens (order details, call order, packing, sign-in, farm visits), in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/counter.ts.

export const COUNTER_WORDS = {} as const;
