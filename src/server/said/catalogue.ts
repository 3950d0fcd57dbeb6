// The server's words about the catalogue: categories, stores, items, sections, deals and the map
// (§4), one table of src/server/said.ts SAID; Marathi in seed/essentials/labels-said/catalogue.ts.
export const CATALOGUE_WORDS = {
  saidNoSuchStore: 'No such store.',
  saidNoSuchItem: 'No such item.',
  saidNoSuchCategory: 'No such category.',
  saidFieldUnknownStore: 'unknown store',
  saidFieldUnknownItem: 'unknown item',
  saidFieldUnknownCategory: 'unknown category',
  saidNoStoreNamed: "No store '{store}'.",
  saidNoSectionNamed: "No section '{section}'.",
  saidFieldUnknownSection: "unknown section '{section}'",
  saidStoreNotHere: '{store} does not deliver to this location.',
  saidFieldOutsideDeliveryArea: 'outside the store’s delivery area',
  saidNoAreaNear: 'This place is not near any area the shop serves.',
  saidFieldNoAreaNear: 'not near an area the shop serves',
  saidNoSuchArea: 'No such area: reload the page.',
  saidFieldNoSuchArea: 'no such area',
  saidFieldNoSuchStore: 'no such store',
} as const;
