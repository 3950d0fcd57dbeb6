// Requests and answers of the saved-address calls (§7 get / save / delete / set
// default address; §3 Address; §2 address card; §4 "Setting a default address").
import { z } from 'zod';
import { fieldLine } from './field-words.ts';
import { id, latitude, longitude, looseFlag, text } from './fields.ts';
import { signedInRequest, type AddressView } from './accounts.ts';

/** Addresses one customer may keep (the spec shows no bound; this stops a runaway client). */
export const MAX_ADDRESSES = 50;

/** §7 Get addresses: with restaurant_id, each address says whether that store delivers there. */
export const getAddressesRequest = signedInRequest({ restaurant_id: z.union([id, z.null()]).optional() });

export const saveAddressRequest = signedInRequest({
  latitude,
  longitude,
  address: text(500).min(1, fieldLine('saidFieldAddress')),
  house: z.union([text(200), z.null()]).optional(),
  tag: z.union([text(50), z.null()]).optional(),
  /** Answer only the default address instead of the whole list. */
  get_only_default_address: looseFlag.optional(),
});

/** §7 Delete / set default address. */
export const addressIdRequest = signedInRequest({ address_id: id });

/**
 * A saved address's house and tag, corrected (the spec has no edit: decision 0110).
 * The place itself stays: another place is another address.
 */
export const updateAddressRequest = signedInRequest({
  address_id: id,
  // A house cleared to nothing (or spaces) is refused, as checkout's new address refuses it (decision 0228).
  house: text(200).min(1, fieldLine('saidFieldHouse')),
  tag: z.union([text(50), z.null()]),
});

export interface AddressesAnswer {
  default_address_id: number | null;
  addresses: AddressView[];
}
