// The element id of a composition path ("sections.0.title" → "hc-sections-0-title"): a refusal
// keyed by that path lands on its field.
export const idOf = (path: string) => `hc-${path.replaceAll('.', '-')}`;
