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
  saidNoAddressHere: 'No address is known at this point.',
  saidFieldNoAddressHere: 'no address here',
  saidFieldNoSuchStore: 'no such store',
} as const;
